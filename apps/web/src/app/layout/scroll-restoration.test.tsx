import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './scroll-restoration';

/** A page that keeps its scroll position, and how to move it (as the browser's scroll would). */
function openPage() {
  const scrollTo = vi.fn((_x: number, y: number) => scrollToY(y));
  vi.stubGlobal('scrollTo', scrollTo);
  const moves: { navigate: NavigateFunction | null } = { navigate: null };
  function Page() {
    moves.navigate = useNavigate();
    useScrollRestoration((location) => location.key);
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/our-products']}>
      <Page />
    </MemoryRouter>,
  );
  const navigate = (to: string | number) =>
    act(async () => {
      await (typeof to === 'number' ? moves.navigate?.(to) : moves.navigate?.(to));
    });
  return { scrollTo, navigate };
}

function scrollToY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  scrollToY(0);
});

describe('the scroll position of each page', () => {
  it('opens a new page at its top, leaves a move within the page alone, and restores a page gone back to', async () => {
    const { scrollTo, navigate } = openPage();
    scrollToY(640);

    await navigate('/faq');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollToY(200);
    scrollTo.mockClear();

    // A tab in the query string: the page stays where it was.
    await navigate('/faq?tab=2');
    expect(scrollTo).not.toHaveBeenCalled();

    await navigate(-1);
    await navigate(-1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
