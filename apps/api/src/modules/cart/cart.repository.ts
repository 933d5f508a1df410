import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import type { Runner } from '../../db/transaction.js';
import { carts, customers } from '../../db/schema.js';

export type CartRow = typeof carts.$inferSelect;

/** `crt_` + 128 random bits (DESIGN §5: cart ids are random, never sequential or UUIDv4). */
export function newCartId(): string {
  return `crt_${randomBytes(16).toString('base64url')}`;
}


export function createCartRepository(db: Database) {
  return {
    async findById(id: string): Promise<CartRow | null> {
      const [row] = await db.select().from(carts).where(eq(carts.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * The customer's active cart id, made (empty) when the customer has none or has checked it
     * out (SPEC §4 Startup). Safe under concurrency: the link is set only where none is set, and
     * a loser of that race removes its own cart and takes the winner's.
     */
    async ensureActiveCart(customerId: string, at: Date, runner: Runner = db): Promise<string> {
      const [customer] = await runner
        .select({ activeCartId: customers.activeCartId, completedAt: carts.completedAt })
        .from(customers)
        .leftJoin(carts, eq(carts.id, customers.activeCartId))
        .where(eq(customers.id, customerId))
        .limit(1);
      if (!customer) throw new Error(`no customer ${customerId}`);
      if (customer.activeCartId && customer.completedAt === null) return customer.activeCartId;

      const id = newCartId();
      await runner.insert(carts).values({ id, customerId, currencyCode: 'SGD', createdAt: at, updatedAt: at });
      const previous = customer.activeCartId;
      const linked = await runner
        .update(customers)
        .set({ activeCartId: id })
        .where(and(eq(customers.id, customerId), previous ? eq(customers.activeCartId, previous) : isNull(customers.activeCartId)))
        .returning({ id: customers.id });
      if (linked.length > 0) return id;
      await runner.delete(carts).where(eq(carts.id, id));
      return this.ensureActiveCart(customerId, at, runner);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
