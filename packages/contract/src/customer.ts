import { z } from 'zod';
import { requestBody } from './request-body.js';
import { CustomerMeasurementsSchema, CustomerSizeMetaSchema } from './measurements.js';

/**
 * The customer's own account: details, marketing preference and address book. The messages are
 * what the profile screen shows, word for word, so the server and the form never disagree.
 */
export const CUSTOMER_MESSAGES = {
  forbidden: 'You can only see and change your own account.',
  nothingToUpdate: 'Send at least one of firstName, lastName, email or phone.',
  currentPasswordRequired: 'Enter your current password to change your email.',
  currentPasswordWrong: 'Current password is incorrect.',
  phoneInvalid: 'Phone must be a plus, the country code and the number, e.g. +65 9123 4567.',
  emailTaken: 'Another account already uses this email.',
  acceptsMarketingNotBoolean: 'acceptsMarketing must be true or false.',
  addressNotFound: 'That address is not in your address book.',
  addressIdInvalid: 'addressId must be the id of one of your addresses.',
  tooManyAddresses: 'You can keep up to 20 addresses. Delete one to add another.',
  countryInvalid: 'Country must be a two-letter country code, such as SG.',
  countryNotShipped: 'We do not deliver to this country yet.',
  address1Empty: 'Address cannot be empty',
  cityEmpty: 'City cannot be empty',
  firstNameEmpty: 'First name cannot be empty',
  lastNameEmpty: 'Last name cannot be empty',
  fieldTooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  notAnObject: 'The request body must be a JSON object.',
} as const;

export const MAX_ADDRESSES = 20;
const ADDRESS_LINE_MAX = 120;
const SHORT_FIELD_MAX = 60;

/**
 * SPEC §5: a phone's prefix is a plus followed by digits. Spaces, dots, hyphens and brackets are
 * allowed between the digits and removed; what is kept is E.164: + and 7 to 15 digits.
 */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

export function normalisePhone(input: string): string {
  return input.replace(/[\s.\-()]/g, '');
}

/** A phone to store, or null to remove it (an empty string clears it too). */
export const PhoneSchema = z
  .string({ error: CUSTOMER_MESSAGES.phoneInvalid })
  .transform(normalisePhone)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), CUSTOMER_MESSAGES.phoneInvalid)
  .transform((value) => (value === '' ? null : value))
  .nullable();

const text = (label: string, max: number, empty?: string) => {
  const base = z.string({ error: empty ?? `${label} must be text` }).trim();
  const required = empty ? base.min(1, empty) : base;
  return required.max(max, CUSTOMER_MESSAGES.fieldTooLong(label, max));
};

/** An optional text field: absent, null and blank all mean "none". */
const optionalText = (label: string, max: number) =>
  text(label, max)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** ISO 3166-1 alpha-2, upper case. Whether we deliver there is the server's question. */
export const CountryCodeSchema = z
  .string({ error: CUSTOMER_MESSAGES.countryInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, CUSTOMER_MESSAGES.countryInvalid);

/** What a customer sends to add or change an address. */
export const AddressInputSchema = requestBody(
  {
    firstName: text('First name', 80, CUSTOMER_MESSAGES.firstNameEmpty),
    lastName: text('Last name', 80, CUSTOMER_MESSAGES.lastNameEmpty),
    company: optionalText('Company', SHORT_FIELD_MAX),
    address1: text('Address', ADDRESS_LINE_MAX, CUSTOMER_MESSAGES.address1Empty),
    address2: optionalText('Address line 2', ADDRESS_LINE_MAX),
    city: text('City', SHORT_FIELD_MAX, CUSTOMER_MESSAGES.cityEmpty),
    province: optionalText('State or province', SHORT_FIELD_MAX),
    zip: optionalText('Postal code', 20),
    countryCode: CountryCodeSchema,
    phone: PhoneSchema.optional().transform((value) => value ?? null),
  },
  CUSTOMER_MESSAGES.notAnObject,
);
export type AddressInput = z.input<typeof AddressInputSchema>;
export type AddressFields = z.output<typeof AddressInputSchema>;

export const AddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  zip: z.string().nullable(),
  countryCode: z.string(),
  /** The country's English name, for display. */
  country: z.string(),
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

/** The answer of every address call: the whole book, newest first, and which one is the default. */
export const AddressBookSchema = z.object({
  addresses: z.array(AddressSchema),
  defaultAddressId: z.string().nullable(),
});
export type AddressBook = z.infer<typeof AddressBookSchema>;

/** PATCH /shopify/customer/{id}/address/default (SPEC §7). */
export const DefaultAddressRequestSchema = requestBody(
  {
    addressId: z
      .string({ error: CUSTOMER_MESSAGES.addressIdInvalid })
      .min(1, CUSTOMER_MESSAGES.addressIdInvalid)
      .max(64, CUSTOMER_MESSAGES.addressIdInvalid),
  },
  CUSTOMER_MESSAGES.notAnObject,
);

/** Path parameters of the customer routes. */
export const CustomerIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const AddressParamsSchema = z.object({ id: z.string().min(1).max(64), addressId: z.string().min(1).max(64) });

/**
 * PATCH /shopify/customer/{id} (SPEC §7: email, phone; the names may change too). The e-mail is
 * trimmed and lower-cased like at registration; phone null or '' removes it.
 */
export const UpdateCustomerRequestSchema = requestBody(
  {
    firstName: text('First name', 80, CUSTOMER_MESSAGES.firstNameEmpty).optional(),
    lastName: text('Last name', 80, CUSTOMER_MESSAGES.lastNameEmpty).optional(),
    email: z
      .string({ error: 'Email is invalid.' })
      .trim()
      .toLowerCase()
      .max(254, 'Email is invalid.')
      .pipe(z.email('Email is invalid.'))
      .optional(),
    phone: PhoneSchema.optional(),
    /** Needed only when the e-mail changes: a token alone must not be enough to take the account over. */
    currentPassword: z
      .string({ error: CUSTOMER_MESSAGES.currentPasswordRequired })
      .max(256, CUSTOMER_MESSAGES.currentPasswordWrong)
      .optional(),
  },
  CUSTOMER_MESSAGES.notAnObject,
).refine(
  ({ currentPassword: _password, ...change }) => Object.values(change).some((field) => field !== undefined),
  CUSTOMER_MESSAGES.nothingToUpdate,
);
export type UpdateCustomerRequest = z.input<typeof UpdateCustomerRequestSchema>;

/** PATCH /shopify/customer/{id}/marketing (SPEC §7). */
export const MarketingRequestSchema = requestBody(
  { acceptsMarketing: z.boolean({ error: CUSTOMER_MESSAGES.acceptsMarketingNotBoolean }) },
  CUSTOMER_MESSAGES.notAnObject,
);

/** GET /firebase/customers/customer (SPEC §3 User, SPEC §7), and every profile change's answer. */
export const CustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  acceptsMarketing: z.boolean(),
  /** The customer's server cart id. Every customer has one; a cart that is checked out is replaced. */
  activeCart: z.string().nullable(),
  /** Saved sizes per product type (SPEC §3), and what is derived from them. */
  measurements: CustomerMeasurementsSchema,
  sizeMeta: CustomerSizeMetaSchema,
  defaultAddress: AddressSchema.nullable(),
  addresses: z.array(AddressSchema),
  /** ISO 8601: when the account was opened. */
  createdAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** The first message a body breaks, for forms that check before sending. */
export function firstProblem(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? CUSTOMER_MESSAGES.notAnObject);
}
