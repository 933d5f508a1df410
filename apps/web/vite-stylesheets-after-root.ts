import path from 'node:path';
import type { Plugin } from 'vite';

/** The app's root as index.html writes it, and as the server finds it to paint a page's first view into it. */
const ROOT = '<div id="root"></div>';

/**
 * The storefront's stylesheets, which the build names in the head, moved to just after the app's
 * root. The tokens and the first paint's rules come with the page (index.html's `<style>`), so what
 * the server paints into the root (a customiser's heading and picture, the home page's opening
 * words) shows without waiting for a stylesheet: a stylesheet in the body holds back only what
 * follows it. The scripts still wait for every stylesheet, so the app never draws without its rules.
 */
export function moveStylesheetsAfterRoot(html: string): string {
  const links = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  if (links.length === 0 || !html.includes(ROOT)) return html;
  const without = links.reduce((page, link) => page.replace(link, ''), html);
  return without.replace(ROOT, () => [ROOT, ...links.map((link) => `    ${link.trim()}`)].join('\n'));
}

/** moveStylesheetsAfterRoot on the storefront's index.html, once the build has named its files; the back office's page is left alone. */
export function stylesheetsAfterRoot(): Plugin {
  return {
    name: 'selvedge-stylesheets-after-root',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { filename }) => (path.basename(filename) === 'index.html' ? moveStylesheetsAfterRoot(html) : html),
    },
  };
}
