import { z } from 'zod';
import { requestBody } from './request-body.js';
import { CustomerSchema } from './customer.js';
import { CustomerMeasurementsSchema, CustomerSizeMetaSchema } from './measurements.js';

/**
 * The customer-facing messages of registration and login. The first three are SPEC §5's sentences,
 * word for word; the rest are ours (SPEC §7: "server error text is shown in the modal").
 */
export const AUTH_MESSAGES = {
  firstNameEmpty: 'First name cannot be empty',
  lastNameEmpty: 'Last name cannot be empty',
  passwordTooShort: 'Password must be at least 5 characters.',
  emailInvalid: 'Email is invalid.',
  passwordMismatch: 'Password and Confirm Password do not match.',
  firstNameNotText: 'First name must be text',
  lastNameNotText: 'Last name must be text',
  firstNameTooLong: 'First name can be at most 80 characters',
  lastNameTooLong: 'Last name can be at most 80 characters',
  passwordTooLong: 'Password can be at most 256 characters.',
  acceptsMarketingNotBoolean: 'acceptsMarketing must be true or false.',
  registerNotAnObject: 'The registration must be a JSON object with firstName, lastName, email, password and confirmPassword.',
  emailEmpty: 'Email cannot be empty.',
  passwordEmpty: 'Password cannot be empty.',
  loginNotAnObject: 'The login must be a JSON object with email and password.',
  emailTaken: 'An account with this email already exists. Log in or reset your password.',
  invalidCredentials: 'Email or password is incorrect.',
  recoverNotAnObject: 'The request must be a JSON object with email.',
  resetNotAnObject: 'The request must be a JSON object with token, password and confirmPassword.',
  resetTokenInvalid: 'This reset link has expired or has already been used. Ask for a new one.',
  resetDone: 'Your password has been changed. Log in with your new password.',
  changePasswordNotAnObject: 'The request must be a JSON object with currentPassword, password and confirmPassword.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordChanged: 'Your password has been changed.',
  tooManyAttempts: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
} as const;

/** The one answer to a reset request, whether or not the e-mail has an account (no enumeration). */
export function recoverMessage(email: string): string {
  return `If ${email} has an account with us, we have sent it a link to reset the password. The link works for one hour.`;
}

/** A reset link lives one hour (and works once). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const CUSTOMER_NAME_MAX = 80;
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const CUSTOMER_EMAIL_MAX = 254;
export const PASSWORD_MIN = 5;
/** Argon2 takes any length; the cap only keeps a request from being made to hash a megabyte. */
export const PASSWORD_MAX = 256;

const isAbsent = (input: unknown) => input === undefined || input === null;

function nameSchema(empty: string, notText: string, tooLong: string) {
  return z
    .string({ error: (issue) => (isAbsent(issue.input) ? empty : notText) })
    .trim()
    .min(1, empty)
    .max(CUSTOMER_NAME_MAX, tooLong);
}

