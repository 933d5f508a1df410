import type { discountCodes } from '../../schema.js';

type DiscountCodeSeed = typeof discountCodes.$inferInsert;

/**
 * The demo shop's discount codes (DESIGN §6): a welcome code for a first order, and SPEC §9's
 * trial trousers offer (US$60 instead of US$90 for trial trousers delivered to the US, for the
 * first 50 new customers each calendar month).
 */
export const seedDiscountCodes: DiscountCodeSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off a first order.',
    kind: 'percentage',
    percentOff: 10,
    newCustomersOnly: true,
    usageLimitPerCustomer: 1,
  },
  {
    code: 'TRIALTROUSERS60',
    description: 'Trial trousers for US$60 instead of US$90, delivered to the United States; the first 50 new customers each month.',
    kind: 'fixed_price',
    // US$60; where the cart is in another currency, the SGD price converts like any price.
    amounts: { USD: 6000, SGD: 7800 },
    productTypes: ['trousers'],
    trialOnly: true,
    countryCodes: ['US'],
    newCustomersOnly: true,
    usageLimitPerCustomer: 1,
    usageLimitPerMonth: 50,
  },
];
