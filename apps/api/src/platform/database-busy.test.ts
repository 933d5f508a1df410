import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseBusy } from '../db/database-errors.js';
import { registerErrorHandler } from './errors.js';

/** What a query library throws: its own error, with the driver's error as the cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert into "appointments" ...'), { cause });
const driverError = (code: string, message: string) => Object.assign(new Error(message), { code });

const app = Fastify();
const thrown: Record<string, () => Error> = {
  deadlock: () => wrapped(driverError('40P01', 'deadlock detected')),
  serialization: () => driverError('40001', 'could not serialize access due to concurrent update'),
  'lock-timeout': () => wrapped(driverError('55P03', 'canceling statement due to lock timeout')),
  'statement-timeout': () => driverError('57014', 'canceling statement due to statement timeout'),
  'pool-wait': () => new Error('timeout exceeded when trying to connect'),
  'unique-violation': () => wrapped(driverError('23505', 'duplicate key value violates unique constraint')),
  plain: () => new Error('a bug'),
};
beforeAll(async () => {
  registerErrorHandler(app);
  app.get<{ Params: { kind: string } }>('/throws/:kind', async (request) => {
    throw (thrown[request.params.kind] ?? thrown.plain!)();
  });
  await app.ready();
});
afterAll(async () => app.close());

describe('a database that cannot take a request just now', () => {
  it.each(['deadlock', 'serialization', 'lock-timeout', 'statement-timeout', 'pool-wait'])(
    'answers %s with 503 database_unavailable and Retry-After',
    async (kind) => {
      const answer = await app.inject({ method: 'GET', url: `/throws/${kind}` });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({
        error: 'The shop is busy just now. Please try again in a moment.',
        code: 'database_unavailable',
      });
    },
  );

  it('still answers any other failure as our own 500, which says nothing of the inside', async () => {
    for (const kind of ['unique-violation', 'plain']) {
      const answer = await app.inject({ method: 'GET', url: `/throws/${kind}` });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ code: 'internal_error' });
      expect(answer.headers['retry-after']).toBeUndefined();
    }
  });

  it('finds the busy state however deeply the driver error is wrapped, and only there', () => {
    expect(isDatabaseBusy(wrapped(wrapped(driverError('40P01', 'deadlock detected'))))).toBe(true);
    expect(isDatabaseBusy(driverError('23P01', 'conflicting key value violates exclusion constraint'))).toBe(false);
    expect(isDatabaseBusy(null)).toBe(false);
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});
