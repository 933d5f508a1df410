import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@selvedge/contract';
import { CATALOGUE_PICTURE_TYPES } from '@selvedge/contract/admin';
import { eq, inArray } from 'drizzle-orm';
import type { Runner } from '../db/transaction.js';
import { media } from '../db/schema.js';
import { badField } from './errors.js';
import type { FileStorage } from './file-storage.js';
import type { FormFile } from './multipart-form.js';
import { keepPicture } from './pictures.js';

/**
 * Catalogue pictures uploaded in the back office (a fabric's photographs, the pre-order's menu
 * picture): recognised by their content and written again by `platform/pictures.ts`, kept as JPEG
 * files in the file storage, each with a `media` row, so they are served publicly from
 * `/api/media/{id}` beside the seed's drawn swatches. Every upload has a new id, so the bytes
 * under an address never change and it may be cached for a year.
 */

const UPLOADED = 'upload-';

export function isUploadedPicture(mediaId: string): boolean {
  return mediaId.startsWith(UPLOADED);
}

export type MediaRow = typeof media.$inferSelect;

export interface PreparedPicture {
  row: MediaRow;
  bytes: Buffer;
  /** The small WebP served for `?size=thumbnail`. */
  thumbnail: Buffer;
}

/** Where an uploaded picture's thumbnail is kept, beside the picture (`catalogue/upload-….jpg` → `catalogue/upload-…-thumbnail.webp`). */
export function thumbnailKey(fileKey: string): string {
  return fileKey.replace(/\.jpg$/, '') + '-thumbnail.webp';
}

interface PictureMessages {
  notAPicture: (name: string) => string;
  unreadable: (name: string) => string;
}

export function createCataloguePictures(storage: FileStorage) {
  return {
    /** Every file made a kept picture, or a 400 on `field` naming the first that is not one: nothing is written. */
    async prepare(
      files: FormFile[],
      { field, side, thumbnailSide, messages }: { field: string; side: number; thumbnailSide: number; messages: PictureMessages },
    ): Promise<PreparedPicture[]> {
      const prepared: PreparedPicture[] = [];
      for (const file of files) {
        // One at a time: each decoded picture takes memory.
        const picture = await keepPicture(file.bytes, { accepted: CATALOGUE_PICTURE_TYPES, side, thumbnailSide });
        if (picture === 'not_a_picture') throw badField(field, messages.notAPicture(file.name), ErrorCode.not_a_picture);
        if (picture === 'unreadable') throw badField(field, messages.unreadable(file.name), ErrorCode.not_a_picture);
        const id = `${UPLOADED}${randomBytes(12).toString('hex')}`;
        prepared.push({
          row: { id, contentType: 'image/jpeg', body: null, fileKey: `catalogue/${id}.jpg`, width: picture.width, height: picture.height },
          bytes: picture.full,
          thumbnail: picture.thumbnail,
        });
      }
      return prepared;
    },

    /**
     * Writes the files, then runs `record` (the rows, in the caller's transaction). If a file
     * cannot be written (a thumbnail after its picture) or `record` fails, every file goes again,
     * so a refused change leaves nothing behind.
     */
    async store<T>(pictures: PreparedPicture[], record: () => Promise<T>): Promise<T> {
      // Each key is noted before its put: a put that timed out may still have landed on the server.
      const written: string[] = [];
      try {
        for (const picture of pictures) {
          const key = picture.row.fileKey!;
          written.push(key);
          await storage.put(key, picture.bytes);
          written.push(thumbnailKey(key));
          await storage.put(thumbnailKey(key), picture.thumbnail);
        }
        return await record();
      } catch (error) {
        await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
        throw error;
      }
    },

    async insertRows(pictures: PreparedPicture[], tx: Runner): Promise<void> {
      if (pictures.length > 0) await tx.insert(media).values(pictures.map((picture) => picture.row));
    },

    /** The uploaded pictures among `ids` (a drawn swatch is no file): their rows, to delete. */
    async uploadedRows(ids: string[], tx: Runner): Promise<MediaRow[]> {
      const uploaded = ids.filter(isUploadedPicture);
      if (uploaded.length === 0) return [];
      return tx.select().from(media).where(inArray(media.id, uploaded));
    },

    async deleteRow(id: string, tx: Runner): Promise<void> {
      await tx.delete(media).where(eq(media.id, id));
    },

    /** After the rows are gone (the change committed): the files. A file left by a failure here is unreachable, never shown. */
    async removeFiles(rows: MediaRow[]): Promise<void> {
      const keys = rows.flatMap((row) => (row.fileKey ? [row.fileKey, thumbnailKey(row.fileKey)] : []));
      await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
    },
  };
}

export type CataloguePictures = ReturnType<typeof createCataloguePictures>;
