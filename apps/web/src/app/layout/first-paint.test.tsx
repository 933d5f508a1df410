import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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

/** A root as the server writes it for /our-products/Jackets (apps/api/src/platform/first-paint.ts), hostile words and all. */
const ourProducts =
  '<div class="first-paint" data-products-first-paint><aside class="first-paint-announcement" aria-label="Announcement" ' +
  'data-message="Free shipping &lt;b&gt;over 650&lt;/b&gt;. [See rates](/faq?tab=3) [Run](javascript:alert(1))">' +
  '<p class="first-paint-announcement-message">Free shipping &lt;b&gt;over 650&lt;/b&gt;. <a href="/faq?tab=3">See rates</a> <span>Run</span></p></aside>' +
  '<div class="first-paint-bar"></div><div class="first-paint-products"><div class="first-paint-products-header">' +
  '<p class="first-paint-products-eyebrow">Our products</p><h1 class="first-paint-products-title">Six pieces, each cut for one person</h1>' +
  '<p class="first-paint-products-lede">Choose a piece</p></div><div class="first-paint-tabs">' +
  '<nav class="first-paint-tab-strip" aria-label="Product types"><div class="first-paint-tab-list">' +
  '<a class="first-paint-tab" href="/our-products/Shirts">Shirts</a><a class="first-paint-tab" href="/our-products/Polo-Shirts">Polo Shirts</a>' +
  '<a class="first-paint-tab" href="/our-products/Jackets" aria-current="page">Jackets</a></div></nav>' +
  '<article><h2 class="first-paint-products-heading">Jackets</h2>' +
  '<p class="first-paint-products-panel-lede">Cut for you &lt;img src=x onerror=alert(1)&gt; in wool.</p></article></div></div></div>';

describe("Our Products' first wait", () => {
  it('goes on showing the announcement, the tabs and the chosen tab the server painted, words as words', () => {
    keepFirstPaint(rootWith(ourProducts));
    const { container } = render(
      <MemoryRouter>
        <FirstPaintOrLoading />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Six pieces, each cut for one person' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jackets' })).toBeInTheDocument();
    expect(screen.getByText('Cut for you <img src=x onerror=alert(1)> in wool.')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    const tabs = within(screen.getByRole('navigation', { name: 'Product types' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Shirts', '/our-products/Shirts', null],
      ['Polo Shirts', '/our-products/Polo-Shirts', null],
      ['Jackets', '/our-products/Jackets', 'page'],
    ]);
    // The announcement drawn again from its message: its safe link a link, the unsafe one words alone.
    const bar = screen.getByRole('complementary', { name: 'Announcement' });
    expect(bar).toHaveTextContent('Free shipping <b>over 650</b>. See rates Run');
    expect(within(bar).getByRole('link', { name: 'See rates' })).toHaveAttribute('href', '/faq?tab=3');
    expect(within(bar).queryByRole('link', { name: 'Run' })).not.toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the usual wait once the address is another page', () => {
    keepFirstPaint(rootWith(ourProducts));
    const painted = window.location.pathname;
    window.history.replaceState(null, '', '/faq');
    try {
      render(
        <MemoryRouter>
          <FirstPaintOrLoading />
        </MemoryRouter>,
      );
      expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', painted);
    }
  });

  it('takes nothing from a paint without a chosen tab', () => {
    keepFirstPaint(rootWith(ourProducts.replace(' aria-current="page"', '')));
    render(<FirstPaintOrLoading />);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
  });
});
