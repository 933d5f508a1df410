import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const contentPages = pgTable('content_pages', {
  page: text('page').primaryKey(),
  document: jsonb('document').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

export const blogs = pgTable('blogs', {
  handle: text('handle').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

export const blogArticles = pgTable(
  'blog_articles',
  {
    blogHandle: text('blog_handle')
      .notNull()
      .references(() => blogs.handle, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    imageId: text('image_id'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.blogHandle, table.handle] })],
);
