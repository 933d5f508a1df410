import { AuditPageSchema, StaffListSchema } from '@selvedge/contract/admin';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminRequest, queryString } from '../../lib/admin-api';
import type { AuditFilters } from './audit-filters';

const PAGE = 50;

/** The audit log, newest first, a page at a time by the server's cursor. */
export function useAuditLog(filters: AuditFilters) {
  const base = { ...filters, limit: PAGE };
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', queryString(base)],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => adminRequest(`/audit${queryString({ ...base, cursor: pageParam })}`, AuditPageSchema, { signal }),
    getNextPageParam: (page) => page.next,
  });
}

/** The people who may appear in the log, for its filter. */
export function useStaffNames() {
  return useQuery({ queryKey: ['admin', 'staff'], queryFn: ({ signal }) => adminRequest('/staff', StaffListSchema, { signal }) });
}
