import { z } from 'zod';

export const ImageSchema = z.object({
  url: z.string(),
  altText: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof ImageSchema>;

/** Where the API serves a stored media item (SVG swatches, style pictures, article images). */
export function mediaUrl(mediaId: string): string {
  return `/api/media/${mediaId}`;
}

/** The sizes `/api/media/{id}` serves: the picture as kept, or a small WebP of it (480 px at most) for lists and cards. */
export const MEDIA_SIZES = ['full', 'thumbnail'] as const;
export type MediaSize = (typeof MEDIA_SIZES)[number];
export const MediaQuerySchema = z.object({
  size: z.enum(MEDIA_SIZES, { error: 'size must be full or thumbnail' }).optional(),
});

/**
 * The small version of a picture the shop serves, for a swatch, a card or a cart line: an uploaded
 * photograph's thumbnail; a drawn swatch (SVG) is the same at any size. Any other address is left as it is.
 */
export function thumbnailUrl(url: string): string {
  return url.startsWith('/api/media/') && !url.includes('?') ? `${url}?size=thumbnail` : url;
}

/** The small version of an image, or nothing when there is no image (a fabric without pictures). */
export function thumbnailOf(image: Image | undefined): string | undefined {
  return image ? thumbnailUrl(image.url) : undefined;
}
