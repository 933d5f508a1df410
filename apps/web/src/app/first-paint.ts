/**
 * A page's first paint, as the server wrote it into the app's root: a customiser's heading and the
 * server's picture of the design, or Our Products' tabs and chosen tab. Read before the app draws
 * over it, so the router's first wait can go on showing it (app/layout/first-paint.tsx) instead of
 * an empty page. Only words and a same-site picture are taken from it, never markup.
 */
export interface CustomiserFirstPaint {
  kind: 'customiser';
  heading: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface OurProductsFirstPaint {
  kind: 'our-products';
  /** The announcement bar's message as written (its links drawn again by InlineLinks), or null for none. */
  announcement: string | null;
  /** The tabs' names, in order. */
  tabs: string[];
  active: number;
  heading: string;
  lede: string;
}

export type FirstPaint = CustomiserFirstPaint | OurProductsFirstPaint;

let kept: { paint: FirstPaint; pathname: string } | null = null;

function customiserPaint(root: HTMLElement): CustomiserFirstPaint | null {
  const paint = root.querySelector('[data-first-paint]');
  const heading = paint?.querySelector('h1')?.textContent ?? '';
  const image = paint?.querySelector('img');
  const src = image?.getAttribute('src') ?? '';
  const width = Number(image?.getAttribute('width'));
  const height = Number(image?.getAttribute('height'));
  // Only a same-site picture: the markup is the server's, but nothing here trusts it further.
  return image && src.startsWith('/api/') && width > 0 && height > 0
    ? { kind: 'customiser', heading, src, alt: image.getAttribute('alt') ?? '', width, height }
    : null;
}

function ourProductsPaint(root: HTMLElement): OurProductsFirstPaint | null {
  const paint = root.querySelector('[data-products-first-paint]');
  if (!paint) return null;
  const tabs = [...paint.querySelectorAll('.first-paint-tab')];
  const active = tabs.findIndex((tab) => tab.getAttribute('aria-current') === 'page');
  if (active < 0) return null;
  return {
    kind: 'our-products',
    announcement: paint.querySelector('.first-paint-announcement')?.getAttribute('data-message') ?? null,
    tabs: tabs.map((tab) => tab.textContent ?? ''),
    active,
    heading: paint.querySelector('h2')?.textContent ?? '',
    lede: paint.querySelector('.first-paint-products-panel-lede')?.textContent ?? '',
  };
}

/** Reads the first paint inside `root`, if the server wrote one. Call it before the app's first render. */
export function keepFirstPaint(root: HTMLElement): void {
  const paint = customiserPaint(root) ?? ourProductsPaint(root);
  kept = paint ? { paint, pathname: window.location.pathname } : null;
}

/** The first paint kept by keepFirstPaint while the address is still the page it was painted for, or null. */
export function keptFirstPaint(): FirstPaint | null {
  return kept && kept.pathname === window.location.pathname ? kept.paint : null;
}
