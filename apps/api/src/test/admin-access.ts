import type { StaffRole, StaffSession } from '@selvedge/contract/admin';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/** One back-office call, made so that an allowed role changes nothing (a read, a stale version, a refused body). */
export interface AdminCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** What an allowed role gets. */
  allowed: number;
}

/**
 * Checks who may make `call`: each role in `allowed` gets `call.allowed`, every other role 403,
 * a customer's token and no token 401.
 */
export async function expectAccess(
  shop: TestApp,
  call: AdminCall,
  sessions: Record<StaffRole, StaffSession>,
  customerToken: string,
  allowed: readonly StaffRole[],
): Promise<void> {
  const make = (token: string | null) =>
    shop.call({
      method: call.method,
      url: call.url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
  for (const role of ['owner', 'manager', 'workroom'] as const) {
    const answer = await make(sessions[role].token);
    expect(answer.status, `${role} ${call.method} ${call.url}: ${answer.raw}`).toBe(allowed.includes(role) ? call.allowed : 403);
  }
  expect((await make(customerToken)).status, `a customer ${call.method} ${call.url}`).toBe(401);
  expect((await make(null)).status, `no token ${call.method} ${call.url}`).toBe(401);
}
