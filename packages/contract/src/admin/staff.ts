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

/**
 * The permissions an owner may grant a staff member beyond their role (decision 057): refunds, to a
 * manager say. Owners always have them.
 */
export const GRANTABLE_PERMISSIONS = ['refunds'] as const satisfies readonly StaffPermission[];
export type GrantablePermission = (typeof GRANTABLE_PERMISSIONS)[number];
export const GrantablePermissionSchema = z.enum(GRANTABLE_PERMISSIONS, {
  error: `grants may hold only ${GRANTABLE_PERMISSIONS.join(', ')}`,
});

/** Whether a role, with the permissions granted to this person, may use a part of the back office. */
export function staffMay(role: StaffRole, permission: StaffPermission, grants: readonly string[] = []): boolean {
  if ((STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role)) return true;
  return (GRANTABLE_PERMISSIONS as readonly string[]).includes(permission) && grants.includes(permission);
}

/** Who may grant a permission, in the words the back office shows to those without it. */
export const GRANT_WORDS: Record<GrantablePermission, string> = {
  refunds: 'Only an owner can refund, or grant you the refund permission on the Staff page.',
};

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
  resetTokenInvalid: 'This reset link has expired or has already been used. Ask for a new one.',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordChanged: 'Your password has been changed. Your other sessions have ended.',
  noSuchSession: 'No such session of yours.',
  noSuchInvitation: 'No such pending invitation.',
} as const;

/** The one answer to a staff reset request, whether or not the e-mail has a staff account (no enumeration). */
export function staffRecoverMessage(email: string): string {
  return `If ${email} has a back-office account, we have sent it a link to reset the password. The link works for one hour.`;
}

/** Staff passwords are longer than customers': a back office can refund money. */
export const STAFF_PASSWORD_MIN = 12;

const email = z
  .email(STAFF_MESSAGES.emailInvalid)
  .max(254)
  .transform((value) => value.trim().toLowerCase());
const name = z
  .string({ error: STAFF_MESSAGES.nameEmpty })
  .trim()
  .min(1, STAFF_MESSAGES.nameEmpty)
  .max(80, 'Name can be at most 80 characters.');
const password = z
  .string({ error: STAFF_MESSAGES.passwordTooShort })
  .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
  .max(256, STAFF_MESSAGES.passwordTooLong);
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
  /** Permissions the owner granted beyond the role's (the server always sends it; none when left out). */
  grants: z.array(GrantablePermissionSchema).optional(),
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

export const StaffLoginRequestSchema = requestBody(
  { email, password: z.string({ error: STAFF_MESSAGES.invalidCredentials }).min(1).max(256) },
  STAFF_MESSAGES.notAnObject,
);
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

/** The owner's first sign-up, from the set-up link printed at first start; and a staff member's, from an invitation. */
export const StaffLinkRequestSchema = requestBody(
  { token: linkToken, name, email: email.optional(), password },
  STAFF_MESSAGES.notAnObject,
);
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
  {
    version: z.number({ error: 'version: send the version you saw' }).int().min(0),
    role: StaffRoleSchema.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    /** The whole set of granted permissions (an empty list takes them all away). */
    grants: z
      .array(GrantablePermissionSchema, { error: 'grants must be a list of permissions' })
      .max(GRANTABLE_PERMISSIONS.length)
      .optional(),
  },
  STAFF_MESSAGES.notAnObject,
);
export type StaffUpdateRequest = z.infer<typeof StaffUpdateRequestSchema>;

export const StaffListSchema = z.object({ staff: z.array(StaffSchema) });
export const StaffParamsSchema = z.object({ id: z.string().regex(/^stf_[A-Za-z0-9_-]{16,40}$/, 'is not a staff id') });

/** "Forgot password": the same answer whether or not the e-mail has an account. */
export const StaffRecoverRequestSchema = requestBody({ email }, STAFF_MESSAGES.notAnObject);
export type StaffRecoverRequest = z.infer<typeof StaffRecoverRequestSchema>;

export const StaffResetRequestSchema = requestBody(
  { token: z.string({ error: STAFF_MESSAGES.resetTokenInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, STAFF_MESSAGES.resetTokenInvalid), password },
  STAFF_MESSAGES.notAnObject,
);
export type StaffResetRequest = z.infer<typeof StaffResetRequestSchema>;

export const StaffPasswordChangeRequestSchema = requestBody(
  {
    currentPassword: z
      .string({ error: STAFF_MESSAGES.currentPasswordWrong })
      .min(1, STAFF_MESSAGES.currentPasswordWrong)
      .max(256, STAFF_MESSAGES.currentPasswordWrong),
    password,
  },
  STAFF_MESSAGES.notAnObject,
);
export type StaffPasswordChangeRequest = z.infer<typeof StaffPasswordChangeRequestSchema>;

export const StaffMessageSchema = z.object({ message: z.string() });

/** One signed-in browser of a staff member: never its token. */
export const StaffDeviceSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on macOS": a summary of the browser's User-Agent. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  expiresAt: z.string(),
  /** The session this very call is made with. */
  current: z.boolean(),
});
export type StaffDeviceSession = z.infer<typeof StaffDeviceSessionSchema>;
export const StaffDeviceSessionListSchema = z.object({ sessions: z.array(StaffDeviceSessionSchema) });
export type StaffDeviceSessionList = z.infer<typeof StaffDeviceSessionListSchema>;
export const StaffSessionParamsSchema = z.object({ sessionId: z.uuid('is not a session id') });

/** An invitation not yet accepted, revoked or expired. */
export const StaffPendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffPendingInvitation = z.infer<typeof StaffPendingInvitationSchema>;
export const StaffPendingInvitationListSchema = z.object({ invitations: z.array(StaffPendingInvitationSchema) });
export const StaffInvitationParamsSchema = z.object({ invitationId: z.uuid('is not an invitation id') });
