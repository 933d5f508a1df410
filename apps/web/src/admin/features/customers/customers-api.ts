import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminCustomerListSchema, AdminCustomerSchema, type AdminCustomerListQuery } from '@selvedge/contract/admin';
import { adminRequest, queryString } from '../../lib/admin-api';

type ListQuery = Partial<Pick<AdminCustomerListQuery, 'q' | 'sort' | 'page' | 'pageSize'>>;

export function useCustomerList(query: ListQuery) {
  const search = queryString(query);
  return useQuery({
    queryKey: ['admin', 'customers', search],
    queryFn: ({ signal }) => adminRequest(`/customers${search}`, AdminCustomerListSchema, { signal }),
    // The page shown stays while the next one (or the next sort) comes.
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: ['admin', 'customer', id],
    queryFn: ({ signal }) => adminRequest(`/customers/${encodeURIComponent(id)}`, AdminCustomerSchema, { signal }),
  });
}
