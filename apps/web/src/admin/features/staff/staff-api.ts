import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffDeviceSessionListSchema,
  StaffInvitationSchema,
  StaffListSchema,
  StaffPendingInvitationListSchema,
  StaffSchema,
  type StaffInviteRequest,
  type StaffUpdateRequest,
} from '@selvedge/contract/admin';
import { z } from 'zod';
import { adminRequest, idempotencyKey } from '../../lib/admin-api';

const staffKey = ['admin', 'staff'] as const;
const invitationsKey = ['admin', 'staff', 'invitations'] as const;
const memberSessionsKey = (id: string) => ['admin', 'staff', 'sessions', id] as const;

/** While the Staff page is open it is read again every half minute (and when the window comes back), so someone who joins appears. */
const STAFF_REFRESH_MS = 30_000;

export function useStaffList() {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) => adminRequest('/staff', StaffListSchema, { signal }),
    refetchInterval: STAFF_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** The invitations not yet accepted, withdrawn or expired. */
export function usePendingInvitations() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => adminRequest('/staff/invitations', StaffPendingInvitationListSchema, { signal }),
    refetchInterval: STAFF_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteRequest) =>
      adminRequest('/staff/invitations', StaffInvitationSchema, { method: 'POST', body, headers: idempotencyKey() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** A new link e-mailed for an invitation; its old link stops working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/staff/invitations/${encodeURIComponent(id)}/resend`, StaffInvitationSchema, {
        method: 'POST',
        headers: idempotencyKey(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** An invitation withdrawn: its link stops working. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(`/staff/invitations/${encodeURIComponent(id)}`, z.unknown(), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffUpdateRequest & { id: string }) =>
      adminRequest(`/staff/${encodeURIComponent(id)}`, StaffSchema, { method: 'PATCH', body }),
    // The saved member shows at once, before the list is read again.
    onSuccess: (saved) =>
      queryClient.setQueryData<z.infer<typeof StaffListSchema>>(staffKey, (list) =>
        list ? { staff: list.staff.map((member) => (member.id === saved.id ? saved : member)) } : list,
      ),
    // Saved or refused as stale, the list is read again, so what is shown is what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** A member's signed-in browsers, read when the owner opens them. */
export function useMemberSessions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: memberSessionsKey(id),
    queryFn: ({ signal }) => adminRequest(`/staff/${encodeURIComponent(id)}/sessions`, StaffDeviceSessionListSchema, { signal }),
    enabled,
  });
}

/** Every session of a member ends: they must sign in again. */
export function useEndMemberSessions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest(`/staff/${encodeURIComponent(id)}/sessions/end`, z.object({ ended: z.number() }), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberSessionsKey(id) }),
  });
}
