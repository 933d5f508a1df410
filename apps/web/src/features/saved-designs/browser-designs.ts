import { ProductTypeSchema, SAVED_DESIGN_LIMITS, type ProductType } from '@selvedge/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/**
 * What a guest saves in this browser (decision 051): up to 50 designs and 200 favourite fabrics,
 * newest first, under versioned keys. They join the customer's account at login and are then removed.
 */

const BrowserDesignSchema = z.object({
  id: z.string(),
  name: z.string(),
  productType: ProductTypeSchema,
  query: z.string(),
  fabricTitle: z.string().nullable(),
  savedAt: z.string(),
});
export type BrowserDesign = z.infer<typeof BrowserDesignSchema>;

const BrowserFavouriteSchema = z.object({ handle: z.string(), productType: ProductTypeSchema });
export type BrowserFavourite = z.infer<typeof BrowserFavouriteSchema>;

function readList<T>(key: typeof STORAGE_KEYS.savedDesigns | typeof STORAGE_KEYS.favouriteFabrics, schema: z.ZodType<T>): T[] {
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(readStorage(key) ?? '[]'));
    if (!parsed.success) return [];
    // One broken entry (an old version, a hand edit) is dropped; the others stay.
    return parsed.data.flatMap((entry) => {
      const one = schema.safeParse(entry);
      return one.success ? [one.data] : [];
    });
  } catch {
    return [];
  }
}

export const browserDesigns = (): BrowserDesign[] => readList(STORAGE_KEYS.savedDesigns, BrowserDesignSchema);
export const browserFavourites = (): BrowserFavourite[] => readList(STORAGE_KEYS.favouriteFabrics, BrowserFavouriteSchema);

/** Keeps a design in this browser, newest first. The same design saved again moves to the top under its new name; the oldest goes past 50. */
export function saveInBrowser(design: {
  name: string;
  productType: ProductType;
  query: string;
  fabricTitle: string | null;
}): BrowserDesign {
  const saved: BrowserDesign = { ...design, id: crypto.randomUUID(), savedAt: new Date().toISOString() };
  const others = browserDesigns().filter((one) => !(one.productType === design.productType && one.query === design.query));
  writeStorage(STORAGE_KEYS.savedDesigns, JSON.stringify([saved, ...others].slice(0, SAVED_DESIGN_LIMITS.designsMax)));
  return saved;
}

export function toggleBrowserFavourite(favourite: BrowserFavourite): void {
  const all = browserFavourites();
  const next = all.some((one) => one.handle === favourite.handle)
    ? all.filter((one) => one.handle !== favourite.handle)
    : [favourite, ...all].slice(0, SAVED_DESIGN_LIMITS.favouritesMax);
  writeStorage(STORAGE_KEYS.favouriteFabrics, JSON.stringify(next));
}

export function forgetBrowserDesigns(): void {
  removeStorage(STORAGE_KEYS.savedDesigns);
}

export function forgetBrowserFavourites(): void {
  removeStorage(STORAGE_KEYS.favouriteFabrics);
}

function subscribe(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.savedDesigns || event.key === STORAGE_KEYS.favouriteFabrics) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

const raw = () => `${readStorage(STORAGE_KEYS.savedDesigns) ?? ''}\u0000${readStorage(STORAGE_KEYS.favouriteFabrics) ?? ''}`;

/** This browser's saved designs and favourites, following every change (this tab's and others'). */
export function useBrowserSaved(): { designs: BrowserDesign[]; favourites: BrowserFavourite[] } {
  const snapshot = useSyncExternalStore(subscribe, raw, () => '');
  return parsedFor(snapshot);
}

let last: { key: string; value: { designs: BrowserDesign[]; favourites: BrowserFavourite[] } } | null = null;
function parsedFor(key: string) {
  if (last?.key !== key) last = { key, value: { designs: browserDesigns(), favourites: browserFavourites() } };
  return last.value;
}
