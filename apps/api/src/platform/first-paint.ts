import { escapeHtml } from './escape-html.js';

/** The picture a first paint shows: its address, its words and its box. */
export interface FirstPaintPicture {
  href: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * What a customiser's page shows before its code has run: the page's heading and the server's
 * picture of the design, laid out as the customiser lays them out (the storefront's
 * app/first-paint.css), so the page's largest paint is one image that arrives with the HTML. The
 * storefront keeps it on screen until the customiser itself is drawn (app/first-paint.ts).
 */
export function customiserFirstPaint(heading: string, picture: FirstPaintPicture): string {
  const width = Math.round(Number(picture.width));
  const height = Math.round(Number(picture.height));
  return [
    '<div class="first-paint" data-first-paint>',
    '<div class="first-paint-bar"></div>',
    '<div class="first-paint-page">',
    `<h1 class="first-paint-title">${escapeHtml(heading)}</h1>`,
    '<div class="first-paint-layout"><div class="first-paint-picture">',
    `<div class="first-paint-stage" style="aspect-ratio: ${width} / ${height}">`,
    `<img src="${escapeHtml(picture.href)}" alt="${escapeHtml(picture.alt)}" width="${width}" height="${height}" fetchpriority="high">`,
    '</div></div></div></div></div>',
  ].join('');
}
