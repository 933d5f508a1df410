/** The back office's contract (issue 16): imported as `@selvedge/contract/admin`, never by the storefront. */
export * from './staff.js';
export * from './audit.js';
export * from './orders.js';
export * from './refunds.js';
export * from './fabrics.js';
export * from './rates.js';
export * from './customers.js';
export * from './discount-codes.js';
export * from './shipping.js';
export * from './content.js';
export * from './preorders.js';
export * from './product-configs.js';
export * from './system.js';
export * from './fit-claims.js';
export * from './appointments.js';
export * from './shop-settings.js';
