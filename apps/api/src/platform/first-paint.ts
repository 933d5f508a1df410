import { HOME_WORDS, inlineLinkParts, OUR_PRODUCTS_WORDS, ourProductsTab } from '@selvedge/contract';
import { isShownLink } from '@selvedge/contract/admin';
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

/** What Our Products paints first: its tabs' names and opening paragraphs, the chosen tab, and the announcement. */
export interface OurProductsFirstPaint {
  /** Each tab's name and opening paragraph, in the page's order. */
  tabs: readonly { title: string; description: string }[];
  /** The tab the address chooses; any other number (an unknown tab) paints the first, as the page then shows. */
  active: number;
  /** The announcement bar's message as the storefront shows it (shownAnnouncement), or null for no bar. */
  announcement: string | null;
}

/**
 * The announcement bar as the storefront draws it (AnnouncementBar, InlineLinks): its message's
 * links as links where the storefront would show them so (isShownLink), their labels alone
 * otherwise. The raw message rides along in `data-message`, for the router's first wait to draw again.
 */
function announcementBar(message: string): string {
  const parts = inlineLinkParts(message).map((part) => {
    if (!('href' in part)) return escapeHtml(part.text);
    if (!isShownLink(part.href)) return `<span>${escapeHtml(part.label)}</span>`;
    const external = /^https?:/i.test(part.href) ? ' rel="noopener noreferrer" target="_blank"' : '';
    return `<a href="${escapeHtml(part.href)}"${external}>${escapeHtml(part.label)}</a>`;
  });
  return (
    `<aside class="first-paint-announcement" aria-label="Announcement" data-message="${escapeHtml(message)}">` +
    `<p class="first-paint-announcement-message">${parts.join('')}</p></aside>`
  );
}

/**
 * What Our Products (/our-products and /our-products/{tab}) shows before its code has run: the
 * announcement, a header-coloured bar, the page's opening words, the row of tabs with the chosen one
 * brought into view as the page does, and the chosen tab's name and opening paragraph, the page's
 * largest paint. The storefront's app/first-paint.css lays them out as the page does, so its draw
 * takes their place without moving them; its router's first wait draws them again meanwhile
 * (app/first-paint.ts). Every word is the staff's to edit, so every word is escaped. Empty without tabs.
 */
export function ourProductsFirstPaint({ tabs, active, announcement }: OurProductsFirstPaint): string {
  const chosen = tabs[active] ? active : 0;
  const tab = tabs[chosen];
  if (!tab) return '';
  const links = tabs.map(({ title }, index) => {
    const href = `/our-products/${encodeURIComponent(ourProductsTab(title))}`;
    return `<a class="first-paint-tab" href="${escapeHtml(href)}"${index === chosen ? ' aria-current="page"' : ''}>${escapeHtml(title)}</a>`;
  });
  return [
    '<div class="first-paint" data-products-first-paint>',
    announcement === null ? '' : announcementBar(announcement),
    '<div class="first-paint-bar"></div>',
    '<div class="first-paint-products"><div class="first-paint-products-header">',
    `<p class="first-paint-products-eyebrow">${escapeHtml(OUR_PRODUCTS_WORDS.eyebrow)}</p>`,
    `<h1 class="first-paint-products-title">${escapeHtml(OUR_PRODUCTS_WORDS.title)}</h1>`,
    `<p class="first-paint-products-lede">${escapeHtml(OUR_PRODUCTS_WORDS.lede)}</p>`,
    '</div><div class="first-paint-tabs">',
    `<nav class="first-paint-tab-strip" aria-label="Product types"><div class="first-paint-tab-list">${links.join('')}</div></nav>`,
    `<article><h2 class="first-paint-products-heading">${escapeHtml(tab.title)}</h2>`,
    `<p class="first-paint-products-panel-lede">${escapeHtml(tab.description)}</p></article>`,
    '</div></div></div>',
  ].join('');
}
