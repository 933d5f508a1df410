import { z } from 'zod';
import { ProductTypeSchema } from './product-types.js';

/**
 * Designs shared by link (issue 30): anyone makes a link to a design; the link's page shows the
 * picture, the cloth and every choice, never a size or a text the customer typed (initials,
 * comments). The token is 256 random bits, kept by the server only as its hash, so a link that was
 * lost cannot be given back: it can be made again.
 */

/** A link's token: 32 random bytes, base64url (43 characters). */
export const DESIGN_SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The header that carries a link's revoke key on DELETE (the body may carry it instead). */
export const DESIGN_SHARE_REVOKE_HEADER = 'x-revoke-key';

export const DESIGN_SHARE_LIMITS = {
  /** The longest design query a link takes (the customiser's own is a few hundred characters). */
  queryMax: 2000,
} as const;

export const DESIGN_SHARE_MESSAGES = {
  notFound: 'This design is no longer shared.',
  noFabric: 'fabric: choose a cloth before sharing the design.',
  fabricUnknown: (handle: string) => `fabric: there is no cloth "${handle.slice(0, 120)}" for this piece.`,
  fabricWithdrawn: (title: string) => `${title} is no longer offered; choose another cloth to order this design.`,
  fabricGone: 'The cloth of this design is no longer offered; choose another to order it.',
  queryTooLong: `query: at most ${DESIGN_SHARE_LIMITS.queryMax} characters.`,
} as const;

/** The page of a shared design on the storefront. */
export const designSharePath = (token: string): string => `/designs/${token}`;

const TokenSchema = z.string().regex(DESIGN_SHARE_TOKEN_PATTERN, 'token: is not a shared design’s token');

export const CreateDesignShareRequestSchema = z.strictObject({
  productType: ProductTypeSchema,
  /** The design's query, exactly as the customiser's address carries it. */
  query: z.string().max(DESIGN_SHARE_LIMITS.queryMax, DESIGN_SHARE_MESSAGES.queryTooLong),
});
export type CreateDesignShareRequest = z.infer<typeof CreateDesignShareRequestSchema>;

export const DesignShareCreatedSchema = z.object({
  /** The link's id in the customer's list. */
  id: z.string(),
  token: TokenSchema,
  /** The storefront's page of the design (`/designs/{token}`). */
  url: z.string(),
  /** Whoever holds this can stop sharing (a guest keeps it in the browser). Shown once. */
  revokeKey: z.string(),
});
export type DesignShareCreated = z.infer<typeof DesignShareCreatedSchema>;

export const DesignShareParamsSchema = z.object({ token: z.string().max(200) });
export const DesignShareIdParamsSchema = z.object({ id: z.string().regex(/^dsh_[A-Za-z0-9_-]{22}$/, 'id: is not a shared design’s id') });

/** DELETE's body, when there is one (the key may come in the x-revoke-key header instead). */
export const RevokeDesignShareRequestSchema = z.strictObject({ revokeKey: z.string().max(200).optional() }).nullish();

export const DesignShareChoiceSchema = z.object({
  /** The style group or accessory's name ("Collar"). */
  group: z.string(),
  /** The option chosen ("Cutaway"), or "Yes" for an add-on that is on. */
  option: z.string(),
});

export const SharedDesignSchema = z.object({
  productType: ProductTypeSchema,
  /** The type's title ("Shirt"). */
  title: z.string(),
  /** The design's query, repaired against today's configuration: "Design this" opens `/shop/{type}?{query}`. */
  query: z.string(),
  /** The server's picture of the design (front, then back), on the API's origin. */
  picture: z.string(),
  backPicture: z.string().nullable(),
  fabric: z
    .object({
      handle: z.string(),
      title: z.string(),
      image: z.string().nullable(),
      availableForSale: z.boolean(),
    })
    .nullable(),
  choices: z.array(DesignShareChoiceSchema),
  /** Add-ons and accessory choices, by name (never a text the customer typed). */
  accessories: z.array(DesignShareChoiceSchema),
  /** What changed since the design was shared (an option withdrawn, a cloth no longer offered). */
  notices: z.array(z.string()),
  createdAt: z.string(),
});
export type SharedDesign = z.infer<typeof SharedDesignSchema>;

export const DesignShareSummarySchema = z.object({
  id: z.string(),
  productType: ProductTypeSchema,
  title: z.string(),
  picture: z.string(),
  createdAt: z.string(),
});
export type DesignShareSummary = z.infer<typeof DesignShareSummarySchema>;

export const DesignShareListSchema = z.object({ shares: z.array(DesignShareSummarySchema) });
export type DesignShareList = z.infer<typeof DesignShareListSchema>;
