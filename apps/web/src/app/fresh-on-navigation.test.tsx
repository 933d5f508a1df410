import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { refreshShopAnswersOnNavigation } from './fresh-on-navigation';

/**
 * The shop's answers as the storefront keeps them (for minutes), and the price the back office
 * sets: each page shows the price; the shop's answer changes between two pages.
 */
function openShop({ loader = false }: { loader?: boolean } = {}) {
  const shop = { price: '120.00', asked: 0 };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fabricQuery = {
    queryKey: ['products', 'shirt', 'EUR'],
    queryFn: async () => {
      shop.asked += 1;
      return { price: shop.price };
    },
    staleTime: 5 * 60 * 1000,
  };
  function Price({ page }: { page: string }) {
    const { data } = useQuery(fabricQuery);
    return <p>{`${page}: ${data?.price ?? 'loading'}`}</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <Price page="home" /> },
      {
        path: '/our-products',
        element: <Price page="products" />,
        ...(loader ? { loader: () => client.prefetchQuery(fabricQuery).then(() => null) } : {}),
      },
      { path: '/contact-us', element: <p>Contact us</p> },
    ],
    { initialEntries: ['/'] },
  );
  const stop = refreshShopAnswersOnNavigation(router, client);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { shop, router, stop, client };
}

afterEach(() => cleanup());

describe('a back-office edit on the next page', () => {
  it('a move to another page asks again for what the visit kept, and shows the new price', async () => {
    const { shop, router, stop } = openShop();
    expect(await screen.findByText('home: 120.00')).toBeVisible();
    expect(shop.asked).toBe(1);

    shop.price = '150.00';
    await act(() => router.navigate('/our-products'));
    expect(await screen.findByText('products: 150.00')).toBeVisible();
    expect(shop.asked).toBe(2);
    stop();
  });

  it("a page's loader asks afresh, so the page draws the new price the first time", async () => {
    const { shop, router, stop } = openShop({ loader: true });
    expect(await screen.findByText('home: 120.00')).toBeVisible();
    // A page without prices between: the kept answer is not in use there.
    await act(() => router.navigate('/contact-us'));
    shop.price = '150.00';
    await act(() => router.navigate('/our-products'));
    // The loader waited for the fresh answer: no old price drawn first.
    expect(screen.getByText('products: 150.00')).toBeVisible();
    stop();
  });

  it('choosing options on one page (its query string) asks for nothing again', async () => {
    const { shop, router, stop } = openShop();
    expect(await screen.findByText('home: 120.00')).toBeVisible();
    shop.price = '150.00';
    await act(() => router.navigate('/?collar=classic'));
    await act(() => router.navigate('/?collar=button-down'));
    expect(screen.getByText('home: 120.00')).toBeVisible();
    expect(shop.asked).toBe(1);
    stop();
  });
});
