import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type Customer, type LoginRequest, type LoginResponse, type RegisterRequest } from '@selvedge/contract';
import { tokenExpired, type SessionStore } from '../../platform/authentication.js';
import type { Clock } from '../../platform/clock.js';
import { HttpError } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/password-hashing.js';
import type { AuthRepository, CustomerRow } from './auth.repository.js';

/** `cus_` + 128 random bits (DESIGN §5: customer-facing ids are random, never sequential). */
export function newCustomerId(): string {
  return `cus_${randomBytes(16).toString('base64url')}`;
}

const emailTaken = () => new HttpError(409, 'email_taken', AUTH_MESSAGES.emailTaken);
/** The same answer for an unknown e-mail and a wrong password: no account enumeration. */
const invalidCredentials = () => new HttpError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);

/** The customer as the API shows it. activeCart and measurements wait for the cart and sizing work. */
function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    acceptsMarketing: row.acceptsMarketing,
    activeCart: null,
    measurements: {},
  };
}

function loginResponse(row: CustomerRow, token: string): LoginResponse {
  const customer = toCustomer(row);
  return { token, id: customer.id, email: customer.email, activeCart: customer.activeCart, measurements: customer.measurements, customer };
}

export function createAuthService({ repository, sessions, clock }: { repository: AuthRepository; sessions: SessionStore; clock: Clock }) {
  return {
    /** A new account and its first session, in one transaction. The request arrives checked and normalised. */
    async register(request: RegisterRequest): Promise<LoginResponse> {
      const passwordHash = await hashPassword(request.password);
      return repository.transaction(async (tx) => {
        const row = await repository.insertCustomer(
          {
            id: newCustomerId(),
            email: request.email,
            firstName: request.firstName,
            lastName: request.lastName,
            acceptsMarketing: request.acceptsMarketing,
            passwordHash,
            at: clock.now(),
          },
          tx,
        );
        if (!row) throw emailTaken();
        const session = await sessions.issue(row.id, tx);
        return loginResponse(row, session.token);
      });
    },

    async login(request: LoginRequest): Promise<LoginResponse> {
      const row = await repository.findByEmail(request.email);
      // Verified even when there is no account, so both failures take the same time.
      const matches = await verifyPassword(row?.passwordHash ?? null, request.password);
      if (!row || !matches) throw invalidCredentials();
      const session = await sessions.issue(row.id);
      return loginResponse(row, session.token);
    },

    async logout(token: string): Promise<void> {
      await sessions.revoke(token);
    },

    /** The session's customer; one deleted since the session began is an expired session. */
    async customer(customerId: string): Promise<Customer> {
      const row = await repository.findById(customerId);
      if (!row) throw tokenExpired();
      return toCustomer(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
