import { asc, eq, sql } from 'drizzle-orm';
import type { StaticContent } from '@selvedge/contract';
import type { Database } from '../../db/connection.js';
import { contentPages } from '../../db/schema.js';
import { transaction, type Runner } from '../../db/transaction.js';

/** A page's stored document: the storefront's answer without its `updatedAt`. */
export type PageDocument = Omit<StaticContent, 'updatedAt'>;
export interface PageRow {
  page: string;
  document: PageDocument;
  updatedAt: Date;
  version: number;
}

/** The content pages the back office reads and edits (the FAQ and the announcement are pages too). */
export function createContentAdminRepository(db: Database) {
  return {
    transaction: transaction(db),

    async list(): Promise<PageRow[]> {
      return (await db.select().from(contentPages).orderBy(asc(contentPages.page))) as PageRow[];
    },

    async find(page: string): Promise<PageRow | null> {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.page, page)).limit(1);
      return (row as PageRow | undefined) ?? null;
    },

    async lock(page: string, tx: Runner): Promise<PageRow | null> {
      const [row] = await tx.select().from(contentPages).where(eq(contentPages.page, page)).limit(1).for('update');
      return (row as PageRow | undefined) ?? null;
    },

    async save(page: string, document: PageDocument, at: Date, tx: Runner): Promise<PageRow> {
      const [row] = await tx
        .update(contentPages)
        .set({ document, updatedAt: at, version: sql`${contentPages.version} + 1` })
        .where(eq(contentPages.page, page))
        .returning();
      return row as PageRow;
    },
  };
}

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
