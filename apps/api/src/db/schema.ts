import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@selvedge/contract/admin';
import type { CurrencyCode, PieceSizing, ProductConfigDocument, ProductType, SizeMeasurement, SizeTrack } from '@selvedge/contract';

/** Key-value facts about the database itself (seed version). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per display currency: its exchange rate from SGD and how converted prices round. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  /** Units of this currency per SGD, as an exact decimal string. */
  ratePerSgd: text('rate_per_sgd').notNull(),
  roundingIncrementMinor: integer('rounding_increment_minor').notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

/**
 * Every version of each product type's configuration; the highest version is live. Versions are
 * only ever added (a rollback adds a copy of an older one), so the history is never rewritten.
 */
export const productConfigs = pgTable(
  'product_configs',
  {
    productType: text('product_type').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<ProductConfigDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The SGD price (minor units) of every add-on variant the document names, as this version set them. */
    addOnPrices: jsonb('add_on_prices').$type<Record<string, number>>().notNull().default({}),
    /** Who published it: null for the versions the seed (or the shop before the back office) wrote. */
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Why, in the publisher's words. */
    note: text('note').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.productType, table.version] })],
);

/** Fabrics (kind 'fabric') and priced accessories (kind 'addon'). */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    handle: text('handle').notNull(),
    productType: text('product_type').notNull(),
    kind: text('kind', { enum: ['fabric', 'addon'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<Record<string, string[]>>().notNull(),
    /** Media ids, first is the main picture. */
    imageIds: text('image_ids').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    /**
     * Whether the fabric can be bought: `on_sale`, `out_of_stock` (for now) or `withdrawn` (from
     * sale). Carts drop pieces of a fabric that is not on sale and tell the customer once.
     */
    saleStatus: text('sale_status', { enum: ['on_sale', 'out_of_stock', 'withdrawn'] }).notNull().default('on_sale'),
    /** The shop's words on why a fabric is not on sale, shown to customers whose cart held it. */
    saleStatusNote: text('sale_status_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every back-office change adds one; an edit names the version it saw. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('products_handle_key').on(table.handle),
    index('products_listing_idx').on(table.productType, table.kind, table.position, table.id),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Base price in SGD minor units. */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    availableForSale: boolean('available_for_sale').notNull().default(true),
  },
  (table) => [index('variants_product_idx').on(table.productId)],
);

/** A price set by hand for one currency; it overrides the converted price. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.currencyCode] })],
);

export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    productType: text('product_type').notNull(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    filterType: text('filter_type').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('collections_type_handle_key').on(table.productType, table.handle)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.productId] }),
    index('collection_products_product_idx').on(table.productId),
  ],
);

/**
 * Pictures served from /api/media/{id}: SVG drawn by the seed (swatches, style options), held in
 * `body`, and pictures uploaded in the back office (fabrics, the pre-order's menu), JPEG files in
 * the file storage under `file_key`. An uploaded picture's id is new for every upload, so its
 * address never changes what it shows.
 */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    contentType: text('content_type').notNull(),
    body: text('body'),
    fileKey: text('file_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [check('media_body_or_file', sql`(${table.body} is null) <> (${table.fileKey} is null)`)],
);

export const preorders = pgTable('preorders', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  collectionTitle: text('collection_title').notNull(),
  collectionDescription: text('collection_description').notNull(),
  estimatedDelivery: text('estimated_delivery').notNull(),
  /** Weeks from the cutoff until the pieces are delivered (the estimate's window); null: each type's lead time from the cutoff. */
  deliveryWeeksMin: integer('delivery_weeks_min'),
  deliveryWeeksMax: integer('delivery_weeks_max'),
  navbarImageId: text('navbar_image_id'),
  productsOrder: text('products_order').array().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

/** The fabrics of a pre-order's collection, in order. Each also carries the `Preorder` tag the storefront's pre-order listing filters on. */
export const preorderProducts = pgTable(
  'preorder_products',
  {
    preorderId: text('preorder_id')
      .notNull()
      .references(() => preorders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.preorderId, table.productId] }), index('preorder_products_product_idx').on(table.productId)],
);

export const contentPages = pgTable('content_pages', {
  page: text('page').primaryKey(),
  document: jsonb('document').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

export const blogs = pgTable('blogs', {
  handle: text('handle').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

export const blogArticles = pgTable(
  'blog_articles',
  {
    blogHandle: text('blog_handle')
      .notNull()
      .references(() => blogs.handle, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    imageId: text('image_id'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.blogHandle, table.handle] })],
);

export const shippingRates = pgTable('shipping_rates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  priceMinorSgd: integer('price_minor_sgd').notNull(),
  deliveryDaysMin: integer('delivery_days_min').notNull(),
  deliveryDaysMax: integer('delivery_days_max').notNull(),
  position: integer('position').notNull(),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

export const shippingCountries = pgTable('shipping_countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  rateId: text('rate_id')
    .notNull()
    .references(() => shippingRates.id),
  freeShipping: boolean('free_shipping').notNull(),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
  /** Every back-office change adds one; an edit names the version it saw. */
  version: integer('version').notNull().default(0),
});

/** The shop's shipping settings: one row (`shop`), the free-shipping threshold (SPEC §9: SGD 650). */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: text('id').primaryKey().default('shop'),
    freeShippingThresholdMinorSgd: integer('free_shipping_threshold_minor_sgd').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (table) => [check('shipping_settings_one_row', sql`${table.id} = 'shop'`)],
);

/** SPEC §7 mailing list. One row per address: signing up again updates the names. */
export const mailingListSubscribers = pgTable(
  'mailing_list_subscribers',
  {
    /** Trimmed and lower-cased, so one person is one row however they type it. */
    email: text('email').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Where the address was first given, e.g. 'storefront'. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Double opt-in: only an address whose owner opened the e-mailed link is a subscriber. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the newest confirmation link's token; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  },
  (table) => [
    check('mailing_list_subscribers_email_lower', sql`${table.email} = lower(${table.email})`),
    uniqueIndex('mailing_list_subscribers_confirm_token_key').on(table.confirmTokenHash),
  ],
);

/**
 * Bytes an anonymous writer (an analytics visitor, a client address) has stored per UTC day, so
 * that no one can fill the database however the per-minute limits are spread out.
 */
export const writeQuotas = pgTable(
  'write_quotas',
  {
    /** `<what>:<who>`, e.g. `analytics-visitor:<id>`. */
    key: text('key').notNull(),
    day: text('day').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.day] })],
);

/** First-party analytics: named events with a random visitor id; never an IP address or a user agent. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    /** Made at random by the browser; no personal data. */
    visitorId: text('visitor_id').notNull(),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** The browser's clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The server's clock. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_name_occurred_idx').on(table.name, table.occurredAt)],
);

