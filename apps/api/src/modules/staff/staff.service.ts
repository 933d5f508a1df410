import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@selvedge/contract';
import {
  STAFF_MESSAGES,
  STAFF_PERMISSIONS,
  staffMay,
  type Staff,
  type StaffInvitation,
  type StaffInviteRequest,
  type StaffLinkRequest,
  type StaffLoginRequest,
  type StaffMe,
  type StaffPermission,
  type StaffRole,
  type StaffSession,
  type StaffUpdateRequest,
} from '@selvedge/contract/admin';
import { isUniqueViolation } from '../../db/database-errors.js';
import { hashToken } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/escape-html.js';
import type { Mailer } from '../../platform/mailer.js';
import { hashPassword, verifyPassword } from '../../platform/password-hashing.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { newStaffId, type StaffRepository, type StaffRow } from './staff.repository.js';

/** A staff session lasts a working day; the back office can refund money. */
const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;
const SETUP_LINK_MS = 24 * 60 * 60 * 1000;
const INVITATION_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A staff row as the audit log and the answers show it: never the password's hash. */
function view(row: StaffRow): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    version: row.version,
  };
}

const permissionsOf = (role: StaffRole): StaffPermission[] => (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) => staffMay(role, permission));
const actorOf = (row: StaffRow): Actor => ({ staffId: row.id, email: row.email });
const invalidCredentials = () => new HttpError(401, ErrorCode.invalid_credentials, STAFF_MESSAGES.invalidCredentials);
const linkInvalid = () => badField('token', STAFF_MESSAGES.linkInvalid, ErrorCode.link_invalid);

