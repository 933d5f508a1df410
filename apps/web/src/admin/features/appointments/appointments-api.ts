import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminAppointmentSchema,
  AdminAppointmentsSchema,
  AdminStudioSchema,
  AdminStudiosSchema,
  StudioMeasurementFormSchema,
  type AppointmentMeasurementsRequest,
  type ClosureRequest,
  type StudioHoursRequest,
  type StudioRequest,
} from '@selvedge/contract/admin';
import type { ProductType } from '@selvedge/contract';
import { adminRequest } from '../../lib/admin-api';

const studiosKey = ['admin', 'studios'] as const;
const appointmentsKey = ['admin', 'appointments'] as const;

export function useStudios() {
  return useQuery({ queryKey: studiosKey, queryFn: ({ signal }) => adminRequest('/studios', AdminStudiosSchema, { signal }) });
}

export function useAppointments() {
  return useQuery({
    queryKey: appointmentsKey,
    queryFn: ({ signal }) => adminRequest('/appointments', AdminAppointmentsSchema, { signal }),
  });
}

export function useMeasurementForm(productType: ProductType) {
  return useQuery({
    queryKey: ['admin', 'studio-measurements', productType],
    queryFn: ({ signal }) => adminRequest(`/studio-measurements/${productType}`, StudioMeasurementFormSchema, { signal }),
  });
}

/** Every change of a studio answers the studio after it; the page reads the list again. */
function useStudioChange<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: studiosKey }) });
}

const studioPath = (id: string) => `/studios/${encodeURIComponent(id)}`;

export const useUpdateStudio = () =>
  useStudioChange(({ id, ...body }: StudioRequest & { id: string }) =>
    adminRequest(studioPath(id), AdminStudioSchema, { method: 'PUT', body }),
  );

export const useAddFitter = () =>
  useStudioChange(({ studioId, name }: { studioId: string; name: string }) =>
    adminRequest(`${studioPath(studioId)}/fitters`, AdminStudioSchema, { method: 'POST', body: { name } }),
  );

export const useUpdateFitter = () =>
  useStudioChange(({ studioId, fitterId, ...body }: { studioId: string; fitterId: string; name: string; active: boolean }) =>
    adminRequest(`${studioPath(studioId)}/fitters/${encodeURIComponent(fitterId)}`, AdminStudioSchema, { method: 'PUT', body }),
  );

export const useSaveHours = () =>
  useStudioChange(({ studioId, ...body }: StudioHoursRequest & { studioId: string }) =>
    adminRequest(`${studioPath(studioId)}/hours`, AdminStudioSchema, { method: 'PUT', body }),
  );

export const useAddClosure = () =>
  useStudioChange(({ studioId, ...body }: ClosureRequest & { studioId: string }) =>
    adminRequest(`${studioPath(studioId)}/closures`, AdminStudioSchema, { method: 'POST', body }),
  );

export const useRemoveClosure = () =>
  useStudioChange(({ studioId, closureId }: { studioId: string; closureId: string }) =>
    adminRequest(`${studioPath(studioId)}/closures/${encodeURIComponent(closureId)}`, AdminStudioSchema, { method: 'DELETE' }),
  );

export function useRecordMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AppointmentMeasurementsRequest & { id: string }) =>
      adminRequest(`/appointments/${encodeURIComponent(id)}/measurements`, AdminAppointmentSchema, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}