/** Customer accounts (issue 4). One account per e-mail address, kept lower-case. */
export const customers = pgTable(
  'customers',
  {
    /** `cus_` + 128 random bits in base64url: never sequential, never guessable. */
    id: text('id').primaryKey(),
    /** Trimmed and lower-cased, so one person is one account however they type it. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(true),
    /** argon2id PHC string (`$argon2id$v=19$m=12288,t=3,p=1$...`). */
    passwordHash: text('password_hash').notNull(),
    /** The cart the customer is filling; replaced when one is checked out. */
    activeCartId: text('active_cart_id'),
    /** One of the customer's addresses, or null. Not a foreign key: deleting an address clears it in the same transaction. */
    defaultAddressId: text('default_address_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    check('customers_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Login sessions. Only the SHA-256 of a bearer token is stored: a copy of this table logs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    /** Hex SHA-256 of the 256-bit token the customer holds. */
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by logout; a revoked session never comes back. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** A customer's address book. Ids are random; an address is only ever reached through its customer. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    province: text('province'),
    zip: text('zip'),
    /** ISO 3166-1 alpha-2 of a country we deliver to. */
    countryCode: text('country_code').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_addresses_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * Saved size profiles (SPEC §3 "Size profiles per product"), named per customer and product type.
 * Deleting one only stamps `deleted_at` (DESIGN §5: soft-deleted), which frees its name.
 */
export const customerSizes = pgTable(
  'customer_sizes',
  {
    /** `siz_` + 96 random bits in base64url. Never shown: a size is reached by its name. */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    /** As the customer gave it, trimmed and with single spaces. */
    name: text('name').notNull(),
    /** The name lower-cased: names are unique per customer and type ignoring case. */
    nameKey: text('name_key').notNull(),
    track: text('track').$type<SizeTrack>().notNull(),
    /** The standard size it started from; null for body measurements. */
    basedOnSize: text('based_on_size'),
    fit: text('fit').notNull(),
    /** Inches (or a dropdown's option), rounded and in the configuration's order. */
    measurements: jsonb('measurements').$type<SizeMeasurement[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // Among live sizes only, so two saves racing for one name cannot both win, and a deleted name is free again.
    uniqueIndex('customer_sizes_live_name_key')
      .on(table.customerId, table.productType, table.nameKey)
      .where(sql`${table.deletedAt} IS NULL`),
  ],
);

/** Password-reset links. Like sessions, only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** One hour after it was asked for. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used, or when a newer link replaces it: a link works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_customer_idx').on(table.customerId)],
);

/** E-mails written while no SMTP server is configured, for a developer to read (GET /api/dev/outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    /** A calendar invitation sent with the message (text/calendar, RFC 5545), as its text. */
    calendar: text('calendar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('outbox_messages_created_idx').on(table.createdAt)],
);

/**
 * Carts. This is the smallest piece the accounts need (every customer has an active, possibly empty
 * cart); lines, prices, discounts and checkout come with the cart engine.
 */
export const carts = pgTable(
  'carts',
  {
    /** `crt_` + 128 random bits in base64url: never sequential, never guessable (DESIGN §5). */
    id: text('id').primaryKey(),
    /** Null for a guest's cart. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull().default('SGD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Set when the cart has been checked out. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The discount code the customer entered (upper case), applicable or not. */
    discountCode: text('discount_code'),
    /** A guest cart whose pieces went into a customer's cart at login: closed, and where they went. */
    mergedIntoCartId: text('merged_into_cart_id'),
    /**
     * The payment under way for this cart's checkout: until it fails, is given up or replaced, the
     * cart takes no change (the order is made from what was paid for, so a change would be lost).
     */
    payingPaymentId: text('paying_payment_id'),
  },
  (table) => [
    index('carts_customer_idx').on(table.customerId),
    index('carts_guest_updated_idx').on(table.updatedAt).where(sql`${table.customerId} is null and ${table.completedAt} is null`),
  ],
);

/**
 * One customised piece in a cart: its design and size as the customer chose them. Its lines (the
 * fabric and each priced add-on) are in `cart_lines` under the same reference.
 */
export const cartPieces = pgTable(
  'cart_pieces',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** SPEC §3's internal reference: groups the lines of one piece. */
    reference: text('reference').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    category: text('category', { enum: ['piece', 'trial', 'preorder'] }).notNull(),
    fabricProductId: text('fabric_product_id').notNull(),
    fabricVariantId: text('fabric_variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** The design as the customiser writes it in its address. */
    design: text('design').notNull(),
    sizing: jsonb('sizing').$type<PieceSizing>().notNull(),
    /** Keeps the order pieces were added in; a replaced piece keeps its place. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.reference] }), check('cart_pieces_quantity', sql`${table.quantity} between 1 and 20`)],
);

/** A cart line (SPEC §3): one variant of one piece. A line is its variant plus its reference, never the variant alone. */
export const cartLines = pgTable(
  'cart_lines',
  {
    /** `ln_` + 96 random bits. */
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    reference: text('reference').notNull(),
    variantId: text('variant_id').notNull(),
    /** `fabric`, or the accessory item's key the variant prices. */
    accessoryKey: text('accessory_key').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('cart_lines_piece_variant_key').on(table.cartId, table.reference, table.variantId),
    foreignKey({ columns: [table.cartId, table.reference], foreignColumns: [cartPieces.cartId, cartPieces.reference] }).onDelete('cascade'),
  ],
);

/**
 * Discount codes (issue 14): a kind (percentage, a fixed amount, or a fixed price per piece),
 * who and what it is for, and how often it may be used.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    /** Upper case; customers may type it in any case. */
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['percentage', 'fixed_amount', 'fixed_price'] }).notNull(),
    /** For `percentage`: 1 to 100. */
    percentOff: integer('percent_off'),
    /**
     * For `fixed_amount` (off the eligible pieces) and `fixed_price` (each eligible piece's price):
     * minor units by currency. A currency without an entry converts the SGD one like a price.
     */
    amounts: jsonb('amounts').$type<Partial<Record<CurrencyCode, number>>>().notNull().default(sql`'{}'::jsonb`),
    /** Empty: every product type. */
    productTypes: text('product_types').array().$type<ProductType[]>().notNull().default(sql`'{}'::text[]`),
    trialOnly: boolean('trial_only').notNull().default(false),
    /** Empty: every delivery country. */
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    usageLimitTotal: integer('usage_limit_total'),
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    /** Uses per calendar month in Singapore. */
    usageLimitPerMonth: integer('usage_limit_per_month'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** False: deactivated in the back office; carts holding it are told it is no longer available. */
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every back-office change adds one; an edit names the version it saw. */
    version: integer('version').notNull().default(0),
  },
  (table) => [check('discount_codes_upper', sql`${table.code} = upper(${table.code})`)],
);

/** Each use of a code by a paid order (written by the orders; read for the limits). */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: text('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    email: text('email').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('discount_redemptions_code_idx').on(table.code, table.redeemedAt)],
);

/**
 * A use of a code held for one payment (decision 037): made under the code's row lock when Pay
 * freezes the amount, released when that payment fails, is replaced or given up, and redeemed when
 * its order is made. Limits count redemptions plus the uses still reserved.
 */
export const discountReservations = pgTable(
  'discount_reservations',
  {
    paymentId: text('payment_id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => discountCodes.code, { onDelete: 'cascade' }),
    cartId: text('cart_id').notNull(),
    customerId: text('customer_id'),
    /** The checkout's e-mail, trimmed and lower-cased: a guest is the same customer by it. */
    email: text('email').notNull(),
    status: text('status').$type<'reserved' | 'redeemed' | 'released'>().notNull(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('discount_reservations_code_idx').on(table.code, table.status)],
);

/**
 * Answers of `POST` calls by their Idempotency-Key (DESIGN §4), per caller and call: a retry gets
 * the first answer, another body under the same key a 422, a retry while the first runs a 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who asked and which call: `POST /shopify/cart|cus_...` or `...|guest`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (query and body). */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);

/** Fixed-window counters for the login, registration and reset limits, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * A cart's hosted checkout (issue 15): contact, delivery and the charge currency the customer chose
 * there, open for CHECKOUT_MINUTES from when it was opened from the cart. One per cart.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** `chk_` + 128 random bits. */
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** The delivery address as given (CheckoutAddress), or null until given. */
    address: jsonb('address').$type<Record<string, string | null>>(),
    /** The delivery country's currency once an address is given; the cart's until then. */
    chargeCurrency: text('charge_currency').$type<CurrencyCode>().notNull(),
    status: text('status').$type<'open' | 'paying' | 'completed' | 'expired'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * What the customer was last shown (the total, each piece's price before the code), to tell them
     * what changed; with the fabrics that left the order since their last payment began.
     */
    lastQuote: jsonb('last_quote').$type<{
      currency: string;
      totalMinor: number;
      pieces: Record<string, number>;
      discountMinor: number;
      shippingMinor: number;
      unavailable?: { id: string; title: string; reason: 'out_of_stock' | 'withdrawn'; note: string | null }[];
    }>(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** The customer's "I need it by" date (decision 048), kept on the order it makes. */
    needBy: date('need_by', { mode: 'string' }),
  },
  (table) => [uniqueIndex('checkouts_cart_key').on(table.cartId)],
);

/**
 * One attempt to pay a checkout, at a provider. `snapshot` is everything the order will be made of,
 * priced when Pay was pressed: the order is made from what was paid, never re-priced.
 */
export const payments = pgTable(
  'payments',
  {
    /** `pay_` + 128 random bits. */
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    /** The provider's id (Stripe: the Checkout Session); null until the provider answered. */
    providerRef: text('provider_ref'),
    /** The provider's page where it is paid; null until the provider answered. */
    redirectUrl: text('redirect_url'),
    status: text('status').$type<'pending' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled'>().notNull(),
    /** In the shop's minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** Why the last try failed, for a person. */
    message: text('message'),
    /** The Idempotency-Key of the Pay that made it: a repeated Pay finds this payment again. */
    idempotencyKey: text('idempotency_key').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** The built-in test provider: when an asynchronous payment settles, and how. */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    settleAs: text('settle_as').$type<'succeeded' | 'failed'>(),
    /**
     * A success that could not become the order (the payment was replaced, or another payment made
     * it) is given back at once (decision 038): pending while the provider is asked, then settled.
     */
    /** When a Pay for another total replaced it: its snapshot is no longer what the customer buys. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    autoRefundStatus: text('auto_refund_status').$type<'pending' | 'succeeded' | 'failed'>(),
    autoRefundRef: text('auto_refund_ref'),
    autoRefundMessage: text('auto_refund_message'),
    autoRefundedAt: timestamp('auto_refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payments_checkout_idx').on(table.checkoutId),
    index('payments_auto_refund_idx').on(table.autoRefundedAt).where(sql`${table.autoRefundStatus} = 'pending'`),
    uniqueIndex('payments_checkout_key').on(table.checkoutId, table.idempotencyKey),
    uniqueIndex('payments_provider_ref_key').on(table.provider, table.providerRef),
    index('payments_open_idx').on(table.updatedAt).where(sql`${table.status} in ('pending', 'requires_action', 'processing')`),
  ],
);

/** Webhook events already handled, by provider and event id: a redelivered event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * An order: made once from a paid checkout (unique per checkout, cart and payment), with a snapshot
 * of everything it was sold with, so a later catalogue change never rewrites it.
 */
export const orders = pgTable(
  'orders',
  {
    /** `ord_` + 128 random bits. */
    id: text('id').primaryKey(),
    /** Short and human: `SV-100001`. */
    number: text('number').notNull(),
    checkoutId: text('checkout_id').notNull(),
    cartId: text('cart_id').notNull(),
    paymentId: text('payment_id').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    status: text('status').notNull(),
    currencyCode: text('currency_code').$type<CurrencyCode>().notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    totalSgdMinor: bigint('total_sgd_minor', { mode: 'number' }).notNull(),
    discountCode: text('discount_code'),
    /** The address, shipping, the rates used, and the figures as shown (OrderSnapshot). */
    snapshot: jsonb('snapshot').notNull(),
    /** SHA-256 of the key in the guest's link (the e-mail's), which opens the order without a login. */
    accessKeyHash: text('access_key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Who it goes to ("Ada Lovelace"), kept apart for the back office's search. */
    customerName: text('customer_name').notNull().default(''),
    /** The day the first unfinished piece must leave the workroom (its delivery estimate less the shipping days). */
    dueOn: date('due_on', { mode: 'string' }),
    /** Every change of status adds one; a back-office move names the version it saw. */
    version: integer('version').notNull().default(0),
    /** The customer's "I need it by" date, if they gave one at checkout. */
    needBy: date('need_by', { mode: 'string' }),
    /** The latest expected delivery of its unfinished pieces, and whether any is late, as of the last move (the board's flag). */
    expectedOn: date('expected_on', { mode: 'string' }),
    late: boolean('late').notNull().default(false),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_status_due_idx').on(table.status, table.dueOn),
    index('orders_created_idx').on(table.createdAt),
    uniqueIndex('orders_checkout_key').on(table.checkoutId),
    uniqueIndex('orders_cart_key').on(table.cartId),
    uniqueIndex('orders_payment_key').on(table.paymentId),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    // A code for a first order asks whether an e-mail has ordered before.
    index('orders_email_idx').on(table.email),
  ],
);

/** Order numbers: `SV-` and the next of these. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100001 });

/** Each piece of an order as sold (OrderPiece) and where it stands in the workroom. */
export const orderPieces = pgTable(
  'order_pieces',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    position: integer('position').notNull(),
    status: text('status').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** Kept apart from the snapshot for the back office's filters. */
    productType: text('product_type').notNull().default(''),
    category: text('category').notNull().default('piece'),
    /** The day it must leave the workroom. */
    dueOn: date('due_on', { mode: 'string' }),
    /** While on hold: the status it was held at (it goes back there, and may be cancelled only if that was before cutting). */
    heldFrom: text('held_from'),
    /** The delivery window promised at payment (its estimate then), Singapore dates (decision 048). */
    promisedFrom: date('promised_from', { mode: 'string' }),
    promisedTo: date('promised_to', { mode: 'string' }),
    /** A pre-order piece: the day its collection closes, before which it is not started. */
    startsOn: date('starts_on', { mode: 'string' }),
    /** The expected delivery and whether it is after the promised window, as of the last move. */
    expectedOn: date('expected_on', { mode: 'string' }),
    late: boolean('late').notNull().default(false),
    /** When the customer was told it is late (once, ever). */
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.reference] }),
    index('order_pieces_type_idx').on(table.productType, table.orderId),
    // The back office's trial and pre-order filters (migration 0019): the few pieces that are not plain, without reading every piece's snapshot.
    index('order_pieces_category_idx').on(table.category, table.orderId).where(sql`${table.category} <> 'piece'`),
  ],
);

/** Every change of an order's or a piece's status, with its time. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The piece it concerns, or null for the whole order. */
    reference: text('reference'),
    status: text('status').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.at)],
);

