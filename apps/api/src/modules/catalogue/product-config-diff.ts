import type { AdminProductConfigChange, AdminProductConfigDiff } from '@selvedge/contract/admin';

/** Changes listed in a diff (an audit entry or a preview); `total` still counts every one. */
const LISTED_CHANGES = 100;
/** A value longer than this, written as JSON, is named by its path but not copied. */
const SHORT_VALUE = 160;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of a list of keyed things (options, fields, accessories), or null when it is not one (or a key repeats). */
function keysOf(list: Json[]): string[] | null {
  const keys = list.map((item) => (isObject(item) && typeof item.key === 'string' ? item.key : null));
  if (keys.some((key) => key === null)) return null;
  return new Set(keys).size === keys.length ? (keys as string[]) : null;
}

const short = (value: unknown): value is Json => value !== undefined && JSON.stringify(value).length <= SHORT_VALUE;

/**
 * How one configuration differs from another, path by path (`styles.collar.options[cutaway].value`).
 * Lists of keyed things are matched by key, so an option moved is one change of order and an
 * option removed is one removal, not a cascade of changed positions.
 */
export function configDiff(before: unknown, after: unknown): AdminProductConfigDiff {
  const changes: AdminProductConfigChange[] = [];
  let total = 0;
  const note = (path: string, change: AdminProductConfigChange['change'], was: unknown, is: unknown) => {
    total += 1;
    if (changes.length >= LISTED_CHANGES) return;
    changes.push({ path, change, ...(short(was) ? { before: was } : {}), ...(short(is) ? { after: is } : {}) });
  };
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

  function walk(path: string, was: unknown, is: unknown): void {
    if (isObject(was) && isObject(is)) {
      for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
        if (!(key in is)) note(join(path, key), 'removed', was[key], undefined);
        else if (!(key in was)) note(join(path, key), 'added', undefined, is[key]);
        else walk(join(path, key), was[key], is[key]);
      }
      return;
    }
    if (Array.isArray(was) && Array.isArray(is)) {
      const wasKeys = keysOf(was);
      const isKeys = keysOf(is);
      if (wasKeys && isKeys) {
        const byKey = new Map(wasKeys.map((key, index) => [key, was[index]]));
        const kept = isKeys.filter((key) => byKey.has(key));
        const keptBefore = wasKeys.filter((key) => isKeys.includes(key));
        for (const [index, key] of wasKeys.entries()) if (!isKeys.includes(key)) note(`${path}[${key}]`, 'removed', was[index], undefined);
        for (const [index, key] of isKeys.entries()) {
          if (byKey.has(key)) walk(`${path}[${key}]`, byKey.get(key), is[index]);
          else note(`${path}[${key}]`, 'added', undefined, is[index]);
        }
        if (kept.join('\u0000') !== keptBefore.join('\u0000')) note(`${path} (order)`, 'changed', keptBefore, kept);
        return;
      }
      const length = Math.max(was.length, is.length);
      for (let index = 0; index < length; index += 1) {
        if (index >= is.length) note(`${path}[${index}]`, 'removed', was[index], undefined);
        else if (index >= was.length) note(`${path}[${index}]`, 'added', undefined, is[index]);
        else walk(`${path}[${index}]`, was[index], is[index]);
      }
      return;
    }
    if (JSON.stringify(was) !== JSON.stringify(is)) note(path, 'changed', was, is);
  }

  walk('', before, after);
  return { changes, total };
}
