import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashDatabase, startProcess, type Place } from '../test/crash-kit.js';
import { usingPostgres } from '../test/test-database.js';

/**
 * A keyed request whose process is killed mid-way (kill -9) does not leave its key "in flight"
 * for a day: once its claim is no longer renewed, the retry with the same key runs again, and the
 * retry after that gets the stored answer.
 */
const server = fileURLToPath(new URL('../test/idempotency-crash-server.ts', import.meta.url));
const KEY = 'order-key-0001';

let place: Place;
beforeAll(async () => {
  place = await crashDatabase();
});
afterAll(async () => place.dispose());

async function post(port: string, key: string) {
  const response = await fetch(`http://127.0.0.1:${port}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: '{"pieces":1}',
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: (await response.json()) as { order?: string; runs?: number; code?: string },
  };
}

describe(`a keyed request killed mid-way (${usingPostgres() ? 'Postgres' : 'PGlite in a folder'})`, () => {
  it('is answered after a restart: run again once, then replayed', { timeout: 120_000 }, async () => {
    const first = startProcess(server, { ...place.env, PHASE: 'first', LEASE_MS: '1000' });
    const firstPort = (await first.line('listening ')).slice('listening '.length);
    const hanging = post(firstPort, KEY).catch(() => null);
    await first.line('working');
    first.kill();
    await first.exited;
    await hanging;

    const restart = startProcess(server, { ...place.env, PHASE: 'restart', LEASE_MS: '1000' });
    const port = (await restart.line('listening ')).slice('listening '.length);
    try {
      // Until the dead request's lease (a second here) runs out, the key is still taken; 15 s is far past it.
      let answer = await post(port, KEY);
      for (let tries = 0; answer.status === 409 && tries < 60; tries += 1) {
        expect(answer.body.code).toBe('idempotency_key_in_flight');
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await post(port, KEY);
      }
      expect(answer.status).toBe(200);
      expect(answer.replayed).toBeNull();
      // The work ran twice in all: once in the killed process, once now.
      expect(answer.body).toEqual({ order: 'SV-100001', runs: 2 });
      const again = await post(port, KEY);
      expect(again).toEqual({ status: 200, replayed: 'true', body: { order: 'SV-100001', runs: 2 } });
    } finally {
      restart.kill();
      await restart.exited;
    }
  });
});