/** Trimmed and lower-cased (SPEC §5), then checked: one person is one account however they type it. */
const RegisterEmailSchema = z
  .string({ error: AUTH_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(CUSTOMER_EMAIL_MAX, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

const RegisterPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

const registerFields = {
  firstName: nameSchema(AUTH_MESSAGES.firstNameEmpty, AUTH_MESSAGES.firstNameNotText, AUTH_MESSAGES.firstNameTooLong),
  lastName: nameSchema(AUTH_MESSAGES.lastNameEmpty, AUTH_MESSAGES.lastNameNotText, AUTH_MESSAGES.lastNameTooLong),
  password: RegisterPasswordSchema,
  email: RegisterEmailSchema,
  // Any value; compared with the password below, so a missing one is a mismatch.
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
  /** SPEC §5: the marketing checkbox is checked by default. */
  acceptsMarketing: z.boolean({ error: AUTH_MESSAGES.acceptsMarketingNotBoolean }).default(true),
};

/**
 * POST /shopify/auth/register (SPEC §7). Names are trimmed; the e-mail is trimmed and lower-cased;
 * the password is taken exactly as typed. `validateRegistration` gives the one message to show.
 */
export const RegisterRequestSchema = requestBody(registerFields, AUTH_MESSAGES.registerNotAnObject).refine(
  (value) => value.password === value.confirmPassword,
  {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  },
);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
/** What the form holds before it is checked. */
export type RegisterRequestInput = z.input<typeof RegisterRequestSchema>;

/** In the order of SPEC §5 (names, which the form requires, come first). */
const REGISTER_ORDER = ['firstName', 'lastName', 'password', 'email'] as const;

/**
 * The first message of SPEC §5 that applies to a registration, or null when it is good: names,
 * then 'Password must be at least 5 characters.', 'Email is invalid.', 'Password and Confirm
 * Password do not match.'. Used by the form and the API alike.
 */
export function validateRegistration(input: unknown): string | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return AUTH_MESSAGES.registerNotAnObject;
  const body = input as Record<string, unknown>;
  for (const key of REGISTER_ORDER) {
    const result = registerFields[key].safeParse(body[key]);
    if (!result.success) return result.error.issues[0]?.message ?? AUTH_MESSAGES.registerNotAnObject;
  }
  if (body.confirmPassword !== body.password) return AUTH_MESSAGES.passwordMismatch;
  const marketing = registerFields.acceptsMarketing.safeParse(body.acceptsMarketing);
  if (!marketing.success) return AUTH_MESSAGES.acceptsMarketingNotBoolean;
  // Last, a key the registration does not take.
  const whole = RegisterRequestSchema.safeParse(input);
  return whole.success ? null : (whole.error.issues[0]?.message ?? AUTH_MESSAGES.registerNotAnObject);
}

/**
 * POST /shopify/auth/login (SPEC §7). The e-mail is only normalised, not checked for form: an
 * address that is no account is simply 'Email or password is incorrect.' like any other.
 */
export const LoginRequestSchema = requestBody(
  {
    email: z
      .string({ error: (issue) => (isAbsent(issue.input) ? AUTH_MESSAGES.emailEmpty : AUTH_MESSAGES.emailInvalid) })
      .trim()
      .toLowerCase()
      .min(1, AUTH_MESSAGES.emailEmpty)
      .max(CUSTOMER_EMAIL_MAX, AUTH_MESSAGES.emailInvalid),
    password: z
      .string({ error: AUTH_MESSAGES.passwordEmpty })
      .min(1, AUTH_MESSAGES.passwordEmpty)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong),
  },
  AUTH_MESSAGES.loginNotAnObject,
);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The first problem with a login body, or null when it can be tried. */
export function validateLogin(input: unknown): string | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return AUTH_MESSAGES.loginNotAnObject;
  const result = LoginRequestSchema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? AUTH_MESSAGES.loginNotAnObject);
}

/** The answer to login and to register (SPEC §7: activeCart, measurements, email, token, id). */
export const LoginResponseSchema = z.object({
  /** Sent back as `Authorization: Bearer <token>`. */
  token: z.string(),
  id: z.string(),
  email: z.string(),
  activeCart: z.string().nullable(),
  measurements: CustomerMeasurementsSchema,
  sizeMeta: CustomerSizeMetaSchema,
  customer: CustomerSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /shopify/auth/recover (SPEC §7): the e-mail to send a reset link to. */
export const RecoverRequestSchema = requestBody({ email: RegisterEmailSchema }, AUTH_MESSAGES.recoverNotAnObject);
export type RecoverRequest = z.input<typeof RecoverRequestSchema>;

/** Answers that are only a sentence for the customer: recover, reset, change password. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** The new password twice, checked in SPEC §5's order: length, then that both agree. */
const newPasswordFields = {
  password: RegisterPasswordSchema,
  confirmPassword: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
};
const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword;

/** POST /account/password-reset: the token from the e-mailed link and the new password. */
export const ResetPasswordRequestSchema = requestBody(
  {
    token: z.string({ error: AUTH_MESSAGES.resetTokenInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, AUTH_MESSAGES.resetTokenInvalid),
    ...newPasswordFields,
  },
  AUTH_MESSAGES.resetNotAnObject,
).refine(passwordsMatch, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;

/** PATCH /shopify/auth/password (SPEC §7), logged in. The current password is asked for too. */
export const ChangePasswordRequestSchema = requestBody(
  {
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordWrong })
      .min(1, AUTH_MESSAGES.currentPasswordWrong)
      .max(PASSWORD_MAX, AUTH_MESSAGES.currentPasswordWrong),
    ...newPasswordFields,
  },
  AUTH_MESSAGES.changePasswordNotAnObject,
).refine(passwordsMatch, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;
