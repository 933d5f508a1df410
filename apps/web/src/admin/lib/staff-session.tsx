import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { StaffMeSchema, staffMay, type StaffMe, type StaffPermission, type StaffSession } from '@selvedge/contract/admin';
import { z } from 'zod';
import { adminRequest, forgetStaffToken, hasStaffToken, storeStaffToken } from './admin-api';

interface StaffSessionValue {
  /** Who is signed in; null when no one is (or the session is being read). */
  me: StaffMe | null;
  /** True while a stored token is being checked with the server. */
  checking: boolean;
  /** Keeps a new session (after login, set-up or an accepted invitation). */
  signIn(session: StaffSession): void;
  signOut(): Promise<void>;
  may(permission: StaffPermission): boolean;
}

const StaffSessionContext = createContext<StaffSessionValue | null>(null);

const staffMeQueryKey = ['admin', 'me'] as const;

/** How long who-may-do-what is trusted before the next return to the tab reads it again. */
const STAFF_ME_FRESH_MS = 30_000;

/**
 * The signed-in member of staff, from `GET /api/admin/me`: read as the page starts and again when
 * the member comes back to the tab after half a minute, so a permission the owner grants or takes
 * back shows without a reload (the server decides either way).
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: staffMeQueryKey,
    queryFn: ({ signal }) => (hasStaffToken() ? adminRequest('/me', StaffMeSchema, { signal }) : Promise.resolve(null)),
    staleTime: STAFF_ME_FRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const me = query.data ?? null;

  const signIn = useCallback(
    (session: StaffSession) => {
      storeStaffToken(session.token);
      queryClient.setQueryData(staffMeQueryKey, { staff: session.staff, permissions: session.permissions });
    },
    [queryClient],
  );
  const signOut = useCallback(async () => {
    try {
      await adminRequest('/auth/logout', z.unknown(), { method: 'POST' });
    } catch {
      // The session may have ended already: forgetting the token is what matters here.
    }
    forgetStaffToken();
    // A fresh page: nothing the last person saw stays in this tab's memory.
    window.location.assign('/admin/login');
  }, []);

  const value = useMemo<StaffSessionValue>(
    () => ({
      me,
      checking: query.isPending,
      signIn,
      signOut,
      may: (permission) => (me ? staffMay(me.staff.role, permission, me.staff.grants ?? []) : false),
    }),
    [me, query.isPending, signIn, signOut],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error('useStaffSession is used outside StaffSessionProvider');
  return value;
}
