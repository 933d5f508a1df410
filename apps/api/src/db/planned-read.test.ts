import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../test/test-database.js';
import { plannedRead } from './planned-read.js';

/** The checkout's hot read is planned once per connection (decision 073); its parameter is only ever a value. */
describe(`a read planned once (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.dispose());

  const hostile = ["it's", "'); drop table nothing; --", 'back\\slash \\x27', '$1 $$ quoted $$', 'ünïcødé ✂'];

  it('answers its parameter as the value it is, however it is quoted, again and again', async () => {
    const read = plannedRead<{ value: string; length: number }>(
      database.handle.db,
      'planned_read_echo',
      'select $1::text as value, length($1) as length',
    );
    for (const text of [...hostile, ...hostile]) {
      const rows = await read(text);
      expect(rows).toEqual([{ value: text, length: [...text].length }]);
    }
  });

  it('refuses a NUL character, which no text parameter holds', async () => {
    const read = plannedRead<{ value: string }>(database.handle.db, 'planned_read_nul', 'select $1::text as value');
    await expect(read('a\0b')).rejects.toThrow();
  });

  it('is made again when the connection lost it, and two reads of one name share it', async () => {
    const one = plannedRead<{ value: string }>(database.handle.db, 'planned_read_again', 'select upper($1) as value');
    const two = plannedRead<{ value: string }>(database.handle.db, 'planned_read_again', 'select upper($1) as value');
    expect(await one('a')).toEqual([{ value: 'A' }]);
    expect(await two('b')).toEqual([{ value: 'B' }]);
    // On Postgres each pooled connection keeps its own; PGlite's one session is told to forget it.
    if (!usingPostgres()) await database.handle.db.execute(sql.raw('DEALLOCATE planned_read_again'));
    expect(await one('c')).toEqual([{ value: 'C' }]);
    expect(await two('d')).toEqual([{ value: 'D' }]);
  });
});
