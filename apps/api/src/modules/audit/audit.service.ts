import { ErrorCode } from '@selvedge/contract';
import type { AuditPage, AuditQuery } from '@selvedge/contract/admin';
import type { Runner } from '../../db/transaction.js';
import type { Clock } from '../../platform/clock.js';
import { badField } from '../../platform/errors.js';
import type { AuditNames, AuditRepository, AuditRow } from './audit.repository.js';

/** Who made a change: a signed-in staff member, or the shop itself (null: the owner made from ADMIN_EMAIL at start). */
export interface Actor {
  staffId: string;
  email: string;
}

export interface AuditChange {
  action: string;
  subjectType: string;
  subjectId: string;
  /** What the subject was and became; never a password, hash or token (the callers leave them out). */
  before: unknown;
  after: unknown;
}

/** Kinds whose id is already the name people use: an order's number, a code, a currency, an invitation's address. */
const NAMED_BY_ID = new Set(['order', 'discount_code', 'currency', 'invitation']);

/** What a field holding a secret is called: such a field never leaves the server, whatever wrote it. */
const SECRET_FIELD = /password|hash|token|secret/i;

/** `value` with every field that could hold a secret taken out, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

/** The subject's name: looked up (a fabric's title), the id itself when that is its name, or a name the entry's own data holds. */
function subjectNameOf(row: AuditRow, names: AuditNames, key: string): string | null {
  const looked = names.subjects.get(key);
  if (looked) return looked;
  if (NAMED_BY_ID.has(row.subjectType)) return row.subjectId;
  const data = (row.after ?? row.before) as Record<string, unknown> | null;
  const named = data && typeof data === 'object' ? (data.title ?? data.name ?? data.queue) : null;
  return typeof named === 'string' ? named : null;
}

const encodeCursor = (row: Pick<AuditRow, 'at' | 'id'>): string =>
  Buffer.from(JSON.stringify([row.at.toISOString(), row.id])).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const when = typeof at === 'string' ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime()) || typeof id !== 'string' || !/^aud_[\w-]{16}$/.test(id)) throw new Error('bad cursor');
    return { at: when, id };
  } catch {
    throw badField('cursor', 'cursor: is not a cursor this list gave', ErrorCode.invalid_cursor);
  }
}

/**
 * The audit log: every change of the back office is written in the same transaction as the
 * change itself, so there is never a change without its entry, or an entry for a change undone.
 */
export function createAuditService({ repository, clock }: { repository: AuditRepository; clock: Clock }) {
  return {
    async record(actor: Actor | null, change: AuditChange, tx: Runner): Promise<void> {
      await repository.insert(
        {
          at: clock.now(),
          staffId: actor?.staffId ?? null,
          staffEmail: actor?.email ?? null,
          action: change.action,
          subjectType: change.subjectType,
          subjectId: change.subjectId,
          before: change.before ?? null,
          after: change.after ?? null,
        },
        tx,
      );
    },

    /** GET /api/admin/audit: newest first, filtered, a page at a time. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const rows = await repository.page(
        {
          staffId: query.staffId,
          action: query.action,
          subjectType: query.subjectType,
          subjectId: query.subjectId,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
          after: query.cursor ? decodeCursor(query.cursor) : undefined,
        },
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const names = await repository.namesOf(page);
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          staffId: row.staffId,
          staffEmail: row.staffEmail,
          staffName: row.staffId ? (names.staff.get(row.staffId) ?? null) : null,
          action: row.action,
          subjectType: row.subjectType,
          subjectId: row.subjectId,
          subjectName: subjectNameOf(row, names, repository.subjectKey(row.subjectType, row.subjectId)),
          before: withoutSecrets(row.before),
          after: withoutSecrets(row.after),
        })),
        next: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
