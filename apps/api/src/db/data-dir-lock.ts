import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The embedded database is one process's: PGlite has no locking of its own, and two processes
 * writing one folder corrupt it. A start takes `DATA_DIR/pglite.lock`, naming its process; a second
 * start finds the holder alive and stops with a sentence. The file names the holder's PID and
 * the moment the kernel started it (Linux's /proc/PID/stat), so a lock left by a process killed
 * with -9 is recognised as dead, even once its PID has gone to another program, and taken over.
 */
export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
  /** The kernel's start time of the process (clock ticks since boot), where /proc tells it. */
  startTicks: string | null;
  since: string;
}

const LOCK_FILE = 'pglite.lock';

/** The 22nd field of /proc/PID/stat, read after the command's closing parenthesis. */
function startTicksOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // A lock written on another machine (a shared folder) cannot be checked: it is believed.
  if (holder.host !== hostname()) return true;
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: a process of another user has the PID, which is alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const ticks = startTicksOf(holder.pid);
  return holder.startTicks === null || ticks === null || ticks === holder.startTicks;
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, startTicks: parsed.startTicks ?? null, since: parsed.since ?? '' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable: the file is only ever made whole (linked from a written one), so this is damage.
    return { pid: -1, host: hostname(), startTicks: null, since: '' };
  }
}

export class DataDirInUse extends Error {
  readonly holderPid: number;
  constructor(folder: string, holder: Holder) {
    const where = holder.host === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
    super(
      `The shop's embedded database in ${folder} is open in another process (${where}, since ${holder.since}). ` +
        'One process at a time can use it: stop that one first, give this one its own DATA_DIR, or run several processes on Postgres (DATABASE_URL).',
    );
    this.name = 'DataDirInUse';
    this.holderPid = holder.pid;
  }
}

/**
 * Takes the folder's lock for this process, or throws DataDirInUse naming the living holder. The
 * lock file is written aside and hard-linked into place, which fails when the name exists, so of
 * two starts at once exactly one makes it and nobody reads it half-written; a dead holder's
 * file is first moved aside under a name of this start's own, so two starts that both found it
 * dead cannot both take over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), startTicks: startTicksOf(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const written = `${file}.${randomBytes(6).toString('hex')}.new`;
    writeFileSync(written, JSON.stringify(me));
    try {
      linkSync(written, file);
      rmSync(written, { force: true });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          // Only our own lock is removed: never one another process took after us.
          if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      rmSync(written, { force: true });
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isAlive(holder)) throw new DataDirInUse(folder, holder);
    const aside = `${file}.${randomBytes(6).toString('hex')}.stale`;
    try {
      renameSync(file, aside);
      rmSync(aside, { force: true });
    } catch (error) {
      // Another start moved it first: try again from the top.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it.`);
}
