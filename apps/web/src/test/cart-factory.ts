import type { Cart, CurrencyCode } from '@selvedge/contract';

/** An empty cart as the server answers it, in `currency`; `overrides` replace fields whole. */
export function emptyCart(currency: CurrencyCode = 'SGD', overrides: Partial<Cart> = {}): Cart {
  const zero = { amount: currency === 'JPY' || currency === 'KRW' || currency === 'VND' ? '0' : '0.00', currencyCode: currency };
  return {
    id: 'crt_ada',
    encodedId: 'Y3J0X2FkYQ',
    webUrl: null,
    checkoutUrl: null,
    completed: false,
    owner: 'customer',
    lineItems: { edges: [] },
    items: [],
    totalQuantity: 0,
    cost: { subtotalAmount: zero, discountAmount: zero, totalAmount: zero },
    discountApplications: [],
    deletedItems: [],
    freeShipping: { threshold: '650.00', remaining: '650.00', percent: 0, entitled: false, text: `${currency} 650.00 more to FREE SHIPPING`, country: null },
    hasInvalidItems: false,
    ...overrides,
  };
}
