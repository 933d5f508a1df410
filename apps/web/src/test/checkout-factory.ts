import type { Address, Checkout, CurrencyCode, Money } from '@selvedge/contract';
import { aPiece } from './cart-factory';

const money = (amount: string, currencyCode: CurrencyCode = 'SGD'): Money => ({ amount, currencyCode });

/** A guest's checkout as the server opens it from a cart of one shirt: no e-mail, no address yet, in SGD. */
export function aCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    token: 'Y3J0X2d1ZXN0',
    status: 'open',
    expiresAt: '2026-03-01T10:00:00.000Z',
    email: null,
    address: null,
    savedAddresses: [],
    defaultAddressId: null,
    chargeCurrency: 'SGD',
    chargeCurrencyNote: 'Your country of delivery determines your payment currency',
    items: [aPiece()],
    hasInvalidItems: false,
    unavailable: [],
    discount: null,
    shipping: null,
    duties: null,
    delivery: null,
    cost: {
      subtotal: money('150.00'),
      discount: money('0.00'),
      shipping: money('0.00'),
      total: money('150.00'),
      totalSgd: money('150.00'),
    },
    changes: [],
    payment: null,
    order: null,
    ...overrides,
  };
}

export function aSavedAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 'adr_home',
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: null,
    address1: '1 Orchard Road',
    address2: null,
    city: 'Singapore',
    province: null,
    zip: '238823',
    countryCode: 'SG',
    country: 'Singapore',
    phone: null,
    ...overrides,
  };
}

/** The checkout once it delivers to `address`: priced in `currency` with shipping and an estimate. */
export function deliveredTo(checkout: Checkout, address: Address, currency: CurrencyCode, total: string, shipping = '25.00'): Checkout {
  const { id: _id, ...fields } = address;
  return {
    ...checkout,
    address: fields,
    chargeCurrency: currency,
    shipping: {
      name: 'Express',
      price: money(shipping, currency),
      free: Number(shipping) === 0,
      deliveryDays: { min: 3, max: 5 },
      note: null,
    },
    duties: { text: 'Taxes and duties of your country may be due on delivery.', notices: [] },
    delivery: { earliest: '2026-04-01', latest: '2026-04-08', text: 'Made in 3–4 weeks, then 3–5 days’ delivery' },
    cost: {
      subtotal: money(currency === 'JPY' ? '17200' : '150.00', currency),
      discount: money(currency === 'JPY' ? '0' : '0.00', currency),
      shipping: money(shipping, currency),
      total: money(total, currency),
      totalSgd: money('175.00'),
    },
  };
}
