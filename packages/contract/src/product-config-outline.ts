import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies.js';

/**
 * What the storefront checks of a configuration answer: its currency, and that every type is there
 * and says which it is. The server builds every answer through ProductsConfigResponseSchema
 * (product-config.ts), so checking all 105 KB again on each visit would only cost a phone time
 * before the first picture; the outline still catches an answer from a server of another version,
 * or something that is not a configuration at all. Unknown keys are kept, so a passing answer is
 * the full configuration, untouched. It lives apart from the full schemas so that a page which
 * imports it does not build those too.
 */
export const ProductsConfigOutlineSchema = z.looseObject({
  currencyCode: CurrencyCodeSchema,
  products: z.looseObject({
    shirt: z.looseObject({ productType: z.literal('shirt'), version: z.number() }),
    polo: z.looseObject({ productType: z.literal('polo'), version: z.number() }),
    trousers: z.looseObject({ productType: z.literal('trousers'), version: z.number() }),
    shorts: z.looseObject({ productType: z.literal('shorts'), version: z.number() }),
    outerwears: z.looseObject({ productType: z.literal('outerwears'), version: z.number() }),
    jackets: z.looseObject({ productType: z.literal('jackets'), version: z.number() }),
  }),
});
