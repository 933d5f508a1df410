import { AdminOrderListSchema, type AdminOrderSummary } from '@selvedge/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-shop';
import { OrdersListRoute } from './orders-list-route';
import { fakeAdminApi, renderAdminPage } from '../../test/orders-test-kit';

const summary = (overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  number: 'SV-1042',
  createdAt: '2026-03-02T04:00:00.000Z',
  status: 'cutting',
  customerName: 'Grace Hopper',
  email: 'grace@example.com',
  customerId: null,
  total: { amount: '1234.50', currencyCode: 'SGD' },
  pieceCount: 2,
  productTypes: ['shirt', 'trousers'],
  trial: true,
  preorder: false,
  dueOn: '2026-03-20',
  overdue: true,
  expectedOn: null,
  late: false,
  version: 2,
  ...overrides,
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the orders list', () => {
  it('asks the server for the filters, search, sort and page the address holds, and shows each order', async () => {
    const shop = fakeAdminApi('workroom', (call) =>
      call.path.startsWith('/admin/orders?')
        ? answer(AdminOrderListSchema, { orders: [summary()], total: 60, page: 2, pageSize: 25 })
        : undefined,
    );
    renderAdminPage('/orders', <OrdersListRoute />, '/orders?stage=cutting&trial=true&q=grace&sort=-total&page=2');
    const row = await screen.findByRole('row', { name: /SV-1042/ });
    expect(shop.calls.find((call) => call.path.startsWith('/admin/orders'))?.path).toBe(
      '/admin/orders?stage=cutting&trial=true&q=grace&sort=-total&page=2&pageSize=25',
    );
    expect(within(row).getByRole('link', { name: 'SV-1042' })).toHaveAttribute('href', '/orders/SV-1042');
    // Overdue is said in words, not by colour alone; money as the storefront writes it.
    expect(row).toHaveTextContent('Overdue: was due 20 Mar 2026');
    expect(row).toHaveTextContent(/SGD\s1,234\.50/);
    expect(row).toHaveTextContent('2 · Shirt, Trousers');
    expect(row).toHaveTextContent('Trial');
    expect(screen.getByLabelText('Stage')).toHaveValue('cutting');
    expect(screen.getByLabelText('Trial')).toHaveValue('true');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('grace');
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
  });

  it('writes a new filter, search, sort or page into the address, starting again at the first page', async () => {
    fakeAdminApi('manager', (call) =>
      call.path.startsWith('/admin/orders?')
        ? answer(AdminOrderListSchema, { orders: [summary()], total: 60, page: 1, pageSize: 25 })
        : undefined,
    );
    const router = renderAdminPage('/orders', <OrdersListRoute />, '/orders?q=grace&page=2');
    await screen.findByRole('row', { name: /SV-1042/ });

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'polo' } });
    await waitFor(() => expect(router.state.location.search).toBe('?type=polo&q=grace'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  SV-10  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=polo&q=SV-10'));

    fireEvent.click(screen.getByRole('button', { name: /^Placed/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=polo&q=SV-10&sort=created'));

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=polo&q=SV-10&sort=created&page=2'));
  });

  it('keeps the rows shown while the next page loads, marked busy', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    fakeAdminApi('workroom', async (call) => {
      if (!call.path.startsWith('/admin/orders?')) return undefined;
      if (call.path.includes('page=2')) {
        await slow;
        return answer(AdminOrderListSchema, { orders: [summary({ number: 'SV-2000' })], total: 60, page: 2, pageSize: 25 });
      }
      return answer(AdminOrderListSchema, { orders: [summary()], total: 60, page: 1, pageSize: 25 });
    });
    renderAdminPage('/orders', <OrdersListRoute />, '/orders');
    await screen.findByRole('row', { name: /SV-1042/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('row', { name: /SV-1042/ })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('row', { name: /SV-2000/ })).toBeInTheDocument();
  });
});
