import {
  ErrorCode,
  FIT_PICTURE_LIMITS,
  FIT_PICTURE_MESSAGES,
  FIT_PICTURE_TYPES,
  FitPictureFieldsSchema,
  type FitPictureUpload,
  type FitPictureUploadAnswer,
} from '@selvedge/contract';
import type { Clock } from '../../platform/clock.js';
import { badField, HttpError, invalidInput, notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import type { FormFile } from '../../platform/multipart-form.js';
import { keepPicture, type KeptPicture } from '../../platform/pictures.js';
import {
  newPictureId,
  newUploadId,
  type FitPictureRow,
  type FitPicturesRepository,
  type FitPictureUploadRow,
} from './fit-pictures.repository.js';
import type { OrderRow } from './orders.repository.js';

/** The order a caller may see, and the key they came with (carried on to the pictures' addresses). */
export interface OrderAccess {
  order: Pick<OrderRow, 'id' | 'number'>;
  key: string | null;
  /** Where its pictures are read: the store's `/api/orders` (default) or the back office's `/api/admin/orders`. */
  base?: string;
}

const pictureUrl = (access: OrderAccess, pictureId: string, size: 'full' | 'thumbnail'): string =>
  `${access.base ?? '/api/orders'}/${access.order.number}/fit-pictures/${pictureId}/${size}${access.key ? `?key=${encodeURIComponent(access.key)}` : ''}`;

function present(access: OrderAccess, upload: FitPictureUploadRow, pictures: FitPictureRow[]): FitPictureUpload {
  return {
    id: upload.id,
    createdAt: upload.createdAt.toISOString(),
    firstName: upload.firstName,
    lastName: upload.lastName,
    comments: upload.comments,
    pictures: pictures.map((picture) => ({
      id: picture.id,
      name: picture.name,
      width: picture.width,
      height: picture.height,
      url: pictureUrl(access, picture.id, 'full'),
      thumbnailUrl: pictureUrl(access, picture.id, 'thumbnail'),
    })),
  };
}

/**
 * Fit pictures for an order: checked, made safe and kept (files in the storage, rows in the
 * database), then shown only to whoever may see the order.
 */
export function createFitPicturesService({
  repository,
  storage,
  clock,
}: {
  repository: FitPicturesRepository;
  storage: FileStorage;
  clock: Clock;
}) {
  return {
    /**
     * Keeps one upload. Everything is checked and every picture made before anything is written;
     * a refusal writes nothing. The files are written first and the rows after, under the order's
     * lock; if the rows cannot be written the files go again.
     */
    async upload(access: OrderAccess, form: { fields: Record<string, string>; files: FormFile[] }): Promise<FitPictureUploadAnswer> {
      const parsed = FitPictureFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        throw invalidInput(problems[0]?.message ?? 'The form is not valid.', problems);
      }
      const fields = parsed.data;
      if (fields.orderNumber !== access.order.number)
        throw badField('orderNumber', FIT_PICTURE_MESSAGES.orderNumberMismatch, ErrorCode.invalid_input);
      if (form.files.length === 0) throw badField('files', FIT_PICTURE_MESSAGES.noFiles, ErrorCode.invalid_input);
      if (form.files.length > FIT_PICTURE_LIMITS.filesPerUpload)
        throw badField('files', FIT_PICTURE_MESSAGES.tooManyFiles, ErrorCode.too_many_files);

      const room = FIT_PICTURE_LIMITS.picturesPerOrder - (await repository.pictureCount(access.order.id));
      if (form.files.length > room) throw fullError(room);

      const kept: { file: FormFile; picture: KeptPicture }[] = [];
      for (const file of form.files) {
        // One at a time: a form holds up to 100 MB, and each decoded picture more.
        const picture = await keepPicture(file.bytes, {
          accepted: FIT_PICTURE_TYPES,
          side: FIT_PICTURE_LIMITS.keptSide,
          thumbnailSide: FIT_PICTURE_LIMITS.thumbnailSide,
        });
        if (picture === 'not_a_picture') throw badField('files', FIT_PICTURE_MESSAGES.notAPicture(file.name), ErrorCode.not_a_picture);
        if (picture === 'unreadable') throw badField('files', FIT_PICTURE_MESSAGES.unreadable(file.name), ErrorCode.not_a_picture);
        kept.push({ file, picture });
      }

      const at = clock.now();
      const upload: FitPictureUploadRow = {
        id: newUploadId(),
        orderId: access.order.id,
        firstName: fields.firstName,
        lastName: fields.lastName,
        comments: fields.comments,
        createdAt: at,
      };
      const rows: FitPictureRow[] = kept.map(({ file, picture }, position) => {
        const id = newPictureId();
        const folder = `fit-pictures/${access.order.id}`;
        return {
          id,
          uploadId: upload.id,
          orderId: access.order.id,
          position,
          name: file.name,
          fileKey: `${folder}/${id}.jpg`,
          thumbnailKey: `${folder}/${id}-thumb.webp`,
          width: picture.width,
          height: picture.height,
          bytes: picture.full.length,
        };
      });
      // Each key is noted before its put: a put that timed out may still have landed on the server.
      const written: string[] = [];
      try {
        for (const [index, row] of rows.entries()) {
          const picture = kept[index]!.picture;
          written.push(row.fileKey);
          await storage.put(row.fileKey, picture.full);
          written.push(row.thumbnailKey);
          await storage.put(row.thumbnailKey, picture.thumbnail);
        }
        await repository.transaction(async (tx) => {
          await repository.lockOrder(access.order.id, tx);
          const left = FIT_PICTURE_LIMITS.picturesPerOrder - (await repository.pictureCount(access.order.id, tx));
          if (rows.length > left) throw fullError(left);
          await repository.insert(upload, rows, tx);
        });
      } catch (error) {
        await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
        throw error;
      }
      return { message: FIT_PICTURE_MESSAGES.uploaded(rows.length), upload: present(access, upload, rows) };
    },

    /** An order's uploads as its caller sees them. */
    async of(access: OrderAccess): Promise<FitPictureUpload[]> {
      const uploads = await repository.ofOrder(access.order.id);
      return uploads.map(({ upload, pictures }) => present(access, upload, pictures));
    },

    /** A picture's bytes (JPEG) or its thumbnail's (WebP); the same 404 for another order's picture as for none. */
    async file(access: OrderAccess, pictureId: string, size: 'full' | 'thumbnail'): Promise<{ bytes: Buffer; contentType: string }> {
      const row = await repository.picture(access.order.id, pictureId);
      const bytes = row ? await storage.get(size === 'full' ? row.fileKey : row.thumbnailKey) : null;
      if (!bytes) throw notFound('We could not find that picture.', ErrorCode.not_found);
      return { bytes, contentType: size === 'full' ? 'image/jpeg' : 'image/webp' };
    },
  };
}

function fullError(left: number): HttpError {
  const message = FIT_PICTURE_MESSAGES.orderFull(Math.max(0, left));
  return new HttpError(409, ErrorCode.fit_pictures_full, message, {}, { problems: [{ path: 'files', message }] });
}

export type FitPicturesService = ReturnType<typeof createFitPicturesService>;
