import { staticContentCheck, type StaticPage } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Content changes rarely; the server lets caches keep it five minutes, and so does the client. */
export const staticContentQueryOptions = (page: StaticPage) =>
  queryOptions({
    queryKey: ['static-content', page],
    queryFn: ({ signal }) => apiRequest(`/contentful/static-content/${page}`, staticContentCheck, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export function useStaticContent(page: StaticPage) {
  return useQuery(staticContentQueryOptions(page));
}
