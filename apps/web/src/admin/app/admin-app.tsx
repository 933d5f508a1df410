import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressRouter } from '../../lib/address-router';
import { StaffSessionProvider } from '../lib/staff-session';
import { AdminRoutes } from './admin-router';

/** The back office: its own queries, the signed-in member of staff, and its pages. */
export function AdminApp() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <StaffSessionProvider>
        <AddressRouter basename="/admin">
          <AdminRoutes />
        </AddressRouter>
      </StaffSessionProvider>
    </QueryClientProvider>
  );
}
