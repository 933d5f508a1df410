import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { ErrorCode, RESET_TOKEN_LIFETIME_MS } from '@selvedge/contract';
import {
  GRANTABLE_PERMISSIONS,
  STAFF_MESSAGES,
  staffRecoverMessage,
  type GrantablePermission,
  type StaffDeviceSession,
  type StaffDeviceSessionList,
  type StaffPasswordChangeRequest,
  type StaffPendingInvitation,
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
import type { Runner } from '../../db/transaction.js';
import { hashToken, tokenExpired } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { badField, badRequest, HttpError, notFound } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/escape-html.js';
import { JOB_QUEUES } from '../../platform/job-queues.js';
import { defineJob, type JobQueue } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mailer.js';
import { hashPassword, verifyPassword } from '../../platform/password-hashing.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { RESET_JOB_DELAY_MS, staffPasswordResetEmail } from '../auth/auth.service.js';
import { describeUserAgent } from './user-agent.js';
import { newStaffId, type StaffInvitationRow, type StaffRepository, type StaffRow, type StaffSessionRow } from './staff.repository.js';

/** A staff password-reset request, done in the job worker (sendPasswordReset), as the customers'. */
export const staffPasswordResetJob = defineJob<{ email: string }>(JOB_QUEUES.staffPasswordReset);

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
    grants: grantsOf(row),
  };
}

const grantsOf = (row: Pick<StaffRow, 'grants'>): GrantablePermission[] =>
  GRANTABLE_PERMISSIONS.filter((permission) => row.grants.includes(permission));
