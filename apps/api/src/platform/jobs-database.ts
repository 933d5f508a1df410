/**
 * pg-boss's `db` option on either database the shop runs on. pg-boss sends two kinds of SQL: one
 * statement with `$n` parameters (send, fetch, complete, fail), and, without parameters, texts of
 * several statements (its installation, and its maintenance wrapped in BEGIN ... COMMIT). `pg`
 * takes both through `query`; PGlite's `query` takes one parameterised statement and its `exec`
 * takes several statements without parameters, so the adapter picks by whether there are values.
 */

/** What pg-boss calls on its `db` option. */
export interface JobsDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface QueryClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

interface PgliteClient extends QueryClient {
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}

function rowsOf(result: unknown): { rows: unknown[] } {
  // `pg` answers a text of several statements with one result per statement: pg-boss reads none of them.
  const last: unknown = Array.isArray(result) ? result.at(-1) : result;
  return last && typeof last === 'object' && 'rows' in last ? (last as { rows: unknown[] }) : { rows: [] };
}

/**
 * The driver client behind a Drizzle database (`db.$client`: a PGlite or a `pg` pool) or behind a
 * Drizzle transaction (its session's client: a PGlite transaction or a `pg` pool client), so that
 * a job can be enqueued inside the transaction that makes it necessary.
 */
function clientOf(source: object): QueryClient {
  const holder = source as { $client?: unknown; session?: { client?: unknown } };
  const client = holder.$client ?? holder.session?.client;
  if (!client || typeof (client as QueryClient).query !== 'function') {
    throw new Error('The job queue needs a Drizzle database or transaction on PGlite or pg');
  }
  return client as QueryClient;
}

export function jobsDatabaseFor(source: object): JobsDatabase {
  const client = clientOf(source);
  if (typeof (client as PgliteClient).exec !== 'function') {
    return { executeSql: async (text, values) => rowsOf(await client.query(text, values)) };
  }
  const pglite = client as PgliteClient;
  // A PGlite transaction (inside Drizzle's) has no `transaction` of its own: it is never rolled back from here.
  const ownsTransactions = typeof (client as { transaction?: unknown }).transaction === 'function';
  return {
    async executeSql(text, values) {
      if (values !== undefined) return rowsOf(await pglite.query(text, values));
      try {
        return rowsOf(await pglite.exec(text));
      } catch (error) {
        // A statement that fails inside pg-boss's BEGIN ... COMMIT leaves that transaction open and
        // aborted on PGlite's only connection, and every later query would fail: end it here.
        if (ownsTransactions) await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}
