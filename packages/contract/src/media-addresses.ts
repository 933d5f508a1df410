// Without zod, so that the storefront's first page can name pictures without downloading it.
import type { Image } from './images.js';

/** Where the API serves a stored media item (SVG swatches, style pictures, article images). */
export function mediaUrl(mediaId: string): string {
  return `/api/media/${mediaId}`;
}

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
