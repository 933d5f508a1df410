/** Test helpers for the catalogue's pages: a page rendered with its own queries in a router at an address. */
import type { AdminFabric } from '@selvedge/contract/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** `pattern` is the route's own (`/fabrics/:id`), for a page that reads its address's parameters. */
export function renderPage(path: string, element: ReactNode, pattern = '*') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export function aFabric(overrides: Partial<AdminFabric> = {}): AdminFabric {
  return {
    id: 'prod_oxford',
    handle: 'oxford-blue',
    title: 'Oxford Blue',
    productType: 'shirt',
    tags: ['Display'],
    saleStatus: 'on_sale',
    saleStatusNote: null,
    price: { amount: '150.00', currencyCode: 'SGD' },
    imageUrl: '/api/media/img_oxford',
    version: 3,
    ...overrides,
  };
}
