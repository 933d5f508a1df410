import { randomBytes, randomInt } from 'node:crypto';
import {
  ErrorCode,
  AUTH_MESSAGES,
  recoverMessage,
  RESET_TOKEN_LIFETIME_MS,
  type ChangePasswordRequest,
  type Customer,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterRequest,
} from '@selvedge/contract';
import { hashToken, tokenExpired, type SessionStore } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { badField, badRequest, HttpError } from '../../platform/errors.js';
import { JOB_QUEUES } from '../../platform/job-queues.js';
import { defineJob, type JobQueue } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mailer.js';
import { hashPassword, verifyPassword } from '../../platform/password-hashing.js';
import type { CartService } from '../cart/cart.service.js';
import type { CustomersService } from '../customers/customers.service.js';
import type { AuthRepository } from './auth.repository.js';
import { passwordResetEmail, welcomeEmail } from './auth.emails.js';

/** The back office's reset e-mail: the customers' one in its words (used by the staff module). */
export { staffPasswordResetEmail } from './auth.emails.js';

/** `cus_` + 128 random bits (DESIGN §5: customer-facing ids are random, never sequential). */
export function newCustomerId(): string {
  return `cus_${randomBytes(16).toString('base64url')}`;
}

const resetTokenInvalid = () => badRequest(AUTH_MESSAGES.resetTokenInvalid, ErrorCode.reset_token_invalid);
const emailTaken = () => new HttpError(409, ErrorCode.email_taken, AUTH_MESSAGES.emailTaken);
/** The same answer for an unknown e-mail and a wrong password: no account enumeration. */
const invalidCredentials = () => new HttpError(401, ErrorCode.invalid_credentials, AUTH_MESSAGES.invalidCredentials);

/** A password-reset request, done in the job worker (sendPasswordReset). */
export const passwordResetJob = defineJob<{ email: string }>(JOB_QUEUES.passwordReset);

/** How long a reset request waits before the worker takes it: a random moment in this range. */
export const RESET_JOB_DELAY_MS = { min: 500, max: 2500 };

function loginResponse(customer: Customer, token: string): LoginResponse {
  return {
    token,
    id: customer.id,
    email: customer.email,
    activeCart: customer.activeCart,
    measurements: customer.measurements,
    sizeMeta: customer.sizeMeta,
    customer,
  };
}

interface Dependencies {
  repository: AuthRepository;
  sessions: SessionStore;
  customers: CustomersService;
  carts: Pick<CartService, 'ensureActiveCart'>;
  mailer: Mailer;
  jobs: Pick<JobQueue, 'enqueue'>;
  clock: Clock;
  /** The shop's origin, for the links in e-mails. */
  publicUrl: string;
}