const permissionsOf = (row: StaffRow): StaffPermission[] =>
  (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((permission) => staffMay(row.role as StaffRole, permission, row.grants));

function deviceSession(row: StaffSessionRow, currentHash: string | null): StaffDeviceSession {
  return {
    id: row.id,
    device: describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    current: row.tokenHash === currentHash,
  };
}

const pendingView = (row: StaffInvitationRow & { inviterName: string | null }): StaffPendingInvitation => ({
  id: row.id,
  email: row.email ?? '',
  role: row.role,
  invitedBy: row.inviterName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});
const actorOf = (row: StaffRow): Actor => ({ staffId: row.id, email: row.email });
const invalidCredentials = () => new HttpError(401, ErrorCode.invalid_credentials, STAFF_MESSAGES.invalidCredentials);
const linkInvalid = () => badField('token', STAFF_MESSAGES.linkInvalid, ErrorCode.link_invalid);
const resetTokenInvalid = () => badRequest(STAFF_MESSAGES.resetTokenInvalid, ErrorCode.reset_token_invalid);
const emailTaken = () =>
  new HttpError(
    409,
    ErrorCode.staff_email_taken,
    STAFF_MESSAGES.emailTaken,
    {},
    { problems: [{ path: 'email', message: STAFF_MESSAGES.emailTaken }] },
  );
/** The browser's own words, cut short: it is shown summarised, never trusted. */
const userAgentOf = (userAgent: string | undefined): string | null => (userAgent ? userAgent.slice(0, 400) : null);

export function createStaffService({
  repository,
  audit,
  mailer,
  jobs,
  clock,
  publicUrl,
}: {
  repository: StaffRepository;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  clock: Clock;
  publicUrl: string;
}) {
  async function issueSession(row: StaffRow, userAgent?: string): Promise<StaffSession> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
    await repository.insertSession({
      tokenHash: hashToken(token),
      staffId: row.id,
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
      userAgent: userAgentOf(userAgent),
    });
    await repository.touchLogin(row.id, now);
    return { token, expiresAt: expiresAt.toISOString(), ...me({ ...row, lastLoginAt: now }) };
  }

  /** A new invitation of an e-mail (older open ones of it stop working), written and e-mailed in the caller's transaction. */
  async function sendInvitation(by: StaffRow, email: string, role: StaffRole, tx: Runner): Promise<StaffInvitation> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + INVITATION_MS);
    const link = `${publicUrl}/admin/join?token=${token}`;
    await repository.revokeInvitationsOf(email, now, tx);
    await repository.insertInvitation(
      {
        tokenHash: hashToken(token),
        id: randomUUID(),
        email,
        role,
        invitedBy: by.id,
        createdAt: now,
        expiresAt,
        usedAt: null,
        revokedAt: null,
      },
      tx,
    );
    await mailer.send(
      {
        to: email,
        subject: 'You are invited to the Selvedge back office',
        text: `${by.name} has invited you to the Selvedge back office as ${role}.\n\nChoose your name and password here (the link works once, for seven days):\n${link}\n`,
        html: `<p>${escapeHtml(by.name)} has invited you to the Selvedge back office as <strong>${escapeHtml(role)}</strong>.</p><p><a href="${escapeHtml(link)}">Choose your name and password</a> (the link works once, for seven days).</p>`,
      },
      { within: tx },
    );
    return { email, role, expiresAt: expiresAt.toISOString(), link };
  }

  function me(row: StaffRow): StaffMe {
    const staff = view(row);
    return { staff, permissions: permissionsOf(row) };
  }

  async function newStaff(fields: { email: string; name: string; role: StaffRole; password: string }): Promise<StaffRow> {
    return {
      id: newStaffId(),
      email: fields.email,
      name: fields.name,
      role: fields.role,
      passwordHash: await hashPassword(fields.password),
      active: true,
      createdAt: clock.now(),
      lastLoginAt: null,
      version: 0,
      grants: [],
    };
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
          await audit.record(
            null,
            { action: 'staff.create', subjectType: 'staff', subjectId: owner.id, before: null, after: view(owner) },
            tx,
          );
          return null;
        }
        await repository.retireSetupLinks(now, tx);
        const token = randomBytes(32).toString('base64url');
        await repository.insertInvitation(
          {
            tokenHash: hashToken(token),
            id: randomUUID(),
            email: null,
            role: 'owner',
            invitedBy: null,
            createdAt: now,
            expiresAt: new Date(now.getTime() + SETUP_LINK_MS),
            usedAt: null,
            revokedAt: null,
          },
          tx,
        );
        return `${publicUrl}/admin/setup?token=${token}`;
      });
    },

    /** POST /api/admin/setup: the owner's account from the set-up link; only while the shop has no staff. */
    async setup(request: StaffLinkRequest, userAgent?: string): Promise<StaffSession> {
      if (!request.email) throw badField('email', STAFF_MESSAGES.emailInvalid, ErrorCode.invalid_input);
      const email = request.email;
      const owner = await newStaff({ email, name: request.name, role: 'owner', password: request.password });
      // Two set-ups at once: the first owner's row makes the other's count or insert fail; it is told.
      await repository
        .transaction(async (tx) => {
          if ((await repository.count(tx)) > 0) throw new HttpError(409, ErrorCode.setup_done, STAFF_MESSAGES.setupDone);
          const link = await repository.takeInvitation(hashToken(request.token), clock.now(), tx);
          if (!link || link.email !== null || link.role !== 'owner') throw linkInvalid();
          await repository.insert(owner, tx);
          await audit.record(
            actorOf(owner),
            { action: 'staff.setup', subjectType: 'staff', subjectId: owner.id, before: null, after: view(owner) },
            tx,
          );
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new HttpError(409, ErrorCode.setup_done, STAFF_MESSAGES.setupDone);
          throw error;
        });
      return issueSession(owner, userAgent);
    },

    /**
     * POST /api/admin/invitations/accept: a staff account from the owner's invitation. An e-mail
     * whose account was deactivated gets that account back, active, with the invitation's role, the
     * new name and password, and no granted permissions.
     */
    async accept(request: StaffLinkRequest, userAgent?: string): Promise<StaffSession> {
      const pending = await newStaff({ email: 'pending', name: request.name, role: 'workroom', password: request.password });
      // Two invitations of one e-mail accepted at once: the unique e-mail lets one in, the other is told.
      const joined = await repository
        .transaction(async (tx) => {
          const link = await repository.takeInvitation(hashToken(request.token), clock.now(), tx);
          if (!link || link.email === null) throw linkInvalid();
          const existing = await repository.byEmail(link.email, tx);
          if (existing?.active) throw new HttpError(409, ErrorCode.staff_email_taken, STAFF_MESSAGES.emailTaken);
          if (existing) {
            const back = await repository.update(
              existing.id,
              existing.version,
              { active: true, role: link.role, name: pending.name, passwordHash: pending.passwordHash, grants: [] },
              tx,
            );
            if (!back) throw new HttpError(409, ErrorCode.stale_edit, STAFF_MESSAGES.stale);
            await audit.record(
              actorOf(back),
              { action: 'staff.rejoin', subjectType: 'staff', subjectId: back.id, before: view(existing), after: view(back) },
              tx,
            );
            return back;
          }
          const row: StaffRow = { ...pending, email: link.email, role: link.role };
          await repository.insert(row, tx);
          await audit.record(
            actorOf(row),
            { action: 'staff.join', subjectType: 'staff', subjectId: row.id, before: null, after: view(row) },
            tx,
          );
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new HttpError(409, ErrorCode.staff_email_taken, STAFF_MESSAGES.emailTaken);
          throw error;
        });
      return issueSession(joined, userAgent);
    },

    /** The same 401 for an unknown e-mail, a wrong password and a deactivated account (each verified, so they take the same time). */
    async login(request: StaffLoginRequest, userAgent?: string): Promise<StaffSession> {
      const row = await repository.byEmail(request.email.trim().toLowerCase());
      const matches = await verifyPassword(row?.passwordHash ?? null, request.password);
      if (!row || !matches || !row.active) throw invalidCredentials();
      return issueSession(row, userAgent);
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

    /**
     * POST /api/admin/staff/invitations (owner): a one-time link for seven days, e-mailed to the
     * person; an earlier open invitation of the e-mail stops working. A deactivated account's e-mail
     * may be invited again (accepting it reactivates the account).
     */
    async invite(by: StaffRow, request: StaffInviteRequest): Promise<StaffInvitation> {
      if ((await repository.byEmail(request.email))?.active) throw emailTaken();
      return repository.transaction(async (tx) => {
        const invitation = await sendInvitation(by, request.email, request.role, tx);
        await audit.record(
          actorOf(by),
          {
            action: 'staff.invite',
            subjectType: 'invitation',
            subjectId: request.email,
            before: null,
            after: { email: request.email, role: request.role, expiresAt: invitation.expiresAt },
          },
          tx,
        );
        return invitation;
      });
    },

    /** GET /api/admin/staff/invitations (owner): the invitations still open. */
    async pendingInvitations(): Promise<{ invitations: StaffPendingInvitation[] }> {
      return { invitations: (await repository.pendingInvitations(clock.now())).map(pendingView) };
    },

    /** POST /api/admin/staff/invitations/{id}/resend (owner): a new link e-mailed; the old one stops working. */
    async resendInvitation(by: StaffRow, id: string): Promise<StaffInvitation> {
      return repository.transaction(async (tx) => {
        const old = await repository.revokeInvitation(id, clock.now(), tx);
        if (!old?.email) throw notFound(STAFF_MESSAGES.noSuchInvitation, ErrorCode.not_found);
        if ((await repository.byEmail(old.email, tx))?.active) throw emailTaken();
        const invitation = await sendInvitation(by, old.email, old.role, tx);
        await audit.record(
          actorOf(by),
          {
            action: 'staff.invite_resend',
            subjectType: 'invitation',
            subjectId: old.email,
            before: { email: old.email, role: old.role, expiresAt: old.expiresAt.toISOString() },
            after: { email: old.email, role: old.role, expiresAt: invitation.expiresAt },
          },
          tx,
        );
        return invitation;
      });
    },

    /** DELETE /api/admin/staff/invitations/{id} (owner): the link stops working. */
    async revokeInvitation(by: StaffRow, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        const old = await repository.revokeInvitation(id, clock.now(), tx);
        if (!old?.email) throw notFound(STAFF_MESSAGES.noSuchInvitation, ErrorCode.not_found);
        await audit.record(
          actorOf(by),
          {
            action: 'staff.invite_revoke',
            subjectType: 'invitation',
            subjectId: old.email,
            before: { email: old.email, role: old.role, expiresAt: old.expiresAt.toISOString() },
            after: null,
          },
          tx,
        );
      });
    },

    /**
     * PATCH /api/admin/staff/{id} (owner): role or active, from the version the owner saw (a stale
     * edit is a 409). The shop always keeps an active owner; a deactivated account's sessions end.
     */
    async update(by: StaffRow, id: string, request: StaffUpdateRequest): Promise<Staff> {
      return repository.transaction(async (tx) => {
        const before = await repository.byId(id, tx, true);
        if (!before) throw notFound('No such staff member.', ErrorCode.not_found);
        if (before.version !== request.version)
          throw new HttpError(409, ErrorCode.stale_edit, STAFF_MESSAGES.stale, {}, { current: view(before) });
        const losesOwner =
          before.role === 'owner' &&
          before.active &&
          ((request.role !== undefined && request.role !== 'owner') || request.active === false);
        if (losesOwner && (await repository.otherActiveOwners(id, tx)) === 0)
          throw new HttpError(409, ErrorCode.last_owner, STAFF_MESSAGES.lastOwner);
        const changes = {
          ...(request.role === undefined ? {} : { role: request.role }),
          ...(request.active === undefined ? {} : { active: request.active }),
          ...(request.grants === undefined
            ? {}
            : { grants: GRANTABLE_PERMISSIONS.filter((permission) => request.grants?.includes(permission)) }),
        };
        const after = await repository.update(id, request.version, changes, tx);
        if (!after) throw new HttpError(409, ErrorCode.stale_edit, STAFF_MESSAGES.stale);
        if (before.active && !after.active) await repository.revokeSessionsOf(id, clock.now(), tx);
        const grantsChanged = grantsOf(before).join() !== grantsOf(after).join();
        const action = grantsChanged && request.role === undefined && request.active === undefined ? 'staff.grant' : 'staff.update';
        await audit.record(actorOf(by), { action, subjectType: 'staff', subjectId: id, before: view(before), after: view(after) }, tx);
        return view(after);
      });
    },

    /**
     * POST /api/admin/auth/recover: queues the request and answers the same sentence for any e-mail
     * (the customers' flow: the look-up and the e-mail happen in the job worker, a moment later).
     */
    async recover(email: string): Promise<{ message: string }> {
      await jobs.enqueue(
        staffPasswordResetJob,
        { email },
        { delaySeconds: randomInt(RESET_JOB_DELAY_MS.min, RESET_JOB_DELAY_MS.max) / 1000 },
      );
      return { message: staffRecoverMessage(email) };
    },

    /** The reset job, in the worker: for an active staff account, a new one-hour link (older ones stop working) and its e-mail, in one transaction keyed on the job. */
    async sendPasswordReset(email: string, jobId: string): Promise<void> {
      const row = await repository.byEmail(email);
      if (!row?.active) return;
      const token = randomBytes(32).toString('base64url');
      const at = clock.now();
      const link = `${publicUrl}/admin/reset-password?token=${token}`;
      await repository.transaction(async (tx) => {
        const queued = await mailer.send(staffPasswordResetEmail({ to: row.email, name: row.name, link }), {
          within: tx,
          dedupeKey: `staff-password-reset:${jobId}`,
        });
        if (!queued) return;
        await repository.insertPasswordReset(
          { tokenHash: hashToken(token), staffId: row.id, at, expiresAt: new Date(at.getTime() + RESET_TOKEN_LIFETIME_MS) },
          tx,
        );
      });
    },

    /** POST /api/admin/auth/password-reset: a new password from an e-mailed link; the link works once, within the hour, and ends every session. */
    async resetPassword(token: string, password: string): Promise<{ message: string }> {
      const tokenHash = hashToken(token);
      if (!(await repository.isLivePasswordReset(tokenHash, clock.now()))) throw resetTokenInvalid();
      const passwordHash = await hashPassword(password);
      const at = clock.now();
      await repository.transaction(async (tx) => {
        const staffId = await repository.consumePasswordReset(tokenHash, at, tx);
        if (!staffId) throw resetTokenInvalid();
        const row = await repository.byId(staffId, tx);
        if (!row?.active) throw resetTokenInvalid();
        await repository.setPasswordHash(staffId, passwordHash, tx);
        await repository.revokeSessionsOf(staffId, at, tx);
        await audit.record(
          actorOf(row),
          { action: 'staff.password_reset', subjectType: 'staff', subjectId: staffId, before: null, after: null },
          tx,
        );
      });
      return { message: STAFF_MESSAGES.resetDone };
    },

    /** PATCH /api/admin/auth/password: the current password must be right; every other session of the staff member ends. */
    async changePassword(me: StaffRow, currentToken: string, request: StaffPasswordChangeRequest): Promise<{ message: string }> {
      const row = await repository.byId(me.id);
      if (!row) throw tokenExpired();
      if (!(await verifyPassword(row.passwordHash, request.currentPassword))) {
        throw badField('currentPassword', STAFF_MESSAGES.currentPasswordWrong, ErrorCode.current_password_wrong);
      }
      const passwordHash = await hashPassword(request.password);
      const at = clock.now();
      await repository.transaction(async (tx) => {
        await repository.setPasswordHash(row.id, passwordHash, tx);
        await repository.revokeSessionsOf(row.id, at, tx, hashToken(currentToken));
        await audit.record(
          actorOf(row),
          { action: 'staff.password_change', subjectType: 'staff', subjectId: row.id, before: null, after: null },
          tx,
        );
      });
      return { message: STAFF_MESSAGES.passwordChanged };
    },

    /** GET /api/admin/auth/sessions, and the owner's GET /api/admin/staff/{id}/sessions: live sessions, never their tokens. */
    async sessionsOf(staffId: string, currentToken: string): Promise<StaffDeviceSessionList> {
      if (!(await repository.byId(staffId))) throw notFound('No such staff member.', ErrorCode.not_found);
      const currentHash = hashToken(currentToken);
      return { sessions: (await repository.liveSessionsOf(staffId, clock.now())).map((row) => deviceSession(row, currentHash)) };
    },

    /** DELETE /api/admin/auth/sessions/{id}: one of the caller's own sessions ends (another's is a 404, as if it did not exist). */
    async revokeOwnSession(me: StaffRow, sessionId: string): Promise<void> {
      if (!(await repository.revokeSessionOf(me.id, sessionId, clock.now())))
        throw notFound(STAFF_MESSAGES.noSuchSession, ErrorCode.not_found);
    },

    /** POST /api/admin/auth/sessions/end-others: every session of the caller but this one ends. */
    async revokeOtherSessions(me: StaffRow, currentToken: string): Promise<{ ended: number }> {
      return { ended: await repository.revokeSessionsOf(me.id, clock.now(), undefined, hashToken(currentToken)) };
    },

    /** POST /api/admin/staff/{id}/sessions/end (owner): every session of a staff member ends; audited. */
    async endSessionsOf(by: StaffRow, staffId: string): Promise<{ ended: number }> {
      return repository.transaction(async (tx) => {
        const row = await repository.byId(staffId, tx);
        if (!row) throw notFound('No such staff member.', ErrorCode.not_found);
        const ended = await repository.revokeSessionsOf(staffId, clock.now(), tx);
        await audit.record(
          actorOf(by),
          { action: 'staff.sessions_end', subjectType: 'staff', subjectId: staffId, before: null, after: { ended } },
          tx,
        );
        return { ended };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
