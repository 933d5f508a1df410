import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFreshOnNavigation } from './fresh-on-navigation';
import { forgetOtherPages, lazyScreen, ScreenView } from './screens';

/**
 * The shop's answers as the storefront keeps them (for minutes), and the price the back office
 * sets: each page shows the price; the shop's answer changes between two pages. With `prepare`, the
 * products page is a lazy screen that asks for the price before it draws, as the customiser does.
 */
function openShop({ prepare = false }: { prepare?: boolean } = {}) {
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
  const productsScreen = lazyScreen(
    async () =>
      function Products() {
        return <Price page="products" />;
      },
    (queryClient) => queryClient.prefetchQuery(fabricQuery),
  );
  const moves: { navigate: NavigateFunction | null } = { navigate: null };
  function Layout() {
    moves.navigate = useNavigate();
    useFreshOnNavigation(useLocation().pathname, useQueryClient(), forgetOtherPages);
    return <Outlet />;
  }
  function Pages() {
    return useRoutes([
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Price page="home" /> },
          { path: '/our-products', element: prepare ? <ScreenView screen={productsScreen} /> : <Price page="products" /> },
          { path: '/contact-us', element: <p>Contact us</p> },
        ],
      },
    ]);
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Pages />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const navigate = (to: string) => act(async () => void (await moves.navigate?.(to)));
  return { shop, navigate, client };
}

afterEach(() => cleanup());

describe('a back-office edit on the next page', () => {
  it('a move to another page asks again for what the visit kept, and shows the new price', async () => {
    const { shop, navigate } = openShop();
    expect(await screen.findByText('home: 120.00')).toBeVisible();
    expect(shop.asked).toBe(1);

    shop.price = '150.00';
    await navigate('/our-products');
    expect(await screen.findByText('products: 150.00')).toBeVisible();
    expect(shop.asked).toBe(2);
  });

  it('a screen that prepares asks afresh, so the page draws the new price the first time', async () => {
    const { shop, navigate } = openShop({ prepare: true });
    expect(await screen.findByText('home: 120.00')).toBeVisible();
    // A page without prices between: the kept answer is not in use there.
    await navigate('/contact-us');
    shop.price = '150.00';
    await navigate('/our-products');
    // The screen waited for the fresh answer: no old price drawn first.
    expect(await screen.findByText(/^products: /)).toHaveTextContent('products: 150.00');
  });

  it('choosing options on one page (its query string) asks for nothing again', async () => {
    const { shop, navigate } = openShop();
    expect(await screen.findByText('home: 120.00')).toBeVisible();
    shop.price = '150.00';
    await navigate('/?collar=classic');
    await navigate('/?collar=button-down');
    expect(screen.getByText('home: 120.00')).toBeVisible();
    expect(shop.asked).toBe(1);
  });
});