export function createStaffService({
  repository,
  audit,
  mailer,
  clock,
  publicUrl,
}: {
  repository: StaffRepository;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  publicUrl: string;
}) {
  async function issueSession(row: StaffRow): Promise<StaffSession> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
    await repository.insertSession({ tokenHash: hashToken(token), staffId: row.id, createdAt: now, expiresAt });
    await repository.touchLogin(row.id, now);
    return { token, expiresAt: expiresAt.toISOString(), ...me({ ...row, lastLoginAt: now }) };
  }

  function me(row: StaffRow): StaffMe {
    const staff = view(row);
    return { staff, permissions: permissionsOf(staff.role) };
  }

  async function newStaff(fields: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffRow> {
    return { id: newStaffId(), email: fields.email, name: fields.name, role: fields.role, passwordHash: await hashPassword(fields.password), active: true, createdAt: clock.now(), lastLoginAt: null, version: 0 };
  }

  return {
    /**
     * At start: a shop with no staff gets its owner from ADMIN_EMAIL/ADMIN_PASSWORD, or a one-time
     * set-up link (24 hours; a later start makes a new one and the older stops working). Answers
     * the link to print, or null when there is nothing to set up.
     */
    async ensureOwner(admin: { email: string; password: string } | null): Promise<string | null> {
      return repository.transaction(async (tx) => {
        if ((await repository.count(tx)) > 0) return null;
        const now = clock.now();
        if (admin) {
          const owner = await newStaff({ email: admin.email.trim().toLowerCase(), name: 'Owner', role: 'owner', password: admin.password });
          await repository.insert(owner, tx);
          await audit.record(null, { action: 'staff.create', subjectType: 'staff', subjectId: owner.id, before: null, after: view(owner) }, tx);
          return null;
        }
        await repository.retireSetupLinks(now, tx);
        const token = randomBytes(32).toString('base64url');
        await repository.insertInvitation({ tokenHash: hashToken(token), email: null, role: 'owner', invitedBy: null, createdAt: now, expiresAt: new Date(now.getTime() + SETUP_LINK_MS), usedAt: null }, tx);
        return `${publicUrl}/admin/setup?token=${token}`;
      });
    },

    /** POST /api/admin/setup: the owner's account from the set-up link; only while the shop has no staff. */
    async setup(request: StaffLinkRequest): Promise<StaffSession> {
      if (!request.email) throw badField('email', STAFF_MESSAGES.emailInvalid, ErrorCode.invalid_input);
      const email = request.email;
      const owner = await newStaff({ email, name: request.name, role: 'owner', password: request.password });
      // Two set-ups at once: the first owner's row makes the other's count or insert fail; it is told.
      await repository.transaction(async (tx) => {
        if ((await repository.count(tx)) > 0) throw new HttpError(409, ErrorCode.setup_done, STAFF_MESSAGES.setupDone);
        const link = await repository.takeInvitation(hashToken(request.token), clock.now(), tx);
        if (!link || link.email !== null || link.role !== 'owner') throw linkInvalid();
        await repository.insert(owner, tx);
        await audit.record(actorOf(owner), { action: 'staff.setup', subjectType: 'staff', subjectId: owner.id, before: null, after: view(owner) }, tx);
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, ErrorCode.setup_done, STAFF_MESSAGES.setupDone);
        throw error;
      });
      return issueSession(owner);
    },

    /** POST /api/admin/invitations/accept: a staff account from the owner's invitation. */
    async accept(request: StaffLinkRequest): Promise<StaffSession> {
      const pending = await newStaff({ email: 'pending', name: request.name, role: 'workroom', password: request.password });
      // Two invitations of one e-mail accepted at once: the unique e-mail lets one in, the other is told.
      const created = await repository.transaction(async (tx) => {
        const link = await repository.takeInvitation(hashToken(request.token), clock.now(), tx);
        if (!link || link.email === null) throw linkInvalid();
        if (await repository.byEmail(link.email, tx)) throw new HttpError(409, ErrorCode.staff_email_taken, STAFF_MESSAGES.emailTaken);
        const row: StaffRow = { ...pending, email: link.email, role: link.role };
        await repository.insert(row, tx);
        await audit.record(actorOf(row), { action: 'staff.join', subjectType: 'staff', subjectId: row.id, before: null, after: view(row) }, tx);
        return row;
      }).catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new HttpError(409, ErrorCode.staff_email_taken, STAFF_MESSAGES.emailTaken);
        throw error;
      });
      return issueSession(created);
    },

    /** The same 401 for an unknown e-mail, a wrong password and a deactivated account (each verified, so they take the same time). */
    async login(request: StaffLoginRequest): Promise<StaffSession> {
      const row = await repository.byEmail(request.email.trim().toLowerCase());
      const matches = await verifyPassword(row?.passwordHash ?? null, request.password);
      if (!row || !matches || !row.active) throw invalidCredentials();
      return issueSession(row);
    },

    async logout(token: string): Promise<void> {
      await repository.revokeSession(hashToken(token), clock.now());
    },

    /** The staff member a token belongs to (active, session live), or null. */
    async resolve(token: string): Promise<StaffRow | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      return repository.liveSession(hashToken(token), clock.now());
    },

    me,

    async list(): Promise<{ staff: Staff[] }> {
      return { staff: (await repository.list()).map(view) };
    },

    /** POST /api/admin/staff/invitations (owner): a one-time link for seven days, e-mailed to the person. */
    async invite(by: StaffRow, request: StaffInviteRequest): Promise<StaffInvitation> {
      if (await repository.byEmail(request.email)) throw new HttpError(409, ErrorCode.staff_email_taken, STAFF_MESSAGES.emailTaken, {}, { problems: [{ path: 'email', message: STAFF_MESSAGES.emailTaken }] });
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + INVITATION_MS);
      const link = `${publicUrl}/admin/join?token=${token}`;
      await repository.transaction(async (tx) => {
        await repository.insertInvitation({ tokenHash: hashToken(token), email: request.email, role: request.role, invitedBy: by.id, createdAt: now, expiresAt, usedAt: null }, tx);
        await audit.record(actorOf(by), { action: 'staff.invite', subjectType: 'invitation', subjectId: request.email, before: null, after: { email: request.email, role: request.role, expiresAt: expiresAt.toISOString() } }, tx);
        await mailer.send(
          {
            to: request.email,
            subject: 'You are invited to the Selvedge back office',
            text: `${by.name} has invited you to the Selvedge back office as ${request.role}.\n\nChoose your name and password here (the link works once, for seven days):\n${link}\n`,
            html: `<p>${escapeHtml(by.name)} has invited you to the Selvedge back office as <strong>${escapeHtml(request.role)}</strong>.</p><p><a href="${escapeHtml(link)}">Choose your name and password</a> (the link works once, for seven days).</p>`,
          },
          { within: tx },
        );
      });
      return { email: request.email, role: request.role, expiresAt: expiresAt.toISOString(), link };
    },

    /**
     * PATCH /api/admin/staff/{id} (owner): role or active, from the version the owner saw (a stale
     * edit is a 409). The shop always keeps an active owner; a deactivated account's sessions end.
     */
    async update(by: StaffRow, id: string, request: StaffUpdateRequest): Promise<Staff> {
      return repository.transaction(async (tx) => {
        const before = await repository.byId(id, tx, true);
        if (!before) throw notFound('No such staff member.', ErrorCode.not_found);
        if (before.version !== request.version) throw new HttpError(409, ErrorCode.stale_edit, STAFF_MESSAGES.stale, {}, { current: view(before) });
        const losesOwner = before.role === 'owner' && before.active && ((request.role !== undefined && request.role !== 'owner') || request.active === false);
        if (losesOwner && (await repository.otherActiveOwners(id, tx)) === 0) throw new HttpError(409, ErrorCode.last_owner, STAFF_MESSAGES.lastOwner);
        const changes = { ...(request.role === undefined ? {} : { role: request.role }), ...(request.active === undefined ? {} : { active: request.active }) };
        const after = await repository.update(id, request.version, changes, tx);
        if (!after) throw new HttpError(409, ErrorCode.stale_edit, STAFF_MESSAGES.stale);
        if (before.active && !after.active) await repository.revokeSessionsOf(id, clock.now(), tx);
        await audit.record(actorOf(by), { action: 'staff.update', subjectType: 'staff', subjectId: id, before: view(before), after: view(after) }, tx);
        return view(after);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
