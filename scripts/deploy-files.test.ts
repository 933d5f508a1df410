import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configVariables, exampleVariables } from './check-deploy.mjs';

/**
 * The files of deploy/ (docs/deploy.md) pass `npm run deploy:check`: haproxy, systemd-analyze,
 * promtool and pgbouncer each check the file they will run, where installed, and the shop's own
 * rules hold (every setting named in the env example, session pooling, the units' entry and stop
 * timeout). A copy with a mistake for each tool fails it.
 */
const root = path.resolve(import.meta.dirname, '..');
const deploy = path.join(root, 'deploy');
const folders: string[] = [];

function check(deployDir?: string): { status: number; output: string } {
  const answer = spawnSync(process.execPath, ['scripts/check-deploy.mjs', ...(deployDir ? ['--deploy-dir', deployDir] : [])], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: answer.status ?? 1, output: `${answer.stdout}${answer.stderr}` };
}

/** Replaces `from` in a copied file, and fails if `from` is not there (the test would check nothing). */
function edit(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(from, to);
  expect(changed, `${path.basename(file)} no longer has ${String(from)}`).not.toBe(text);
  writeFileSync(file, changed);
}

let good: { status: number; output: string };
const ran = (tool: string) => !new RegExp(`^skipped ${tool}`, 'm').test(good.output);

beforeAll(() => {
  good = check();
});

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the deployment files', () => {
  it('pass the deploy check', () => {
    expect(good.output).toMatch(/^ok\s+shop rules$/m);
    expect(good.output, good.output).not.toMatch(/^failed/m);
    expect(good.status, good.output).toBe(0);
    // Every tool either checked its file or said why it was skipped.
    for (const tool of ['haproxy', 'systemd units', 'prometheus|promtool', 'pgbouncer']) {
      expect(good.output).toMatch(new RegExp(`^(ok|skipped)\\s+(${tool})`, 'm'));
    }
  });

  it('name in the env example every variable the configuration reads, and the new ones for storage, metrics and backups', () => {
    const read = configVariables(readFileSync(path.join(root, 'apps/api/src/platform/config.ts'), 'utf8'));
    expect(read).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'RESPONSE_KEY', 'TRUST_PROXY', 'WORKER', 'ADMIN_PASSWORD']));
    const named = exampleVariables(readFileSync(path.join(deploy, 'selvedge.env.example'), 'utf8'));
    expect(read.filter((name) => !named.has(name))).toEqual([]);
    const added = [
      'STORAGE_URL',
      'STORAGE_BUCKET',
      'STORAGE_ACCESS_KEY_ID',
      'STORAGE_SECRET_ACCESS_KEY',
      'STORAGE_REGION',
      'METRICS_PORT',
      'METRICS_HOST',
      'METRICS_TOKEN',
      'BACKUP_DIR',
    ];
    expect(added.filter((name) => !named.has(name))).toEqual([]);
  });

  it('fail the deploy check when a file has a mistake', () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'selvedge-deploy-broken-'));
    folders.push(broken);
    cpSync(deploy, broken, { recursive: true });
    // The shop's rules: a forgotten variable, transaction pooling, a stop timeout shorter than the drain.
    edit(path.join(broken, 'selvedge.env.example'), /^TRUST_PROXY=/m, 'TRUST_PROXIES=');
    edit(path.join(broken, 'pgbouncer/pgbouncer.ini'), /^pool_mode = session$/m, 'pool_mode = transaction');
    edit(path.join(broken, 'systemd/selvedge-worker.service'), /^TimeoutStopSec=\d+$/m, 'TimeoutStopSec=5');
    // A mistake for each tool to find.
    appendFileSync(path.join(broken, 'haproxy/haproxy.cfg'), '    option forwardfour\n');
    edit(path.join(broken, 'systemd/selvedge-api@.service'), /^NoNewPrivileges=true$/m, 'NoNewPrivilege=true');
    edit(path.join(broken, 'prometheus/alerts.yml'), 'up{job="selvedge-api"} == 0', 'up{job="selvedge-api"} == ');
    edit(path.join(broken, 'pgbouncer/pgbouncer.ini'), /^max_client_conn = \d+$/m, 'max_client_conn = plenty');

    const { status, output } = check(broken);
    expect(status, output).toBe(1);
    expect(output).toMatch(/^failed\s+shop rules/m);
    expect(output).toContain('does not name TRUST_PROXY');
    expect(output).toContain('pool_mode must be session, not transaction');
    expect(output).toContain('selvedge-worker.service: TimeoutStopSec must be longer');
    if (ran('haproxy')) expect(output).toMatch(/^failed\s+haproxy[^]*unknown option 'forwardfour'/m);
    if (ran('systemd units')) expect(output).toMatch(/^failed\s+systemd units[^]*Unknown key 'NoNewPrivilege'/m);
    if (ran('prometheus')) expect(output).toMatch(/^failed\s+promtool check rules alerts\.yml/m);
    if (ran('pgbouncer')) expect(output).toMatch(/^failed\s+pgbouncer[^]*invalid value "plenty"/m);
  });
});
