import { AdminJobRetrySchema, AdminSystemSchema, type AdminSystem } from '@selvedge/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../lib/admin-api';

const systemKey = ['admin', 'system'] as const;

/** Failed background jobs and the last backup (the owner's). */
export function useSystem() {
  return useQuery({ queryKey: systemKey, queryFn: ({ signal }) => adminRequest('/system', AdminSystemSchema, { signal }) });
}

/** Sends a failed job back to be run: its row goes at once, and the page is read again either way. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(`/jobs/${encodeURIComponent(id)}/retry`, AdminJobRetrySchema, { method: 'POST' }),
    onSuccess: (retried) => {
      queryClient.setQueryData<AdminSystem>(systemKey, (page) =>
        page
          ? {
              ...page,
              failedJobs: page.failedJobs.filter((job) => job.id !== retried.id),
              failedByQueue: { ...page.failedByQueue, [retried.queue]: Math.max(0, (page.failedByQueue[retried.queue] ?? 1) - 1) },
            }
          : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKey }),
  });
}
