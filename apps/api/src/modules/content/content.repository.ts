import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { blogArticles, blogs, contentPages, media } from '../../db/schema.js';

export function createContentRepository(db: Database) {
  return {
    async findPage(page: string) {
      const rows = await db.select().from(contentPages).where(eq(contentPages.page, page)).limit(1);
      return rows[0];
    },

    async findBlog(handle: string) {
      const [blog] = await db.select().from(blogs).where(eq(blogs.handle, handle)).limit(1);
      if (!blog) return undefined;
      const articles = await db
        .select()
        .from(blogArticles)
        .where(eq(blogArticles.blogHandle, handle))
        .orderBy(desc(blogArticles.publishedAt), asc(blogArticles.handle));
      return { blog, articles };
    },

    async findMedia(id: string) {
      const rows = await db.select().from(media).where(eq(media.id, id)).limit(1);
      return rows[0];
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
