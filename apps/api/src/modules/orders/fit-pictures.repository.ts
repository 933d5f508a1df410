import { randomBytes } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { fitPictures, fitPictureUploads, orders } from '../../db/schema.js';

export type FitPictureRow = typeof fitPictures.$inferSelect;
export type FitPictureUploadRow = typeof fitPictureUploads.$inferSelect;

/** `fpu_` + 96 random bits. */
export const newUploadId = (): string => `fpu_${randomBytes(12).toString('base64url')}`;
/** `fp_` + 128 random bits: also the file's name in the storage. */
export const newPictureId = (): string => `fp_${randomBytes(16).toString('base64url')}`;

export function createFitPicturesRepository(db: Database) {
  return {
    transaction: transaction(db),

    /**
     * Locks the order's row until the transaction ends (Postgres), so two uploads at once count
     * the pictures already there one after the other and never pass the order's limit together.
     */
    async lockOrder(orderId: string, tx: Runner): Promise<void> {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    },

    async pictureCount(orderId: string, runner: Runner = db): Promise<number> {
      const [row] = await runner.select({ n: count() }).from(fitPictures).where(eq(fitPictures.orderId, orderId));
      return row?.n ?? 0;
    },

    async insert(upload: FitPictureUploadRow, pictures: FitPictureRow[], tx: Runner): Promise<void> {
      await tx.insert(fitPictureUploads).values(upload);
      if (pictures.length > 0) await tx.insert(fitPictures).values(pictures);
    },

    /** An order's uploads, oldest first, each with its pictures in the order they were sent. */
    async ofOrder(orderId: string): Promise<{ upload: FitPictureUploadRow; pictures: FitPictureRow[] }[]> {
      const uploads = await db
        .select()
        .from(fitPictureUploads)
        .where(eq(fitPictureUploads.orderId, orderId))
        .orderBy(asc(fitPictureUploads.createdAt));
      if (uploads.length === 0) return [];
      const pictures = await db
        .select()
        .from(fitPictures)
        .where(
          inArray(
            fitPictures.uploadId,
            uploads.map((upload) => upload.id),
          ),
        )
        .orderBy(asc(fitPictures.position));
      return uploads.map((upload) => ({ upload, pictures: pictures.filter((picture) => picture.uploadId === upload.id) }));
    },

    async picture(orderId: string, pictureId: string): Promise<FitPictureRow | null> {
      const [row] = await db.select().from(fitPictures).where(eq(fitPictures.id, pictureId)).limit(1);
      return row && row.orderId === orderId ? row : null;
    },
  };
}

export type FitPicturesRepository = ReturnType<typeof createFitPicturesRepository>;
