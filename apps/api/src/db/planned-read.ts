import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './connection.js';

/** A read of one text parameter (`$1`), planned once per connection: its rows, as the driver gives them. */
export type PlannedRead<Row> = (param: string) => Promise<Row[]>;

/** Postgres's error for a prepared statement that is not there (the session was reset). */
const NO_SUCH_STATEMENT = '26000';
/** ...and for one made already under the name (another read made on the same connection made it). */
const STATEMENT_EXISTS = '42P05';

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** A text as an SQL string literal (standard_conforming_strings is on, as by default: only the quote is special). */
function literal(text: string): string {
  if (text.includes('\0')) throw new Error('a text with a NUL character cannot be a statement parameter');
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * A hot read (`text`, taking one text parameter `$1`) that the database plans once per connection
 * instead of at every call. On Postgres, node-postgres's named statement (parsed once on each of the
 * pool's connections). On the embedded PGlite, whose driver sends every statement unnamed, so that
 * each call is planned again (for the checkout's read, every table's and index's size looked up
 * through the file system: more than running it), an SQL `PREPARE` on its one connection and an
 * `EXECUTE` with the parameter as a literal, sent by the simple protocol; made again if the session
 * lost it.
 */
export function plannedRead<Row extends object>(db: Database, name: string, text: string): PlannedRead<Row> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite)) {
    const pool = client as pg.Pool;
    return async (param) => (await pool.query<Row>({ name, text, values: [param] })).rows;
  }
  let prepared: Promise<void> | null = null;
  const prepare = () =>
    (prepared ??= client.exec(`PREPARE ${name}(text) AS ${text}`).then(
      () => undefined,
      (error: unknown) => {
        if (codeOf(error) === STATEMENT_EXISTS) return;
        prepared = null;
        throw error;
      },
    ));
  // The simple protocol: one message and its answer, where a query with parameters takes five.
  const execute = async (param: string) => ((await client.exec(`EXECUTE ${name}(${literal(param)})`))[0]?.rows ?? []) as Row[];
  return async (param) => {
    await prepare();
    try {
      return await execute(param);
    } catch (error) {
      if (codeOf(error) !== NO_SUCH_STATEMENT) throw error;
      prepared = null;
      await prepare();
      return execute(param);
    }
  };
}
