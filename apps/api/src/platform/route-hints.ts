import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './escape-html.js';

/**
 * Head hints for the index.html of a screen whose code loads on demand. A browser would otherwise
 * learn of the screen's chunks only once the entry has run, and of its main picture only once those
 * have run too: here the server names both up front (`modulepreload`, `preload`), so they download
 * alongside the entry.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files of `key` and everything it imports statically, leaving out what the entry already loads. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  // A stylesheet two chunks share is named once.
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || skip.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    scripts.push(chunk.file);
    for (const file of chunk.css ?? []) styles.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { scripts, styles: [...styles] };
}

/** The storefront's entry in the manifest; the build's other entries (the back office's admin.html) are other pages. */
const STOREFRONT_ENTRY = 'index.html';

/**
 * Everything the storefront's entry (index.html) loads before any screen: its chunk and what it
 * imports. Only that entry: a chunk the back office's entry imports is not on a storefront page
 * until a screen loads it, so it must still be named.
 */
function entryChunks(manifest: Manifest): Set<string> {
  const entry = new Set<string>();
  const visit = (name: string) => {
    if (entry.has(name)) return;
    entry.add(name);
    for (const imported of manifest[name]?.imports ?? []) visit(imported);
  };
  if (manifest[STOREFRONT_ENTRY]?.isEntry) visit(STOREFRONT_ENTRY);
  return entry;
}

export interface RouteHint {
  /** Paths this hint is for. */
  pattern: RegExp;
  /** The screen's module as the build's manifest names it (its source path). */
  module: string;
  /**
   * 'low' for a screen whose first paint comes from the entry alone (the checkout's outline): its
   * code then downloads after the entry's, rather than sharing the line with it and holding back
   * that first paint.
   */
  priority?: 'low';
}

/**
 * `<link>` tags per route, from the Vite manifest the storefront build writes
 * (`dist/.vite/manifest.json`). Without a manifest (an older build) there are no hints.
 */
export function createRouteHints(webDist: string, routes: RouteHint[]): (pathname: string) => string {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const skip = entryChunks(manifest);
  const tags = routes.map((route) => {
    const { scripts, styles } = chunkFiles(manifest, route.module, skip);
    const priority = route.priority ? ` fetchpriority="${route.priority}"` : '';
    return {
      pattern: route.pattern,
      // A preload is used only by a request in the same CORS mode. Vite loads a lazy screen's modules
      // and its stylesheets with `crossorigin` (anonymous), as its own tags in index.html are: without
      // the attribute here the browser fetches each file a second time and warns the preload went unused.
      html: [
        ...scripts.map((file) => `<link rel="modulepreload"${priority} crossorigin href="/${escapeHtml(file)}">`),
        ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`),
      ].join('\n    '),
    };
  });
  return (pathname) => tags.find((tag) => tag.pattern.test(pathname))?.html ?? '';
}

/** An image the screen will paint first, fetched at high priority from the start. */
export function imagePreload(href: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`;
}

/** An API answer the screen asks for as it starts; the browser hands it to the screen's own `fetch`. */
export function fetchPreload(href: string): string {
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`;
}
