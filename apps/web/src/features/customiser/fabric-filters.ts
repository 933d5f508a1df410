import type { Collection, Product } from '@selvedge/contract';

/** Fewer matches than this on the loaded pages and the next page is fetched, so a filter never looks empty too soon. */
export const MIN_FILTERED_FABRICS = 12;

export interface FilterGroup {
  /** The collections' filterType: colour, pattern, material ... */
  filterType: string;
  label: string;
  collections: Collection[];
}

/** "colour" -> "Colour": a filter type as a heading. */
function filterLabel(filterType: string): string {
  const words = filterType.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Collections grouped by filter type, in the order the shop lists them. */
export function groupFilters(collections: Collection[]): FilterGroup[] {
  const groups = new Map<string, FilterGroup>();
  for (const collection of collections) {
    const group = groups.get(collection.filterType) ?? {
      filterType: collection.filterType,
      label: filterLabel(collection.filterType),
      collections: [],
    };
    group.collections.push(collection);
    groups.set(collection.filterType, group);
  }
  return [...groups.values()];
}

/** A fabric matches when it belongs to every chosen collection. */
export function matchesFilters(fabric: Product, chosen: ReadonlySet<string>): boolean {
  for (const handle of chosen) if (!fabric.collections.includes(handle)) return false;
  return true;
}
