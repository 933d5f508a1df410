import { z } from 'zod';

/**
 * Fit pictures (SPEC §7 `POST /shopify/orders/{id}/upload`, issue 15): a customer sends pictures of
 * themselves wearing a finished piece, so the workroom can adjust the next one. The call is
 * multipart (files, firstName, lastName, orderNumber, comments); `{id}` is the order's number.
 * Only the order's customer, or whoever holds its e-mail's signed link (`?key=`), may send or see them.
 */

export const FIT_PICTURE_LIMITS = {
  /** Files in one upload. */
  filesPerUpload: 10,
  /** Bytes per file, as sent. */
  fileBytes: 10 * 1024 * 1024,
  /** Pictures one order may hold in all (every upload together). */
  picturesPerOrder: 30,
  /** The longest side of the kept picture and of its thumbnail, in pixels. */
  keptSide: 2400,
  thumbnailSide: 480,
  nameMax: 80,
  commentsMax: 2000,
} as const;

/** The pictures read: recognised by their content, never by their name or the type the browser claims. */
export const FIT_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const FIT_PICTURE_MESSAGES = {
  noFiles: 'Choose at least one picture to upload.',
  tooManyFiles: `Upload at most ${FIT_PICTURE_LIMITS.filesPerUpload} pictures at a time.`,
  tooBig: (name: string) => `${name} is larger than ${FIT_PICTURE_LIMITS.fileBytes / 1024 / 1024} MB.`,
  notAPicture: (name: string) => `${name} is not a JPEG, PNG, WebP or AVIF picture.`,
  unreadable: (name: string) => `${name} could not be read as a picture.`,
  badFileName: 'A file name must not contain a path (/, \\ or ..) or control characters.',
  orderFull: (left: number) =>
    left === 0
      ? `This order already has ${FIT_PICTURE_LIMITS.picturesPerOrder} fit pictures, the most it can hold.`
      : `This order can take ${left} more ${left === 1 ? 'picture' : 'pictures'}.`,
  orderNumberMismatch: 'orderNumber must be the number of the order in the address.',
  unknownField: (name: string) => `${name} is not a field of this form.`,
  firstNameEmpty: 'First name cannot be empty',
  lastNameEmpty: 'Last name cannot be empty',
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  notMultipart: 'Send the pictures as multipart/form-data.',
  uploaded: (count: number) => `Thank you: ${count === 1 ? 'your picture has' : `your ${count} pictures have`} reached the workroom.`,
} as const;

const text = (label: string, max: number, emptyMessage: string) =>
  z.string({ error: emptyMessage }).trim().min(1, emptyMessage).max(max, FIT_PICTURE_MESSAGES.fieldTooLong(label, max));

/** The form's text fields, as the server reads them from the multipart body. */
export const FitPictureFieldsSchema = z.object({
  firstName: text('First name', FIT_PICTURE_LIMITS.nameMax, FIT_PICTURE_MESSAGES.firstNameEmpty),
  lastName: text('Last name', FIT_PICTURE_LIMITS.nameMax, FIT_PICTURE_MESSAGES.lastNameEmpty),
  orderNumber: z.string({ error: FIT_PICTURE_MESSAGES.orderNumberMismatch }).trim().toUpperCase(),
  comments: z
    .string()
    .trim()
    .max(FIT_PICTURE_LIMITS.commentsMax, FIT_PICTURE_MESSAGES.fieldTooLong('Comments', FIT_PICTURE_LIMITS.commentsMax))
    .optional()
    .transform((value) => (value ? value : null)),
});
export type FitPictureFields = z.infer<typeof FitPictureFieldsSchema>;

/** A file name as sent: kept to show staff, never used to store anything; one that names a path is refused. */
export function isSafeFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return name.length > 0 && name.length <= 255 && !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && !name.includes('..');
}

export const FitPictureSchema = z.object({
  id: z.string(),
  /** The file's name as sent, for people only. */
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Where the picture and its thumbnail are read (the caller's access applies: a session or `?key=`). */
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type FitPicture = z.infer<typeof FitPictureSchema>;

export const FitPictureUploadSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  comments: z.string().nullable(),
  pictures: z.array(FitPictureSchema),
});
export type FitPictureUpload = z.infer<typeof FitPictureUploadSchema>;

/** The answer to an upload: what was kept, and the sentence to show. */
export const FitPictureUploadAnswerSchema = z.object({
  message: z.string(),
  upload: FitPictureUploadSchema,
});
export type FitPictureUploadAnswer = z.infer<typeof FitPictureUploadAnswerSchema>;

/** GET /api/orders/{number}/fit-pictures/{pictureId}/{size}: the picture as kept, or its thumbnail. */
export const FitPictureFileParamsSchema = z.object({
  number: z.string().regex(/^[A-Z0-9-]{4,20}$/, 'is not an order number'),
  pictureId: z.string().regex(/^fp_[A-Za-z0-9_-]{10,40}$/, 'is not a picture id'),
  size: z.enum(['full', 'thumbnail']),
});
