/**
 * The database's tables, one file per area under ./schema/. drizzle-kit reads them all through this
 * file (drizzle.config.ts), and the code imports them from here.
 */
export * from './schema/platform.js';
export * from './schema/marketing.js';
export * from './schema/staff.js';
export * from './schema/catalogue.js';
export * from './schema/content.js';
export * from './schema/shipping.js';
export * from './schema/customers.js';
export * from './schema/sizes.js';
export * from './schema/designs.js';
export * from './schema/cart.js';
export * from './schema/discounts.js';
export * from './schema/checkout.js';
export * from './schema/orders.js';
export * from './schema/fit.js';
export * from './schema/appointments.js';
