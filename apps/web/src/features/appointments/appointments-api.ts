import {
  AppointmentBookedSchema,
  ManagedAppointmentSchema,
  PublicStudiosSchema,
  StudioSlotsSchema,
  type BookAppointmentRequest,
  type RescheduleAppointmentRequest,
} from '@selvedge/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../lib/api-client';

const notAskedAgainOn404 = (failures: number, error: Error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1;

export function useStudios() {
  return useQuery(
    queryOptions({ queryKey: ['studios'], queryFn: ({ signal }) => apiRequest('/appointments/studios', PublicStudiosSchema, { signal }) }),
  );
}

/** A studio's free slots, asked afresh each time the page shows (they change with every booking). */
export function useStudioSlots(studioId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['studio-slots', studioId],
      queryFn: ({ signal }) =>
        apiRequest(`/appointments/studios/${encodeURIComponent(studioId ?? '')}/slots`, StudioSlotsSchema, { signal }),
      enabled: studioId !== null,
      staleTime: 0,
      retry: notAskedAgainOn404,
    }),
  );
}

export function useBookAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BookAppointmentRequest) =>
      apiRequest('/appointments', AppointmentBookedSchema, { method: 'POST', body: request }),
    // Taken or not, the slots are not what the page showed any more.
    onSettled: () => client.invalidateQueries({ queryKey: ['studio-slots'] }),
  });
}

const managedKey = (token: string) => ['appointment', token];

export function useManagedAppointment(token: string) {
  return useQuery(
    queryOptions({
      queryKey: managedKey(token),
      queryFn: ({ signal }) => apiRequest(`/appointments/manage/${encodeURIComponent(token)}`, ManagedAppointmentSchema, { signal }),
      retry: notAskedAgainOn404,
    }),
  );
}

export function useRescheduleAppointment(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RescheduleAppointmentRequest) =>
      apiRequest(`/appointments/manage/${encodeURIComponent(token)}/reschedule`, ManagedAppointmentSchema, {
        method: 'POST',
        body: request,
      }),
    onSuccess: (appointment) => client.setQueryData(managedKey(token), appointment),
    onSettled: () => client.invalidateQueries({ queryKey: ['studio-slots'] }),
  });
}

export function useCancelAppointment(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/appointments/manage/${encodeURIComponent(token)}/cancel`, ManagedAppointmentSchema, { method: 'POST' }),
    onSuccess: (appointment) => client.setQueryData(managedKey(token), appointment),
  });
}
