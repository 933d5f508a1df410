import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffDeviceSessionListSchema, StaffMessageSchema, type StaffPasswordChangeRequest } from '@selvedge/contract/admin';
import { z } from 'zod';
import { adminRequest } from '../../lib/admin-api';

const mySessionsKey = ['admin', 'my-sessions'] as const;

/** The signed-in member's own live sessions, this browser's marked. */
export function useMySessions() {
  return useQuery({
    queryKey: mySessionsKey,
    queryFn: ({ signal }) => adminRequest('/auth/sessions', StaffDeviceSessionListSchema, { signal }),
  });
}

/** A new password from the current one; the server ends the member's other sessions. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPasswordChangeRequest) => adminRequest('/auth/password', StaffMessageSchema, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}

/** One of the member's other sessions ends. */
export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(`/auth/sessions/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}

/** Every session of the member but this browser's ends. */
export function useEndMyOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest('/auth/sessions/end-others', z.object({ ended: z.number() }), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
