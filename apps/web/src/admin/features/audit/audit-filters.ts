import { shopDayEdges } from '../../lib/admin-format';

/**
 * The audit log's filters as its address says (so a link keeps them): who, what, which subject,
 * from and to (days in the address, moments at the day's edges in the shop's time for the server).
 */
export interface AuditFilters {
  staffId?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values, read from the address: what the server would refuse is left out. */
export interface AuditForm {
  staffId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  fromDay: string;
  toDay: string;
}

export function formOf(params: URLSearchParams): AuditForm {
  const read = (key: string, pattern: RegExp, max: number) => {
    const value = (params.get(key) ?? '').trim();
    return value.length <= max && pattern.test(value) ? value : '';
  };
  return {
    staffId: read('staff', /^[A-Za-z0-9_-]*$/, 60),
    action: read('action', /^[a-z_.]*$/, 60),
    subjectType: read('subjectType', /^[a-z_]*$/, 40),
    subjectId: read('subjectId', /^[\w.@:+-]*$/, 80),
    fromDay: read('from', /^(\d{4}-\d{2}-\d{2})?$/, 10),
    toDay: read('to', /^(\d{4}-\d{2}-\d{2})?$/, 10),
  };
}

/** The form as the address's query. */
export function searchOfForm(form: AuditForm): URLSearchParams {
  const entries: [string, string][] = [
    ['staff', form.staffId],
    ['action', form.action.trim()],
    ['subjectType', form.subjectType.trim()],
    ['subjectId', form.subjectId.trim()],
    ['from', form.fromDay],
    ['to', form.toDay],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** A day's start (or end) in the shop's time zone, as the ISO moment the server takes. */
const edgeOf = (day: string, end: boolean) => (end ? shopDayEdges(day).end : shopDayEdges(day).start);

/** The form as the server's query. */
export function filtersOf(form: AuditForm): AuditFilters {
  const filters: AuditFilters = {};
  if (form.staffId) filters.staffId = form.staffId;
  if (form.action) filters.action = form.action;
  if (form.subjectType) filters.subjectType = form.subjectType;
  if (form.subjectId) filters.subjectId = form.subjectId;
  if (DAY.test(form.fromDay)) filters.from = edgeOf(form.fromDay, false);
  if (DAY.test(form.toDay)) filters.to = edgeOf(form.toDay, true);
  return filters;
}
