import type { ProductType } from './product-types.js';

// Apart from the picture's schemas (garment-picture.ts), so a page that only asks for a picture
// downloads no schema with it.

/**
 * The address of the server's picture of a design (`GET /api/previews/{type}.webp`): the design's
 * query, exactly as the customiser's address carries it, and the view (front when absent).
 */
export function previewPath(productType: ProductType, designQuery: string | URLSearchParams, view?: string): string {
  const params = new URLSearchParams(designQuery);
  params.delete('view');
  if (view && view !== 'front') params.set('view', view);
  const query = params.toString();
  return `/api/previews/${productType}.webp${query ? `?${query}` : ''}`;
}
