import { createHash } from 'node:crypto';

/**
 * Catalogue ids are derived from handles, so a re-seed produces the same ids and references
 * between seed files (a configuration naming an add-on's variant) need no lookup. They carry no
 * customer data; customer-facing ids (carts, sessions) are random instead.
 */
function digest(kind: string, handle: string): string {
  return createHash('sha256').update(`${kind}:${handle}`).digest('base64url').slice(0, 16);
}

export function productIdFor(handle: string): string {
  return `prod_${digest('product', handle)}`;
}

export function variantIdFor(handle: string): string {
  return `var_${digest('variant', handle)}`;
}

export function collectionIdFor(productType: string, handle: string): string {
  return `col_${digest('collection', `${productType}/${handle}`)}`;
}
