import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { customers } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { testConfig } from './config.js';
import { maskPathTokens, maskQuery, serializeError } from './log-options.js';

const person = {
  email: 'augusta.king@example.com',
  firstName: 'Augusta',
  lastName: 'Byron-King',
  phone: '+44 20 7946 0321',
  passwordHash: '$argon2id$v=19$m=12288,t=3,p=1$c2FsdHNhbHRzYWx0$QmV0dGVyTm90QmVJbkFMb2dGaWxlQXRBbGw',
};
const resetToken = 'rst_5P1x0mKc9qv3Wd8Zr2Lh7TnY4sGf6Ba';
const bearer = 'ses_Jq8Vn3Xc6Rp1Mz9Kd4Wb7Ts2Hy5Lf0Ga';
const secrets = [
  person.email,
  'Augusta.King@Example.com',
  person.firstName,
  person.lastName,
  person.phone,
  person.passwordHash,
  resetToken,
  bearer,
];

const lines: string[] = [];
let database: TestDatabase;
let app: FastifyInstance;

/** Routes of this test only: each runs a query that fails with a person's details as its parameters. */
function addFailingQueries(target: FastifyInstance): void {
  const db = database.handle.db;
  // The e-mail breaks the lower-case check: Postgres's detail holds the whole row, hash included.
  target.post('/failing/check', async () => {
    await db.insert(customers).values({ id: 'cus_log_test_1', ...person, email: 'Augusta.King@Example.com' });
  });
  // A second account for one e-mail: the detail holds the key, "(email)=(...)".
  target.post('/failing/duplicate', async () => {
    await db.insert(customers).values({ id: 'cus_log_test_2', ...person });
    await db.insert(customers).values({ id: 'cus_log_test_3', ...person });
  });
  // Postgres quotes the refused value in the message itself.
  target.post('/failing/cast', async () => {
    await db.execute(sql`select ${person.email}::uuid as id, ${person.passwordHash} as hash`);
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: true });
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database: database.handle,
    logStream: { write: (line) => lines.push(line) },
  });
  addFailingQueries(app);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('what the logs keep', () => {
  it('logs failed queries with their SQL and error code, but none of the details they were given', async () => {
    for (const url of ['/failing/check', '/failing/duplicate', '/failing/cast']) {
      const response = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${bearer}` } });
      expect(response.statusCode).toBe(500);
    }
    const failures = lines.map(
      (line) => JSON.parse(line) as { msg: string; err?: { query?: string; code?: string; cause?: { code?: string } } },
    );
    const logged = failures.filter((entry) => entry.msg === 'request failed');
    expect(logged).toHaveLength(3);
    const codes = logged.map((entry) => entry.err?.cause?.code ?? entry.err?.code);
    // check_violation, unique_violation, invalid_text_representation: the log still tells what went wrong.
    expect(codes).toEqual(['23514', '23505', '22P02']);
    expect(logged[0]?.err?.query).toMatch(/^insert into "customers"/);

    const text = lines.join('');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('logs the reset link the storefront was asked for without its token', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/account/reset-password?token=${resetToken}&next=%2Faccount` });
    const text = lines.join('');
    expect(text).toContain('/account/reset-password?token=[redacted]&next=[redacted]');
    expect(text).not.toContain(resetToken);
  });

  it('redacts a person\u2019s fields and credentials wherever a log line names them', () => {
    lines.length = 0;
    app.log.info(
      {
        email: person.email,
        customer: { firstName: person.firstName, password: 'hunter22' },
        headers: { authorization: `Bearer ${bearer}`, cookie: `session=${bearer}` },
      },
      'audit',
    );
    const text = lines.join('');
    for (const secret of [...secrets, 'hunter22']) expect(text).not.toContain(secret);
    expect(text).toContain('audit');
  });
});

describe('serializeError', () => {
  it('keeps a Postgres server error\u2019s code and constraint, never its detail', () => {
    const error = new pg.DatabaseError('duplicate key value violates unique constraint "customers_email_key"', 0, 'error');
    Object.assign(error, {
      code: '23505',
      constraint: 'customers_email_key',
      table: 'customers',
      detail: `Key (email)=(${person.email}) already exists.`,
    });
    const wrapped = Object.assign(
      new Error(`Failed query: insert into "customers" ("email") values ($1)\nparams: ${person.email},${person.passwordHash}`),
      {
        query: 'insert into "customers" ("email") values ($1)',
        params: [person.email, person.passwordHash],
        cause: error,
      },
    );
    const safe = serializeError(wrapped);
    expect(safe).toMatchObject({
      message: 'Failed query: insert into "customers" ("email") values ($1)',
      query: 'insert into "customers" ("email") values ($1)',
      cause: { code: '23505', constraint: 'customers_email_key', table: 'customers' },
    });
    const text = JSON.stringify(safe);
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(person.passwordHash);
  });

  it('masks an e-mail address an SMTP refusal quotes', () => {
    const safe = serializeError(
      new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${person.email}>: Recipient address rejected`),
    );
    expect(safe.message).not.toContain(person.email);
    expect(safe.stack).not.toContain(person.email);
    expect(safe.message).toContain('Recipient address rejected');
  });
});

describe('maskQuery', () => {
  it.each([
    ['/account/reset-password?token=abc', '/account/reset-password?token=[redacted]'],
    ['/api/shopify/products/shirt?cc=SGD&page=2', '/api/shopify/products/shirt?cc=[redacted]&page=[redacted]'],
    ['/shop/shirt', '/shop/shirt'],
    ['/search?flag', '/search?flag'],
  ])('%s is logged as %s', (url, logged) => {
    expect(maskQuery(url)).toBe(logged);
  });
});

describe('maskPathTokens', () => {
  const token = 'a'.repeat(43);
  it.each([
    [`/designs/${token}`, '/designs/[redacted]'],
    [`/api/design-shares/${token}?x=1`, '/api/design-shares/[redacted]?x=1'],
    ['/designs/short', '/designs/short'],
    [`/api/appointments/manage/${token}/cancel`, '/api/appointments/manage/[redacted]/cancel'],
    [`/appointments/manage/${token}`, '/appointments/manage/[redacted]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(maskPathTokens(url)).toBe(logged);
  });
});