export function createAuthService({ repository, sessions, customers, carts, mailer, jobs, clock, publicUrl }: Dependencies) {
  return {
    /** A new account, its empty cart and its first session, in one transaction. The request arrives checked and normalised. */
    async register(request: RegisterRequest): Promise<LoginResponse> {
      const passwordHash = await hashPassword(request.password);
      const at = clock.now();
      const { row, token } = await repository.transaction(async (tx) => {
        const inserted = await repository.insertCustomer(
          {
            id: newCustomerId(),
            email: request.email,
            firstName: request.firstName,
            lastName: request.lastName,
            acceptsMarketing: request.acceptsMarketing,
            passwordHash,
            at,
          },
          tx,
        );
        if (!inserted) throw emailTaken();
        await carts.ensureActiveCart(inserted.id, at, tx);
        const session = await sessions.issue(inserted.id, tx);
        // Queued in the same transaction: the welcome e-mail goes if, and only if, the account exists.
        await mailer.send(welcomeEmail({ to: inserted.email, firstName: inserted.firstName, publicUrl }), { within: tx });
        return { row: inserted, token: session.token };
      });
      return loginResponse(await customers.view(row), token);
    },

    async login(request: LoginRequest): Promise<LoginResponse> {
      const row = await repository.findByEmail(request.email);
      // Verified even when there is no account, so both failures take the same time.
      const matches = await verifyPassword(row?.passwordHash ?? null, request.password);
      if (!row || !matches) throw invalidCredentials();
      const session = await sessions.issue(row.id);
      return loginResponse(await customers.view(row), session.token);
    },

    async logout(token: string): Promise<void> {
      await sessions.revoke(token);
    },

    /**
     * Queues the request and answers the same sentence for any e-mail. Looking the e-mail up, making
     * the link and writing its e-mail all happen in the job worker (sendPasswordReset), so neither
     * this answer nor any later one tells, by its words or its timing, who has an account.
     */
    async recover(email: string): Promise<MessageResponse> {
      // It runs a moment later, picked at random, so even a worker in this process does the work at
      // a time unrelated to this answer or the next one.
      await jobs.enqueue(passwordResetJob, { email }, { delaySeconds: randomInt(RESET_JOB_DELAY_MS.min, RESET_JOB_DELAY_MS.max) / 1000 });
      return { message: recoverMessage(email) };
    },

    /**
     * The password-reset job, in the worker: for an account, a new link (the older ones stop
     * working) and its e-mail. The link and the queued e-mail are written in one transaction keyed
     * on the job, so a job run again after its process died still mails exactly one working link.
     */
    async sendPasswordReset(email: string, jobId: string): Promise<void> {
      const row = await repository.findByEmail(email);
      if (!row) return;
      const token = randomBytes(32).toString('base64url');
      const at = clock.now();
      const link = `${publicUrl}/account/reset-password?token=${token}`;
      await repository.transaction(async (tx) => {
        // The e-mail is queued first: if an earlier run of this job got that far, its link is the one
        // sent, and this run writes nothing.
        const queued = await mailer.send(passwordResetEmail({ to: row.email, firstName: row.firstName, link }), {
          within: tx,
          dedupeKey: `password-reset:${jobId}`,
        });
        if (!queued) return;
        await repository.insertPasswordReset(
          { tokenHash: hashToken(token), customerId: row.id, at, expiresAt: new Date(at.getTime() + RESET_TOKEN_LIFETIME_MS) },
          tx,
        );
      });
    },

    /** Sets a new password from an e-mailed link: the link works once, within the hour, and ends every session. */
    async resetPassword(token: string, password: string): Promise<MessageResponse> {
      const tokenHash = hashToken(token);
      // The link is checked before the password is hashed: a made-up token costs a lookup, not a hash.
      if (!(await repository.isLivePasswordReset(tokenHash, clock.now()))) throw resetTokenInvalid();
      const passwordHash = await hashPassword(password);
      const at = clock.now();
      await repository.transaction(async (tx) => {
        // Consumed in one statement: of two uses racing for one link, one wins and the other is refused here.
        const customerId = await repository.consumePasswordReset(tokenHash, at, tx);
        if (!customerId) throw resetTokenInvalid();
        await repository.setPasswordHash(customerId, passwordHash, at, tx);
        await repository.revokeSessions(customerId, at, tx);
      });
      return { message: AUTH_MESSAGES.resetDone };
    },

    /** A logged-in change: the current password must be right; every other session of the customer ends. */
    async changePassword(customerId: string, currentToken: string, request: ChangePasswordRequest): Promise<MessageResponse> {
      const row = await repository.findById(customerId);
      if (!row) throw tokenExpired();
      if (!(await verifyPassword(row.passwordHash, request.currentPassword))) {
        throw badField('currentPassword', AUTH_MESSAGES.currentPasswordWrong, ErrorCode.current_password_wrong);
      }
      const passwordHash = await hashPassword(request.password);
      const at = clock.now();
      await repository.transaction(async (tx) => {
        await repository.setPasswordHash(customerId, passwordHash, at, tx);
        await repository.revokeSessions(customerId, at, tx, hashToken(currentToken));
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
