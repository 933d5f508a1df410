import { z } from 'zod';
import { requestBody } from '../request-body.js';

/**
 * The back office's people (issue 16): staff accounts, apart from customers, each with one role.
 * These schemas are the back office's own; the storefront's never mention them.
 */

/** owner: everything, staff, refunds, the audit log and the system page included; manager: catalogue, content, codes and orders; workroom: orders and their statuses. */
export const STAFF_ROLES = ['owner', 'manager', 'workroom'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'role must be owner, manager or workroom' });
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** What each part of the back office needs: the server checks it on every route, the back office hides what a role cannot use. */
export const STAFF_PERMISSIONS = {
  orders: ['owner', 'manager', 'workroom'],
  catalogue: ['owner', 'manager'],
  content: ['owner', 'manager'],
  codes: ['owner', 'manager'],
  customers: ['owner', 'manager'],
  refunds: ['owner'],
  staff: ['owner'],
  audit: ['owner'],
  /** Failed background jobs (and trying them again) and the last backup. */
  system: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export const STAFF_MESSAGES = {
  invalidCredentials: 'Email or password is incorrect.',
  forbidden: 'Your role does not allow this.',
  setupDone: 'The shop already has an owner. Log in instead.',
  linkInvalid: 'This link has expired or has already been used. Ask the owner for a new one.',
  lastOwner: 'The shop must keep at least one active owner.',
  emailTaken: 'A staff account with this e-mail already exists.',
  notAnObject: 'The request must be a JSON object.',
  stale: 'Someone else changed this first. Reload it and make your change again.',
  nameEmpty: 'Name cannot be empty.',
  passwordTooShort: 'Password must be at least 12 characters.',
  passwordTooLong: 'Password can be at most 256 characters.',
  emailInvalid: 'Email is invalid.',
} as const;

/** Staff passwords are longer than customers': a back office can refund money. */
export const STAFF_PASSWORD_MIN = 12;

const email = z.email(STAFF_MESSAGES.emailInvalid).max(254).transform((value) => value.trim().toLowerCase());
const name = z.string({ error: STAFF_MESSAGES.nameEmpty }).trim().min(1, STAFF_MESSAGES.nameEmpty).max(80, 'Name can be at most 80 characters.');
const password = z.string({ error: STAFF_MESSAGES.passwordTooShort }).min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort).max(256, STAFF_MESSAGES.passwordTooLong);
/** A link's token: 32 random bytes in base64url. */
const linkToken = z.string({ error: STAFF_MESSAGES.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, STAFF_MESSAGES.linkInvalid);

export const StaffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  active: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Counts every change; an edit sends the version it saw (a stale one is a 409). */
  version: z.number().int(),
});
export type Staff = z.infer<typeof StaffSchema>;

/** Who is signed in, and what they may open. */
export const StaffSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staff: StaffSchema,
  permissions: z.array(z.string()),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

export const StaffMeSchema = StaffSessionSchema.omit({ token: true, expiresAt: true });
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const StaffLoginRequestSchema = requestBody({ email, password: z.string({ error: STAFF_MESSAGES.invalidCredentials }).min(1).max(256) }, STAFF_MESSAGES.notAnObject);
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

/** The owner's first sign-up, from the set-up link printed at first start; and a staff member's, from an invitation. */
export const StaffLinkRequestSchema = requestBody({ token: linkToken, name, email: email.optional(), password }, STAFF_MESSAGES.notAnObject);
export type StaffLinkRequest = z.infer<typeof StaffLinkRequestSchema>;

export const StaffInviteRequestSchema = requestBody({ email, role: StaffRoleSchema }, STAFF_MESSAGES.notAnObject);
export type StaffInviteRequest = z.infer<typeof StaffInviteRequestSchema>;

export const StaffInvitationSchema = z.object({
  email: z.string(),
  role: StaffRoleSchema,
  expiresAt: z.string(),
  /** The link to send (also e-mailed): it works once, until `expiresAt`. */
  link: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffUpdateRequestSchema = requestBody(
  { version: z.number({ error: 'version: send the version you saw' }).int().min(0), role: StaffRoleSchema.optional(), active: z.boolean({ error: 'active must be true or false' }).optional() },
  STAFF_MESSAGES.notAnObject,
);
export type StaffUpdateRequest = z.infer<typeof StaffUpdateRequestSchema>;

export const StaffListSchema = z.object({ staff: z.array(StaffSchema) });
export const StaffParamsSchema = z.object({ id: z.string().regex(/^stf_[A-Za-z0-9_-]{16,40}$/, 'is not a staff id') });
