import { HOME_WORDS } from '@selvedge/contract';
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

/**
 * What the home page shows before its code has run: a header-coloured bar, the opening words and
 * their two links, and the first product card's picture (the page's largest paint on a phone and a
 * desktop alike) at the size the card shows it, at the address the head preloads. The storefront's
 * app/first-paint.css lays them out as the home page does; React draws the page over them.
 */
export function homeFirstPaint(picture: string | null): string {
  return [
    '<div class="first-paint" data-home-first-paint>',
    '<div class="first-paint-bar"></div>',
    '<section class="first-paint-hero"><div class="first-paint-hero-text">',
    `<p class="first-paint-eyebrow">${escapeHtml(HOME_WORDS.eyebrow)}</p>`,
    `<h1 class="first-paint-hero-title">${escapeHtml(HOME_WORDS.title)}</h1>`,
    `<p class="first-paint-lede">${escapeHtml(HOME_WORDS.lede)}</p>`,
    `<div class="first-paint-actions"><a class="first-paint-primary" href="/shop/shirt">${escapeHtml(HOME_WORDS.primaryAction)}</a><a class="first-paint-secondary" href="/why-us">${escapeHtml(HOME_WORDS.secondaryAction)}</a></div>`,
    '</div></section>',
    `<section class="first-paint-band"><h2 class="first-paint-band-title">${escapeHtml(HOME_WORDS.productTypesTitle)}</h2>`,
    picture
      ? `<ul class="first-paint-grid"><li class="first-paint-card"><img class="first-paint-card-picture" src="${escapeHtml(picture)}" alt="" width="240" height="160" fetchpriority="high"></li></ul>`
      : '',
    '</section></div>',
  ].join('');
}
