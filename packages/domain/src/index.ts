export * from './currency-table.js';
export * from './money.js';
export * from './response-envelope.js';
export * from './preorder-countdown.js';
export * from './design.js';
export * from './measurements.js';
export * from './free-shipping.js';
export * from './discount-allocation.js';
