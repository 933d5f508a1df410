import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { customers, passwordResets, sessions } from '../../db/schema.js';

export type CustomerRow = typeof customers.$inferSelect;

export interface CustomerWrite {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  acceptsMarketing: boolean;
  passwordHash: string;
  at: Date;
}

export function createAuthRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes is kept, or nothing. */
    transaction: transaction(db),

    /**
     * Adds a customer unless the e-mail already has an account; null then. One statement on the
     * unique index, so two registrations racing for one address make one account.
     */
    async insertCustomer(customer: CustomerWrite, writer: Runner = db): Promise<CustomerRow | null> {
      const [row] = await writer
        .insert(customers)
        .values({
          id: customer.id,
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          acceptsMarketing: customer.acceptsMarketing,
          passwordHash: customer.passwordHash,
          createdAt: customer.at,
          updatedAt: customer.at,
        })
        .onConflictDoNothing({ target: customers.email })
        .returning();
      return row ?? null;
    },

    async findByEmail(email: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
      return row ?? null;
    },

    /**
     * A new reset link for the customer; any older unused link stops working (only the newest works).
     * In the caller's transaction, which also queues the link's e-mail.
     */
    async insertPasswordReset(reset: { tokenHash: string; customerId: string; at: Date; expiresAt: Date }, runner: Runner): Promise<void> {
      await runner
        .update(passwordResets)
        .set({ usedAt: reset.at })
        .where(and(eq(passwordResets.customerId, reset.customerId), isNull(passwordResets.usedAt)));
      await runner
        .insert(passwordResets)
        .values({ tokenHash: reset.tokenHash, customerId: reset.customerId, createdAt: reset.at, expiresAt: reset.expiresAt });
    },

    /** Whether a reset link is unused and unexpired; reading only (it is consumed by consumePasswordReset). */
    async isLivePasswordReset(tokenHash: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ customerId: passwordResets.customerId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Marks a live reset link used and gives its customer, or null when the link is unknown, used
     * or expired. One statement: two uses racing for one link get one customer between them.
     */
    async consumePasswordReset(tokenHash: string, at: Date, runner: Runner): Promise<string | null> {
      const [row] = await runner
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
        .returning({ customerId: passwordResets.customerId });
      return row?.customerId ?? null;
    },

    async setPasswordHash(customerId: string, passwordHash: string, at: Date, runner: Runner = db): Promise<void> {
      await runner.update(customers).set({ passwordHash, updatedAt: at }).where(eq(customers.id, customerId));
    },

    /** Ends every live session of the customer (after a password change or reset). */
    async revokeSessions(customerId: string, at: Date, runner: Runner = db, keepTokenHash?: string): Promise<void> {
      const live = and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt));
      await runner
        .update(sessions)
        .set({ revokedAt: at })
        .where(keepTokenHash ? and(live, ne(sessions.tokenHash, keepTokenHash)) : live);
    },

    async findById(id: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
