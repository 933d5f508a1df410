import { describe, expect, it } from 'vitest';
import { formatShippingPrice } from './format-shipping-price';

/** Intl separates the code from the amount with a no-break space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('shipping prices', () => {
  it('shows whole Singapore dollars without cents', () => {
    expect(plain(formatShippingPrice({ amount: '25.00', currencyCode: 'SGD' }))).toBe('SGD 25');
    expect(plain(formatShippingPrice({ amount: '650.00', currencyCode: 'SGD' }))).toBe('SGD 650');
    expect(plain(formatShippingPrice({ amount: '1500', currencyCode: 'SGD' }))).toBe('SGD 1,500');
  });

  it('shows a zero price as Free', () => {
    expect(formatShippingPrice({ amount: '0.00', currencyCode: 'SGD' })).toBe('Free');
    expect(formatShippingPrice({ amount: '0', currencyCode: 'JPY' })).toBe('Free');
  });

  it('keeps cents rather than rounding an amount that has them', () => {
    expect(plain(formatShippingPrice({ amount: '12.50', currencyCode: 'SGD' }))).toBe('SGD 12.50');
  });
});
