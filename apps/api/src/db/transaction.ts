import type { Database } from './connection.js';

/**
 * The one transaction type. A repository method that may run inside a transaction takes a
 * `Runner`: the database itself, or the transaction a service opened with `transaction(db)`.
 * Services open transactions through their repository and pass the runner along to other
 * repositories' methods, so several modules' writes commit or roll back together.
 */
export type Runner = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Runs `work` in one transaction on `db`: everything it writes is kept, or nothing. */
export function transaction(db: Database) {
  return <T>(work: (tx: Runner) => Promise<T>): Promise<T> => db.transaction((tx) => work(tx));
}