/**
 * Fit pictures a customer sent for an order (SPEC §7 upload): one row per upload (the form's
 * names and comments), one per picture. The files live in the file storage under keys the
 * server made (`fit-pictures/<order>/<picture>.jpg` and `….thumb.webp`); the name sent is kept
 * for people only.
 */
export const fitPictureUploads = pgTable(
  'fit_picture_uploads',
  {
    /** `fpu_` + 96 random bits. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    comments: text('comments'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fit_picture_uploads_order_idx').on(table.orderId, table.createdAt)],
);

export const fitPictures = pgTable(
  'fit_pictures',
  {
    /** `fp_` + 128 random bits. */
    id: text('id').primaryKey(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => fitPictureUploads.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (table) => [index('fit_pictures_order_idx').on(table.orderId)],
);

/** Back-office accounts (issue 16), apart from customers. */
export const staff = pgTable(
  'staff',
  {
    /** `stf_` + 128 random bits. */
    id: text('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Every change adds one; an edit names the version it saw (optimistic concurrency). */
    version: integer('version').notNull().default(0),
    /** Permissions the owner granted beyond the role's (GRANTABLE_PERMISSIONS: refunds). */
    grants: text('grants').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex('staff_email_key').on(table.email), check('staff_role_check', sql`${table.role} in ('owner', 'manager', 'workroom')`)],
);

/** Staff sessions: like customers', a token's SHA-256 with an expiry. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The session's name in the back office's list (never the token or its hash). */
    id: uuid('id').notNull().defaultRandom(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser's User-Agent at sign-in, cut to 400 characters; shown summarised. */
    userAgent: text('user_agent'),
    /** The last call made with it, written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId), uniqueIndex('staff_sessions_id_key').on(table.id)],
);

/** Staff password-reset links, as the customers' (password_resets): a token's SHA-256, one hour, once. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_password_resets_staff_idx').on(table.staffId)],
);

/**
 * One-time links: the owner's set-up link (printed at first start, `invited_by` null, role owner)
 * and the owner's invitations. Only the token's SHA-256 is kept.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The invitation's name on the Staff page (resend, revoke); never the token. */
    id: uuid('id').notNull().defaultRandom(),
    /** Null for the set-up link: whoever opens it names the owner's e-mail. */
    email: text('email'),
    role: text('role').$type<StaffRole>().notNull(),
    invitedBy: text('invited_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the owner revokes it or a resend replaces it: it can no longer be accepted. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_invitations_id_key').on(table.id)],
);

/** Every change made in the back office: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    /** `aud_` + a time-ordered sortable id. */
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_staff_idx').on(table.staffId, table.at),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.at),
  ],
);

