/**
 * A customiser's first paint, as the server wrote it into the app's root (its heading and the
 * server's picture of the design): read before the app draws over it, so the router's first wait
 * can go on showing it (app/layout/first-paint.tsx) instead of an empty page.
 */
export interface FirstPaint {
  heading: string;
  src: string;
  alt: string;
  width: number;
  height: number;
}

let kept: FirstPaint | null = null;

/** Reads the first paint inside `root`, if the server wrote one. Call it before the app's first render. */
export function keepFirstPaint(root: HTMLElement): void {
  const paint = root.querySelector('[data-first-paint]');
  const heading = paint?.querySelector('h1')?.textContent ?? '';
  const image = paint?.querySelector('img');
  const src = image?.getAttribute('src') ?? '';
  const width = Number(image?.getAttribute('width'));
  const height = Number(image?.getAttribute('height'));
  // Only a same-site picture: the markup is the server's, but nothing here trusts it further.
  kept =
    image && src.startsWith('/api/') && width > 0 && height > 0
      ? { heading, src, alt: image.getAttribute('alt') ?? '', width, height }
      : null;
}

/** The first paint kept by keepFirstPaint, or null when the page came without one. */
export function keptFirstPaint(): FirstPaint | null {
  return kept;
}
