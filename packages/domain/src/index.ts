export * from './currency-table.js';
export * from './money.js';
export * from './response-envelope.js';
