import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailingListPopper, POPPER_CLOSED_KEY } from './mailing-list-popper';

const VIEWPORT = 700;
const PAGE = 3000;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderPopper(props: Partial<Parameters<typeof MailingListPopper>[0]> = {}) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MailingListPopper hidden={false} {...props} />
    </QueryClientProvider>,
  );
}

const popper = () => screen.queryByTestId('mailing-list-popper');
const isShown = () => popper()?.getAttribute('data-shown') === 'true';

beforeEach(() => {
  // Measure synchronously: jsdom has no layout and no frames worth waiting for.
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback: FrameRequestCallback) => {
    callback(0);
    return 1;
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: PAGE });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('MailingListPopper', () => {
  it('appears only past 500 px of scrolling and slides away near the bottom of the page', () => {
    renderPopper();
    expect(popper()).toBeNull();
    scrollTo(500);
    expect(popper()).toBeNull();
    scrollTo(501);
    expect(isShown()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Join the Selvedge list' })).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toBeVisible();

    // 80 px from the bottom: PAGE - VIEWPORT - 80.
    scrollTo(PAGE - VIEWPORT - 81);
    expect(isShown()).toBe(true);
    scrollTo(PAGE - VIEWPORT - 80);
    expect(isShown()).toBe(false);
    expect(popper()?.getAttribute('aria-hidden')).toBe('true');

    scrollTo(1000);
    expect(isShown()).toBe(true);
  });

  it('keeps what was typed when it slides away and comes back', () => {
    renderPopper();
    scrollTo(800);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    scrollTo(PAGE);
    scrollTo(800);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
  });

  it('closes with its close button and stays closed for the visit', () => {
    const onClose = vi.fn();
    const first = renderPopper({ onClose });
    scrollTo(800);
    fireEvent.click(screen.getByRole('button', { name: 'Close the mailing list invitation' }));
    expect(popper()).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(POPPER_CLOSED_KEY)).toBe('1');
    scrollTo(1200);
    expect(popper()).toBeNull();

    // Another page of the same visit.
    first.unmount();
    renderPopper();
    scrollTo(900);
    expect(popper()).toBeNull();
  });

  it('closes with Escape from inside the card', () => {
    renderPopper();
    scrollTo(800);
    fireEvent.keyDown(screen.getByLabelText('Last name'), { key: 'Escape' });
    expect(popper()).toBeNull();
    expect(window.sessionStorage.getItem(POPPER_CLOSED_KEY)).toBe('1');
  });

  it('renders nothing at all when hidden, however far the page is scrolled', () => {
    const { container } = renderPopper({ hidden: true });
    scrollTo(1200);
    expect(container.innerHTML).toBe('');
  });
});
