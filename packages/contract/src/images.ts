import { z } from 'zod';

export { mediaUrl, thumbnailOf, thumbnailUrl } from './media-addresses.js';

export const ImageSchema = z.object({
  url: z.string(),
  altText: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof ImageSchema>;

/** The sizes `/api/media/{id}` serves: the picture as kept, or a small WebP of it (480 px at most) for lists and cards. */
export const MEDIA_SIZES = ['full', 'thumbnail'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];
export const MediaQuerySchema = z.object({
  size: z.enum(MEDIA_SIZES, { error: 'size must be full or thumbnail' }).optional(),
});
