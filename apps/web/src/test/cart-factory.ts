import type { Cart, CurrencyCode, GroupedCartItem } from '@selvedge/contract';

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
    freeShipping: {
      threshold: '650.00',
      remaining: '650.00',
      percent: 0,
      entitled: false,
      text: `${currency} 650.00 more to FREE SHIPPING`,
      country: null,
    },
    hasInvalidItems: false,
    ...overrides,
  };
}

/** A grouped piece as the server answers it: a shirt in `fabric`, priced in SGD and the cart's `currency`. */
export function aPiece(overrides: Partial<GroupedCartItem> = {}): GroupedCartItem {
  const reference = overrides.reference ?? 'ref_oxford_0001';
  return {
    reference,
    productType: 'shirt',
    category: 'piece',
    fabric: { id: 'prod_oxford', variantId: 'var_oxford', title: 'Oxford Blue', handle: 'oxford-blue' },
    image: { url: '/images/oxford-blue.svg', altText: 'Oxford Blue' },
    quantity: 1,
    lineIds: [`line_${reference}`],
    attributes: [
      { key: 'Collar', value: 'Cutaway collar' },
      { key: 'Size', value: 'L' },
      { key: 'Fit', value: 'Slim' },
      { key: 'Initials', value: 'AL' },
    ],
    design: 'fabric=oxford-blue&collar=cutaway',
    sizing: { method: 'standard', track: 'standard', size: 'L', fit: 'Slim', sizeName: null, measurements: [] },
    editPath: `/shop/shirt?fabric=oxford-blue&collar=cutaway&edit=true&edit-id=prod_oxford&reference=${reference}`,
    groupedItemsTotal: '150.00',
    groupItemsCurrencyCode: 'SGD',
    groupedItemsDiscount: '0.00',
    groupedItemsTotalByCurrency: { SGD: '150.00', JPY: '17200' },
    groupedItemsChargesByCurrency: { SGD: [{ key: 'fabric', label: 'Oxford Blue', amount: '150.00' }] },
    invalid: null,
    ...overrides,
  };
}

/** A cart holding `items`, its totals added up in SGD (no discount unless given). */
export function cartWith(items: GroupedCartItem[], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, item) => sum + Number(item.groupedItemsTotal), 0).toFixed(2);
  const money = (amount: string) => ({ amount, currencyCode: 'SGD' as const });
  return emptyCart('SGD', {
    id: 'crt_guest',
    encodedId: 'Y3J0X2d1ZXN0',
    owner: 'guest',
    checkoutUrl: '/checkout/crt_guest',
    items,
    totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    cost: { subtotalAmount: money(subtotal), discountAmount: money('0.00'), totalAmount: money(subtotal) },
    freeShipping: {
      threshold: '650.00',
      remaining: (650 - Number(subtotal)).toFixed(2),
      percent: Math.min(100, Math.floor((Number(subtotal) / 650) * 100)),
      entitled: false,
      text: `SGD ${(650 - Number(subtotal)).toFixed(2)} more to FREE SHIPPING`,
      country: null,
    },
    ...overrides,
  });
}
