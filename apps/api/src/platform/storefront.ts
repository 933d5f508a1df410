import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, RESPONSE_KEY_META_NAME } from '@selvedge/contract';
import { pickEncoding } from './compressed-json.js';
import { escapeHtml } from './escape-html.js';

/**
 * Serves the built storefront: hashed assets cached for a year, everything else that is not an
 * API path answered with index.html (the SPA decides; unknown routes redirect to / there).
 * The response key is written into index.html so one build works with any key.
 */
export interface StorefrontOptions {
  webDist: string;
  responseKey: Buffer;
  /** A sentence at the top of every page, before the app draws (a shop that takes test payments says so); null for none. */
  notice?: string | null;
  /**
   * What one page's `<head>` carries beyond the build's (preloads of its code and first picture).
   * Failures are ignored: hints only ever make a page faster, never break it.
   */
  headHints?: (url: URL) => Promise<PageHead> | PageHead;
}

export interface PageHead {
  /** Extra tags, after the build's own. */
  tags: string;
  /**
   * Tags at the top of the head, before the build's own scripts and stylesheets: the picture a
   * first paint shows, which would otherwise queue behind them for one of the browser's six
   * connections to the shop.
   */
  early?: string;
  /**
   * Addresses index.html itself names, written otherwise for this page: each `href="from"` becomes
   * `href="to"` (both unescaped).
   */
  hrefs?: ReadonlyArray<readonly [from: string, to: string]>;
  /** Addresses index.html preloads that this page does not want early: their `<link>` tags go. */
  unwanted?: readonly string[];
  /** Markup inside the app's root, shown until the app draws (a customiser's first paint); safe HTML. */
  body?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * index.html with one page's head: its unwanted preloads gone, its addresses rewritten, its tags
 * added, and what it shows before the app draws inside the app's root.
 */
function withHead(html: string, { tags, early = '', hrefs = [], unwanted = [], body = '' }: PageHead): string {
  const trimmed = unwanted.reduce(
    (page, href) => page.replace(new RegExp(`[ \\t]*<link [^>]*href="${escapeRegExp(escapeHtml(href))}"[^>]*>\\n?`, 'g'), ''),
    html,
  );
  const rewritten = hrefs.reduce((page, [from, to]) => page.replaceAll(`href="${escapeHtml(from)}"`, `href="${escapeHtml(to)}"`), trimmed);
  // Right after the character set, which must come first.
  const first = early ? rewritten.replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/, (opening) => `${opening}\n    ${early}`) : rewritten;
  const headed = tags ? first.replace('</head>', `  ${tags}\n  </head>`) : first;
  return body ? headed.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : headed;
}

/** The notice as the first thing in `<body>`, outside the app's root, so it shows on every page whatever the app draws. */
function noticeBanner(notice: string): string {
  const style = 'margin:0;padding:0.5rem 1rem;background:#7a1f1f;color:#fff;font:600 0.875rem/1.4 system-ui,sans-serif;text-align:center';
  return `<p role="note" data-test-payments-notice style="${style}">${escapeHtml(notice)}</p>`;
}

/**
 * A page, compressed as the browser allows. The pages answer from the not-found handler, which
 * @fastify/compress (it hooks routes) leaves alone: without this a customiser's page crossed the
 * network whole, 8 KB where brotli makes it 3. Each page is written for its address, so it is
 * compressed as it is sent, at a brotli quality that costs a fraction of a millisecond.
 */
function sendPage(reply: FastifyReply, acceptEncoding: string | undefined, html: string): FastifyReply {
  // Whatever is sent, it depended on what the browser accepts: a shared cache keeps one per encoding.
  void reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding) return reply.send(html);
  const body = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}

/** `/admin` and everything under it is the back office's page. */
function isBackOffice(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export async function registerStorefront(app: FastifyInstance, options: StorefrontOptions) {
  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The storefront is not built: ${indexFile} is missing. Run "npm run build".`);
  }
  const meta = `<meta name="${RESPONSE_KEY_META_NAME}" content="${options.responseKey.toString('base64')}">`;
  const withNotice = (html: string) =>
    options.notice ? html.replace(/<body([^>]*)>/, `<body$1>\n    ${noticeBanner(options.notice)}`) : html;
  const indexHtml = withNotice(readFileSync(indexFile, 'utf8').replace('</head>', `  ${meta}\n  </head>`));
  // The back office is an entry of its own (apps/web/admin.html): the storefront's pages never load its code.
  const adminFile = path.join(options.webDist, 'admin.html');
  if (!existsSync(adminFile)) throw new Error(`The back office is not built: ${adminFile} is missing. Run "npm run build".`);
  const adminHtml = withNotice(readFileSync(adminFile, 'utf8').replace('</head>', `  ${meta}\n  </head>`));
  const withHints = async (url: string): Promise<string> => {
    if (!options.headHints) return indexHtml;
    try {
      return withHead(indexHtml, await options.headHints(new URL(url, 'http://storefront.invalid')));
    } catch {
      return indexHtml;
    }
  };

  await app.register(fastifyStatic, {
    root: options.webDist,
    index: false,
    // Routes only for the files the build produced; every other path falls to the SPA handler.
    wildcard: false,
    // The build writes a .br and a .gz copy of each text asset (apps/web/vite-precompress.ts):
    // send the one the browser accepts rather than compressing on every request.
    preCompressed: true,
    cacheControl: false,
    // index.html is only ever sent with the response key and the page's hints (below).
    allowedPath: (pathname) => pathname !== '/index.html' && pathname !== '/admin.html',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      // The body depends on Accept-Encoding: a shared cache must keep one copy per encoding.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ error: `No such address: ${request.method} ${request.url.split('?')[0]}`, code: ErrorCode.not_found });
    }
    if (isBackOffice(request.url)) {
      // Staff pages: never indexed, never kept by a shared cache.
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      return sendPage(reply, request.headers['accept-encoding'], adminHtml);
    }
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendPage(reply, request.headers['accept-encoding'], await withHints(request.url));
  });
}
