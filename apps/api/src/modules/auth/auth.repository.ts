import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { customers } from '../../db/schema.js';

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

/** `db` itself or a transaction on it. */
type Writer = Pick<Database, 'insert'>;

export function createAuthRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes is kept, or nothing. */
    transaction: <T>(work: (tx: Writer) => Promise<T>) => db.transaction((tx) => work(tx)),

    /**
     * Adds a customer unless the e-mail already has an account; null then. One statement on the
     * unique index, so two registrations racing for one address make one account.
     */
    async insertCustomer(customer: CustomerWrite, writer: Writer = db): Promise<CustomerRow | null> {
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

    async findById(id: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
      return row ?? null;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
