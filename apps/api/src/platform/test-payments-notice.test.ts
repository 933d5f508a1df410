import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_PAYMENTS_NOTICE } from './payments/test-provider.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'selvedge-notice-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>Selvedge</title></head><body class="shop"><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(webDist, 'admin.html'),
  '<!doctype html><html><head><title>Back office</title></head><body><div id="admin"></div></body></html>',
);

let demo: TestApp;
let ordinary: TestApp;
beforeAll(async () => {
  [demo, ordinary] = await Promise.all([
    createTestApp({ config: { webDist, testPaymentsNotice: true } }),
    createTestApp({ config: { webDist, testPaymentsNotice: false } }),
  ]);
});
afterAll(async () => Promise.all([demo.close(), ordinary.close()]));

async function mailTo(shop: TestApp, email: string) {
  const answer = await shop.call({
    method: 'POST',
    url: '/api/email/mailerlite',
    payload: { firstName: 'Ada', lastName: 'Lovelace', email },
  });
  expect(answer.status, answer.raw).toBeLessThan(300);
  await shop.app.jobs.drain();
  const [mail] = await shop.database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
  return mail;
}

describe('a production shop on the test provider (PAYMENTS=test) says that no real money moves', () => {
  it.each(['/', '/checkout/abc', '/pay/test/pay_x', '/admin', '/admin/orders'])('on the page %s, before the app draws', async (url) => {
    const page = await demo.call(url);
    expect(page.status).toBe(200);
    expect(page.raw).toMatch(
      new RegExp(`<body[^>]*>\\s*<p role="note" data-test-payments-notice[^>]*>${TEST_PAYMENTS_NOTICE.replace(/[.:,]/g, '.')}</p>`),
    );
    expect((await ordinary.call(url)).raw).not.toContain('data-test-payments-notice');
  });

  it('at the top of every e-mail', async () => {
    const mail = await mailTo(demo, 'notice@example.com');
    expect(mail?.text.startsWith(`${TEST_PAYMENTS_NOTICE}\n\n`)).toBe(true);
    if (mail?.html) expect(mail.html).toContain(TEST_PAYMENTS_NOTICE);
    const plain = await mailTo(ordinary, 'plain@example.com');
    expect(plain?.text).not.toContain(TEST_PAYMENTS_NOTICE);
  });
});
