import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from './data-dir-lock.js';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));
const lockFile = () => path.join(folder, 'pglite.lock');

describe('the embedded database folder is one process’s', () => {
  it('a second lock of the same folder is refused, naming the folder and the holder; released, it can be taken', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'selvedge-lock-'));
    const lock = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirInUse);
    expect(() => lockDataDir(folder)).toThrow(
      `The shop's embedded database in ${folder} is open in another process (process ${process.pid},`,
    );
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(folder).release();
  });

  it('a lock whose process is gone (killed -9) is taken over', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'selvedge-lock-'));
    const child = spawn('sleep', ['30']);
    const pid = child.pid ?? 0;
    writeFileSync(lockFile(), JSON.stringify({ pid, host: hostname(), startTicks: null, since: 'earlier' }));
    expect(() => lockDataDir(folder)).toThrow(`(process ${pid}, since earlier)`);
    const gone = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('a lock naming a living PID that now belongs to another program (started later) is taken over', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'selvedge-lock-'));
    // Our own PID, but with a start time that is not ours: the holder died and the PID was reused.
    writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, host: hostname(), startTicks: '1', since: 'earlier' }));
    const lock = lockDataDir(folder);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).startTicks).not.toBe('1');
    lock.release();
  });

  it('a damaged lock file does not keep the folder shut', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'selvedge-lock-'));
    writeFileSync(lockFile(), '{"pid":');
    lockDataDir(folder).release();
    writeFileSync(lockFile(), JSON.stringify({ pid: -1, host: hostname() }));
    lockDataDir(folder).release();
  });

  it('of many takers at once exactly one holds the lock', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'selvedge-lock-'));
    const outcomes = Array.from({ length: 10 }, () => {
      try {
        return lockDataDir(folder);
      } catch (error) {
        return error as Error;
      }
    });
    expect(outcomes.filter((outcome) => !(outcome instanceof Error))).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome instanceof DataDirInUse)).toHaveLength(9);
  });
});
