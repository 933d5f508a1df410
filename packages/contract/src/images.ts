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
