import { z } from 'zod';
import { ProductTypeSchema } from './product-types.js';

/**
 * Saved designs and favourite fabrics (issue 30, decision 051): a customer names and keeps up to
 * 50 designs and 200 favourite cloths; a guest keeps them in the browser until they sign in, when
 * they join the account.
 */

export const SAVED_DESIGN_LIMITS = {
  /** The most designs one customer keeps (a guest's browser keeps as many). */
  designsMax: 50,
  /** The most favourite fabrics one customer keeps. */
  favouritesMax: 200,
  nameMax: 60,
  /** The longest design query kept (the customiser's own is a few hundred characters). */
  queryMax: 2000,
} as const;

export const SAVED_DESIGN_MESSAGES = {
  notFound: 'There is no such saved design.',
  tooMany: `You can keep up to ${SAVED_DESIGN_LIMITS.designsMax} designs: remove one to save this`,
  tooManyFavourites: `You can keep up to ${SAVED_DESIGN_LIMITS.favouritesMax} favourite fabrics: remove one to add this`,
  nameEmpty: 'name: give the design a name.',
  nameTooLong: `name: at most ${SAVED_DESIGN_LIMITS.nameMax} characters.`,
  nameControl: 'name: must not contain control characters.',
  queryTooLong: `query: at most ${SAVED_DESIGN_LIMITS.queryMax} characters.`,
  noFabric: 'fabric: choose a cloth before saving the design.',
  fabricUnknown: (handle: string) => `fabric: there is no cloth "${handle.slice(0, 120)}" for this piece.`,
  favouriteUnknown: (handle: string) => `There is no cloth "${handle.slice(0, 120)}".`,
  joinTooMany: `designs: at most ${SAVED_DESIGN_LIMITS.designsMax} at once.`,
  duplicate: 'This design is saved already.',
  overLimit: `Over the limit of ${SAVED_DESIGN_LIMITS.designsMax} designs: the newest were kept.`,
} as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A design's name: trimmed, 1 to 60 characters, no control characters (a new line included). */
export const SavedDesignNameSchema = z
  .string({ error: SAVED_DESIGN_MESSAGES.nameEmpty })
  .max(1000, SAVED_DESIGN_MESSAGES.nameTooLong)
  .refine((value) => !CONTROL_CHARACTERS.test(value), SAVED_DESIGN_MESSAGES.nameControl)
  .transform((value) => value.trim())
  .pipe(z.string().min(1, SAVED_DESIGN_MESSAGES.nameEmpty).max(SAVED_DESIGN_LIMITS.nameMax, SAVED_DESIGN_MESSAGES.nameTooLong));

/** A cloth's handle, as the catalogue writes it. */
export const FabricHandleSchema = z.string().regex(/^[a-z0-9-]{1,120}$/, 'handle: is not a cloth’s handle');

export const SaveDesignRequestSchema = z.strictObject({
  name: SavedDesignNameSchema,
  productType: ProductTypeSchema,
  /** The design's query, as the customiser's address carries it (fabric, styles, accessories). */
  query: z.string().max(SAVED_DESIGN_LIMITS.queryMax, SAVED_DESIGN_MESSAGES.queryTooLong),
});
export type SaveDesignRequest = z.infer<typeof SaveDesignRequestSchema>;

export const RenameDesignRequestSchema = z.strictObject({ name: SavedDesignNameSchema });
export type RenameDesignRequest = z.infer<typeof RenameDesignRequestSchema>;

export const SavedDesignIdParamsSchema = z.object({ id: z.uuid({ error: 'id: is not a saved design’s id' }) });
export const FavouriteFabricParamsSchema = z.object({ handle: FabricHandleSchema });

/**
 * A guest's saved designs joining the account at login. The body is taken whole even when a design
 * in it is wrong: each is checked on its own, and a wrong one is skipped and reported.
 */
export const JoinDesignsRequestSchema = z.strictObject({
  designs: z
    .array(z.object({ name: z.unknown(), productType: z.unknown(), query: z.unknown() }))
    .max(SAVED_DESIGN_LIMITS.designsMax, SAVED_DESIGN_MESSAGES.joinTooMany),
});
export type JoinDesignsRequest = z.infer<typeof JoinDesignsRequestSchema>;

export const SavedDesignFabricSchema = z.object({
  handle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
});

export const SavedDesignSchema = z.object({
  id: z.string(),
  name: z.string(),
  productType: ProductTypeSchema,
  /** The design's query, written as the customiser writes it: `/shop/{type}?{query}` opens it. */
  query: z.string(),
  /** The cloth as it is today (null when it is no longer in the catalogue). */
  fabric: SavedDesignFabricSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedDesign = z.infer<typeof SavedDesignSchema>;

export const FavouriteFabricSchema = z.object({
  handle: z.string(),
  productType: ProductTypeSchema,
  title: z.string(),
  image: z.string().nullable(),
  availableForSale: z.boolean(),
});
export type FavouriteFabric = z.infer<typeof FavouriteFabricSchema>;

export const SavedDesignListSchema = z.object({
  /** Newest first. */
  designs: z.array(SavedDesignSchema),
  /** Newest first. */
  favouriteFabrics: z.array(FavouriteFabricSchema),
});
export type SavedDesignList = z.infer<typeof SavedDesignListSchema>;

export const JoinDesignsResultSchema = z.object({
  joined: z.number().int(),
  /** Each design not joined, by its place in the request, and why. */
  skipped: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type JoinDesignsResult = z.infer<typeof JoinDesignsResultSchema>;
