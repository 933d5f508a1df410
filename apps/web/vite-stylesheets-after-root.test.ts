// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { moveStylesheetsAfterRoot, stylesheetsAfterRoot } from './vite-stylesheets-after-root';

/** index.html as the build writes it: its scripts and stylesheets named in the head. */
const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <style>:root{--colour-ink:#1f2a36}</style>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-2.js">
    <link rel="stylesheet" crossorigin href="/assets/page-frame-3.css">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('the storefront’s stylesheets after its root', () => {
  it('moves every stylesheet from the head to just after the app’s root, in their order, and nothing else', () => {
    const moved = moveStylesheetsAfterRoot(built);
    expect(headOf(moved)).not.toContain('rel="stylesheet"');
    expect(headOf(moved)).toContain('<style>:root{--colour-ink:#1f2a36}</style>');
    expect(headOf(moved)).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(headOf(moved)).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(bodyOf(moved)).toContain(
      [
        '<div id="root"></div>',
        '    <link rel="stylesheet" crossorigin href="/assets/page-frame-3.css">',
        '    <link rel="stylesheet" crossorigin href="/assets/index-4.css">',
        '  </body>',
      ].join('\n'),
    );
    // The server still finds the root as it is written, to paint a page's first view into it.
    expect(moved.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it('leaves a page without stylesheets, or without the app’s root, as it is', () => {
    const plain = built.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
    expect(moveStylesheetsAfterRoot(plain)).toBe(plain);
    const noRoot = built.replace('<div id="root"></div>', '<div id="admin"></div>');
    expect(moveStylesheetsAfterRoot(noRoot)).toBe(noRoot);
  });

  it('runs on the storefront’s index.html after the build names its files, and leaves the back office’s page alone', () => {
    const plugin = stylesheetsAfterRoot();
    expect(plugin.apply).toBe('build');
    const hook = plugin.transformIndexHtml as { order: string; handler: (html: string, ctx: IndexHtmlTransformContext) => string };
    expect(hook.order).toBe('post');
    const context = (file: string) => ({ filename: path.join('/shop/apps/web', file), path: `/${file}` }) as IndexHtmlTransformContext;
    expect(hook.handler(built, context('index.html'))).toBe(moveStylesheetsAfterRoot(built));
    expect(hook.handler(built, context('admin.html'))).toBe(built);
  });

  it('is what lets the first paint show before them: index.html brings the tokens and the first paint’s rules in its own <style>', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
    const style = /<style>([\s\S]*?)<\/style>/.exec(headOf(source))?.[1] ?? '';
    expect(style).toContain('@import "./src/app/tokens.css";');
    expect(style).toContain('@import "./src/app/first-paint.css";');
    // Brought once: the entry's own stylesheet does not bring them again.
    const entry = readFileSync(path.join(import.meta.dirname, 'src/main.tsx'), 'utf8');
    expect(entry).not.toMatch(/import '[^']*\.css'/);
  });
});
