import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepFirstPaint } from '../first-paint';
import { FirstPaintOrLoading } from './first-paint';

/** A root as the server writes it for /shop/jackets (apps/api/src/platform/first-paint.ts). */
const served = (src: string) =>
  '<div class="first-paint" data-first-paint><div class="first-paint-bar"></div><div class="first-paint-page"><h1 class="first-paint-title">Design your jacket</h1>' +
  '<div class="first-paint-layout"><div class="first-paint-picture"><div class="first-paint-stage" style="aspect-ratio: 400 / 480">' +
  `<img src="${src}" alt="Your jacket as designed, front" width="400" height="480" fetchpriority="high"></div></div></div></div></div>`;

function rootWith(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

afterEach(() => {
  cleanup();
  keepFirstPaint(rootWith(''));
});

describe("the router's first wait", () => {
  it('goes on showing the heading and picture the server painted, in the same places', () => {
    keepFirstPaint(rootWith(served('/api/previews/jackets.webp?fabric=navy-wool&amp;lapel=peak')));
    const { container } = render(<FirstPaintOrLoading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Design your jacket' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Your jacket as designed, front' });
    expect(picture).toHaveAttribute('src', '/api/previews/jackets.webp?fabric=navy-wool&lapel=peak');
    expect(picture).toHaveAttribute('width', '400');
    expect(container.querySelector('.first-paint-stage')).toHaveStyle({ aspectRatio: '400 / 480' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the usual wait on a page that came without one', () => {
    keepFirstPaint(rootWith(''));
    render(<FirstPaintOrLoading />);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('takes no picture from anywhere but the shop itself', () => {
    keepFirstPaint(rootWith(served('https://elsewhere.example/x.webp')));
    render(<FirstPaintOrLoading />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
  });
});
