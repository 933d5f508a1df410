export { seedBlogs } from './blogs.js';
export { seedCurrencies } from './currencies.js';
export { seedStaticContent } from './pages.js';
export { seedPreorder } from './preorder.js';
export { seedShippingCountries, seedShippingRates } from './shipping.js';
export { seedDiscountCodes } from './discount-codes.js';