/**
 * Money given back on an order (issue 16): by lines or by amount, several per order. A refund is
 * written `pending` under the order's lock before the provider is asked, so refunds asked at once
 * count each other and never pass what was captured; a failed one frees its amount again.
 */
export const refunds = pgTable(
  'refunds',
  {
    /** `rfd_` + 128 random bits: also the provider's idempotency key. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** The pieces it gives back, by reference (empty for an amount). */
    references: text('references').array().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    providerRef: text('provider_ref'),
    message: text('message'),
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('refunds_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * Fit claims (issue 29): a customer's report that a delivered piece does not fit, and the
 * workroom's decision. One open claim per piece at a time (partial unique index); the decision's
 * links point to the refund (alteration), the remade piece (remake) or the credit's code.
 */
export const fitClaims = pgTable(
  'fit_claims',
  {
    /** `fcl_` + 128 random bits. */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Whom the remake limit counts: `cus:<id>` for a customer, `email:<lower-cased e-mail>` for a guest. */
    claimantKey: text('claimant_key').notNull(),
    problem: text('problem').notNull(),
    details: text('details').notNull(),
    status: text('status').$type<'open' | 'decided'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decision: text('decision').$type<'alteration' | 'remake' | 'store_credit' | 'declined'>(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: text('currency').$type<CurrencyCode>(),
    reason: text('reason'),
    /** The tailor's receipt (alteration), kept like a claim photo. */
    receiptKey: text('receipt_key'),
    receiptThumbnailKey: text('receipt_thumbnail_key'),
    receiptAmountMinor: bigint('receipt_amount_minor', { mode: 'number' }),
    decidedBy: text('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundId: text('refund_id'),
    remakeReference: text('remake_reference'),
    creditCode: text('credit_code'),
  },
  (table) => [
    uniqueIndex('fit_claims_open_piece_key').on(table.orderId, table.reference).where(sql`${table.status} = 'open'`),
    index('fit_claims_status_idx').on(table.status, table.createdAt),
    index('fit_claims_order_idx').on(table.orderId, table.createdAt),
    index('fit_claims_remakes_idx').on(table.claimantKey, table.productType).where(sql`${table.decision} = 'remake'`),
    check('fit_claims_status_check', sql`${table.status} in ('open', 'decided')`),
    check('fit_claims_decided_check', sql`(${table.status} = 'open') = (${table.decision} is null)`),
  ],
);

/** A claim's photos (1–10), kept through the fit-picture pipeline: re-encoded, EXIF stripped, in the file storage. */
export const fitClaimPhotos = pgTable(
  'fit_claim_photos',
  {
    /** `fcp_` + 128 random bits. */
    id: text('id').primaryKey(),
    claimId: text('claim_id')
      .notNull()
      .references(() => fitClaims.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
  },
  (table) => [index('fit_claim_photos_claim_idx').on(table.claimId, table.position)],
);

/**
 * Each version of a saved size (issue 29): what it was made of, and where the change came from
 * (`remake`: the workroom's adjusted measurements after a fit claim). Other sources (the studio's
 * appointments) add their own.
 */
export const customerSizeVersions = pgTable(
  'customer_size_versions',
  {
    id: text('id').primaryKey(),
    sizeId: text('size_id')
      .notNull()
      .references(() => customerSizes.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    /** What the change was for (`fit claim fcl_…`). */
    note: text('note'),
    track: text('track').$type<SizeTrack>().notNull(),
    basedOnSize: text('based_on_size'),
    fit: text('fit').notNull(),
    measurements: jsonb('measurements').$type<SizeMeasurement[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('customer_size_versions_key').on(table.sizeId, table.version)],
);

/**
 * Designs shared by link (issue 30): the design as a normalised query (no text accessories: no
 * initials, no comments), under the sha256 of a 256-bit token. The token and the revoke key are
 * never stored: a share is found by its token's hash, revoked by its key's hash or by its customer.
 */
export const designShares = pgTable(
  'design_shares',
  {
    /** `dsh_` + 128 random bits: how the customer's list names a share (it cannot give the link back). */
    id: text('id').primaryKey(),
    /** sha256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** sha256 (hex) of the revoke key handed to whoever made the link. */
    revokeKeyHash: text('revoke_key_hash').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    productType: text('product_type').$type<ProductType>().notNull(),
    /** The design's query, as the customiser's address carries it, checked and written in the configuration's order. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('design_shares_token_key').on(table.tokenHash),
    index('design_shares_customer_idx').on(table.customerId, table.createdAt).where(sql`${table.customerId} is not null`),
  ],
);

/** A customer's saved designs (issue 30, decision 051): at most 50 each, counted under the customer's row lock. */
export const savedDesigns = pgTable(
  'saved_designs',
  {
    /** A random uuid: says nothing about its customer or how many designs there are. */
    id: uuid('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    /** The design's query, checked and written in the configuration's order. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('saved_designs_customer_idx').on(table.customerId, table.createdAt),
    // The same design is kept once: joining a guest's designs twice does not double them.
    uniqueIndex('saved_designs_design_key').on(table.customerId, table.productType, table.query),
  ],
);

/** A customer's favourite cloths (issue 30): at most 200 each. */
export const favouriteFabrics = pgTable(
  'favourite_fabrics',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The cloth's handle (a withdrawn cloth stays a favourite: the list says it is not offered). */
    handle: text('handle').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.handle] })],
);

/** A range of instants (Postgres `tstzrange`): read as its text form, only ever written by the database. */
const timeRange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/**
 * The studio's appointments (issue 31, decision 058): studios with their time zone and slot rules
 * (data, edited in the back office), their fitters, weekly hours (a fitter's own, or the studio's
 * when `fitter_id` is null), closures, and the bookings.
 */
export const studios = pgTable(
  'studios',
  {
    /** `std_` + 96 random bits. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** An IANA time zone (`Asia/Singapore`): hours and closures are in its clock. */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    bufferMinutes: integer('buffer_minutes').notNull(),
    minNoticeMinutes: integer('min_notice_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('studios_rules_check', sql`${table.durationMinutes} between 5 and 480 and ${table.bufferMinutes} between 0 and 240 and ${table.minNoticeMinutes} between 0 and 20160 and ${table.horizonDays} between 1 and 365`),
  ],
);

export const fitters = pgTable(
  'fitters',
  {
    /** `fit_` + 96 random bits. */
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fitters_studio_idx').on(table.studioId)],
);

export const studioHours = pgTable(
  'studio_hours',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    /** Null: the studio's hours, which every fitter without hours of their own keeps. */
    fitterId: text('fitter_id').references(() => fitters.id, { onDelete: 'cascade' }),
    /** 1 = Monday ... 7 = Sunday. */
    weekday: integer('weekday').notNull(),
    /** `HH:MM`, local. */
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (table) => [
    index('studio_hours_studio_idx').on(table.studioId),
    check('studio_hours_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('studio_hours_times_check', sql`${table.opens} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.closes} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.opens} < ${table.closes}`),
  ],
);

export const studioClosures = pgTable(
  'studio_closures',
  {
    /** `clo_` + 96 random bits. */
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'cascade' }),
    /** Null: the whole studio is closed that day. */
    fitterId: text('fitter_id').references(() => fitters.id, { onDelete: 'cascade' }),
    /** A local date in the studio's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [index('studio_closures_studio_idx').on(table.studioId, table.date)],
);

export const appointments = pgTable(
  'appointments',
  {
    /** `apt_` + 96 random bits: the back office's name for it, and the stable part of its calendar UID. */
    id: text('id').primaryKey(),
    studioId: text('studio_id')
      .notNull()
      .references(() => studios.id, { onDelete: 'restrict' }),
    fitterId: text('fitter_id')
      .notNull()
      .references(() => fitters.id, { onDelete: 'restrict' }),
    /** The signed-in customer who booked; null for a guest. */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end of the buffer after the appointment: the fitter is taken until then. */
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    /** The fitter's time the booking takes; no two live bookings of one fitter overlap (the exclusion constraint of migration 0031). */
    during: timeRange('during')
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(starts_at, held_until, '[)')`),
    status: text('status').$type<'booked' | 'cancelled'>().notNull(),
    /** The calendar invitation's SEQUENCE: raised on every reschedule and on cancelling. */
    sequence: integer('sequence').notNull().default(0),
    /** sha256 (hex) of the customer's manage link's token. */
    tokenHash: text('token_hash').notNull(),
    /** The size the fitter's measurements were saved to (`shirt: Studio 1 Dec 2026 v2`). */
    measuredSize: text('measured_size'),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('appointments_token_key').on(table.tokenHash),
    index('appointments_studio_start_idx').on(table.studioId, table.startsAt),
    check('appointments_status_check', sql`${table.status} in ('booked', 'cancelled')`),
    check('appointments_times_check', sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.heldUntil}`),
  ],
);
