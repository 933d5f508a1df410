import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StaffInvitationSchema, StaffListSchema, StaffSchema, type StaffInviteRequest, type StaffUpdateRequest } from '@selvedge/contract/admin';
import { adminRequest, idempotencyKey } from '../../lib/admin-api';

const staffKey = ['admin', 'staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => adminRequest('/staff', StaffListSchema, { signal }) });
}

export function useInviteStaff() {
  return useMutation({
    mutationFn: (body: StaffInviteRequest) => adminRequest('/staff/invitations', StaffInvitationSchema, { method: 'POST', body, headers: idempotencyKey() }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffUpdateRequest & { id: string }) => adminRequest(`/staff/${encodeURIComponent(id)}`, StaffSchema, { method: 'PATCH', body }),
    // Saved or refused as stale, the list is read again, so what is shown is what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}
