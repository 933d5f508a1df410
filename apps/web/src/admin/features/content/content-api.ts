import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminAnnouncementSchema,
  AdminContentPageListSchema,
  AdminContentPageSchema,
  AdminFaqSchema,
  type AdminAnnouncement,
  type AdminAnnouncementUpdateRequest,
  type AdminContentPageUpdateRequest,
  type AdminFaq,
  type AdminFaqCreateRequest,
  type AdminFaqOrderRequest,
  type AdminFaqUpdateRequest,
} from '@selvedge/contract/admin';
import type { StaticPage } from '@selvedge/contract';
import { adminRequest, useKeepRecord, useRecordChange, type RecordCache } from '../../lib/admin-api';

const contentKey = ['admin', 'content'] as const;
const announcementKey = [...contentKey, 'announcement'] as const;
const faqKey = [...contentKey, 'faq'] as const;
const pageKey = (page: string) => [...contentKey, 'page', page] as const;
/** The announcement and the FAQ are each one record; the list of pages says when they last changed. */
const announcementCache: RecordCache<AdminAnnouncement> = { keyOf: () => announcementKey, lists: [...contentKey, 'pages'] };
const faqCache: RecordCache<AdminFaq> = { keyOf: () => faqKey, lists: [...contentKey, 'pages'] };

export function useAnnouncement() {
  return useQuery({
    queryKey: announcementKey,
    queryFn: ({ signal }) => adminRequest('/content/announcement', AdminAnnouncementSchema, { signal }),
  });
}

export const useSetAnnouncement = () =>
  useRecordChange(announcementCache, (body: AdminAnnouncementUpdateRequest) =>
    adminRequest('/content/announcement', AdminAnnouncementSchema, { method: 'PUT', body }),
  );

export function usePageList() {
  return useQuery({
    queryKey: [...contentKey, 'pages'],
    queryFn: ({ signal }) => adminRequest('/content/pages', AdminContentPageListSchema, { signal }),
  });
}

export function usePage(page: StaticPage) {
  return useQuery({
    queryKey: pageKey(page),
    queryFn: ({ signal }) => adminRequest(`/content/pages/${page}`, AdminContentPageSchema, { signal }),
  });
}

export function useUpdatePage(page: StaticPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminContentPageUpdateRequest) =>
      adminRequest(`/content/pages/${page}`, AdminContentPageSchema, { method: 'PATCH', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pageKey(page), saved);
      // The FAQ and the announcement are pages too: what they show follows.
      void queryClient.invalidateQueries({ queryKey: [...contentKey, 'pages'] });
      void queryClient.invalidateQueries({ queryKey: faqKey });
      void queryClient.invalidateQueries({ queryKey: announcementKey });
    },
  });
}

export function useFaq() {
  return useQuery({ queryKey: faqKey, queryFn: ({ signal }) => adminRequest('/content/faq', AdminFaqSchema, { signal }) });
}

/** Every FAQ change answers with the whole FAQ as it now is: the page shows that answer. */
const useFaqMutation = <Input>(call: (input: Input) => Promise<AdminFaq>) => useRecordChange(faqCache, call);

/** After a stale FAQ edit: the FAQ as the server holds it now. */
export const useShowFaq = () => useKeepRecord(faqCache);

export const useAddQuestion = () =>
  useFaqMutation((body: AdminFaqCreateRequest) => adminRequest('/content/faq', AdminFaqSchema, { method: 'POST', body }));

export const useUpdateQuestion = () =>
  useFaqMutation(({ id, ...body }: AdminFaqUpdateRequest & { id: string }) =>
    adminRequest(`/content/faq/${encodeURIComponent(id)}`, AdminFaqSchema, { method: 'PATCH', body }),
  );

export const useReorderFaq = () =>
  useFaqMutation((body: AdminFaqOrderRequest) => adminRequest('/content/faq/order', AdminFaqSchema, { method: 'PUT', body }));

export const useRemoveQuestion = () =>
  useFaqMutation(({ id, version }: { id: string; version: number }) =>
    adminRequest(`/content/faq/${encodeURIComponent(id)}?version=${version}`, AdminFaqSchema, { method: 'DELETE' }),
  );
