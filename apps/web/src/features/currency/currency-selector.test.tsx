import { CURRENCY_CODES } from '@selvedge/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider, useCurrency } from './currency-provider';
import { currencyCountryName, CurrencySelector, PAYMENT_CURRENCY_HINT, PAYMENT_CURRENCY_HINT_MS } from './currency-selector';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

function ShownCurrency() {
  return <span data-testid="shown">{useCurrency().currency}</span>;
}

function renderSelector() {
  render(
    <CurrencyProvider>
      <CurrencySelector />
      <ShownCurrency />
    </CurrencyProvider>,
  );
  return screen.getByRole('combobox', { name: 'Display currency' });
}

function choose(select: HTMLElement, code: string) {
  fireEvent.change(select, { target: { value: code } });
}

describe('the currency selector', { timeout: 15_000 }, () => {
  it('names the country of every one of the 31 currencies, and the euro area for EUR', () => {
    const names = CURRENCY_CODES.map((code) => currencyCountryName(code));
    expect(new Set(names).size).toBe(CURRENCY_CODES.length);
    expect(currencyCountryName('USD')).toBe('United States');
    expect(currencyCountryName('SGD')).toBe('Singapore');
    expect(currencyCountryName('EUR')).toBe('Euro area');
    for (const name of names) expect(name).not.toMatch(/^[A-Z]{2}$/);
  });

  it('shows the stored currency and lists all 31 with their countries', () => {
    window.localStorage.setItem('currency', 'GBP');
    const select = renderSelector();
    expect((select as HTMLSelectElement).value).toBe('GBP');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(CURRENCY_CODES.map((code) => `${code} · ${currencyCountryName(code)}`));
  });

  it('sets and remembers the chosen currency, then shows the payment-currency hint for 3 seconds', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const trigger = renderSelector();
    expect(screen.getByRole('status').textContent).toBe('');

    choose(trigger, 'USD');

    expect(screen.getByTestId('shown').textContent).toContain('USD');
    expect((trigger as HTMLSelectElement).value).toBe('USD');
    expect(window.localStorage.getItem('currency')).toBe('USD');
    expect(screen.getByRole('status').textContent).toContain(PAYMENT_CURRENCY_HINT);

    act(() => vi.advanceTimersByTime(PAYMENT_CURRENCY_HINT_MS - 1));
    expect(screen.getByRole('status').textContent).toContain(PAYMENT_CURRENCY_HINT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps the hint for 3 seconds after the latest of two quick changes', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const trigger = renderSelector();
    choose(trigger, 'USD');
    act(() => vi.advanceTimersByTime(2000));
    choose(trigger, 'JPY');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toContain(PAYMENT_CURRENCY_HINT);
    expect(screen.getByTestId('shown').textContent).toContain('JPY');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('ignores clearing the selection (SPEC §5)', () => {
    window.localStorage.setItem('currency', 'EUR');
    const select = renderSelector();
    choose(select, '');
    expect(screen.getByTestId('shown').textContent).toContain('EUR');
    expect(window.localStorage.getItem('currency')).toBe('EUR');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
