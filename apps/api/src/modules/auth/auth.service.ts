import { randomBytes } from 'node:crypto';
import {
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
import { badRequest, HttpError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import { hashPassword, verifyPassword } from '../../platform/password-hashing.js';
import type { CartRepository } from '../cart/cart.repository.js';
import type { CustomersService } from '../customers/customers.service.js';
import type { AuthRepository } from './auth.repository.js';
import { passwordResetEmail, welcomeEmail } from './auth.emails.js';

/** `cus_` + 128 random bits (DESIGN §5: customer-facing ids are random, never sequential). */
export function newCustomerId(): string {
  return `cus_${randomBytes(16).toString('base64url')}`;
}

const emailTaken = () => new HttpError(409, 'email_taken', AUTH_MESSAGES.emailTaken);
/** The same answer for an unknown e-mail and a wrong password: no account enumeration. */
const invalidCredentials = () => new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);

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
  carts: CartRepository;
  mailer: Mailer;
  clock: Clock;
  /** The shop's origin, for the links in e-mails. */
  publicUrl: string;
  log?: { error(object: unknown, message: string): void } | undefined;
}

export function createAuthService({ repository, sessions, customers, carts, mailer, clock, publicUrl, log }: Dependencies) {
  /** Work done after the answer has gone, so its duration tells a caller nothing. */
  const background = new Set<Promise<void>>();
  function inBackground(work: () => Promise<void>): void {
    const job = work()
      .catch((error: unknown) => log?.error({ err: error }, 'background account work failed'))
      .finally(() => background.delete(job));
    background.add(job);
  }

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
        return { row: inserted, token: session.token };
      });
      mailer.send(welcomeEmail({ to: row.email, firstName: row.firstName, publicUrl }));
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
     * Sends a reset link when the e-mail has an account. The answer is the same sentence either way
     * and is given before any of that work, so neither its words nor its timing tell who has an account.
     */
    recover(email: string): MessageResponse {
      inBackground(async () => {
        const row = await repository.findByEmail(email);
        if (!row) return;
        const token = randomBytes(32).toString('base64url');
        const at = clock.now();
        await repository.insertPasswordReset({
          tokenHash: hashToken(token),
          customerId: row.id,
          at,
          expiresAt: new Date(at.getTime() + RESET_TOKEN_LIFETIME_MS),
        });
        const link = `${publicUrl}/account/reset-password?token=${token}`;
        mailer.send(passwordResetEmail({ to: row.email, firstName: row.firstName, link }));
      });
      return { message: recoverMessage(email) };
    },

    /** Sets a new password from an e-mailed link: the link works once, within the hour, and ends every session. */
    async resetPassword(token: string, password: string): Promise<MessageResponse> {
      const passwordHash = await hashPassword(password);
      const at = clock.now();
      await repository.transaction(async (tx) => {
        const customerId = await repository.consumePasswordReset(hashToken(token), at, tx);
        if (!customerId) throw badRequest(AUTH_MESSAGES.resetTokenInvalid, 'reset_token_invalid');
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
        throw badRequest(AUTH_MESSAGES.currentPasswordWrong, 'current_password_wrong');
      }
      const passwordHash = await hashPassword(request.password);
      const at = clock.now();
      await repository.transaction(async (tx) => {
        await repository.setPasswordHash(customerId, passwordHash, at, tx);
        await repository.revokeSessions(customerId, at, tx, hashToken(currentToken));
      });
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    /** Resolves when background work (reset links, mail) is done: for tests and shutdown. */
    async idle(): Promise<void> {
      while (background.size > 0) await Promise.all([...background]);
      await mailer.idle();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
