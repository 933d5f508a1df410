import { AdminFabricListSchema, AdminFabricSchema, type AdminFabric } from '@selvedge/contract/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, refusal, type ShopCall } from '../../../test/fake-shop';
import { aFabric, renderPage } from '../../test/catalogue-test-kit';
import { FabricsRoute } from './fabrics-route';

afterEach(cleanup);

const listOf = (fabrics: AdminFabric[], page = 1) => answer(AdminFabricListSchema, { fabrics, total: 60, page, pageSize: 25 });

/** The fabric list answers `fabrics`; a PATCH is answered by `onPatch`. */
function fakeFabrics(
  fabrics: () => AdminFabric[],
  onPatch: (call: ShopCall) => ReturnType<typeof answer> = (call) =>
    answer(AdminFabricSchema, { ...fabrics()[0]!, ...(call.body as object) }),
) {
  return fakeShopApi((call) => {
    if (call.method === 'GET' && call.path.startsWith('/admin/fabrics'))
      return listOf(fabrics(), Number(new URLSearchParams(call.path.split('?')[1]).get('page') ?? 1));
    if (call.method === 'PATCH' && call.path.startsWith('/admin/fabrics/')) return onPatch(call);
    return undefined;
  });
}

const lists = (api: ReturnType<typeof fakeShopApi>) => api.callsTo('GET', '/admin/fabrics').map((call) => call.path);

describe('the fabrics page', () => {
  it('reads its filters from the address, asks the server for that page, and keeps each change in the address', async () => {
    const api = fakeFabrics(() => [
      aFabric(),
      aFabric({
        id: 'prod_linen',
        handle: 'white-linen',
        title: 'White Linen',
        saleStatus: 'withdrawn',
        saleStatusNote: 'The mill closed.',
        tags: [],
      }),
    ]);
    const router = renderPage('/fabrics?type=shirt&q=oxford&page=2', <FabricsRoute />);

    const table = await screen.findByRole('table', { name: 'Fabrics' });
    expect(lists(api)).toEqual(['/admin/fabrics?type=shirt&q=oxford&page=2&pageSize=25']);
    expect(screen.getByLabelText('Type')).toHaveValue('shirt');
    expect(screen.getByLabelText('Search')).toHaveValue('oxford');
    // Status in words, with the reason customers read.
    const linen = within(table).getByText('White Linen').closest('tr')!;
    expect(within(linen).getByText('Withdrawn')).toBeVisible();
    expect(within(linen).getByText('“The mill closed.”')).toBeVisible();
    expect(within(linen).getByRole('button', { name: 'Put back on sale: White Linen' })).toBeVisible();
    expect(screen.getByText('26–50 of 60')).toBeVisible();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'Out of stock');
    await waitFor(() => expect(router.state.location.search).toBe('?type=shirt&status=out_of_stock&q=oxford'));
    await waitFor(() => expect(lists(api)).toContain('/admin/fabrics?type=shirt&status=out_of_stock&q=oxford&page=1&pageSize=25'));

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'linen');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=shirt&status=out_of_stock&q=linen'));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=shirt&status=out_of_stock&q=linen&page=2'));
    await waitFor(() => expect(lists(api).at(-1)).toBe('/admin/fabrics?type=shirt&status=out_of_stock&q=linen&page=2&pageSize=25'));
  });

  it('takes a fabric off sale only with the reason customers will read, and says what they will see', async () => {
    let fabrics = [aFabric()];
    const api = fakeFabrics(
      () => fabrics,
      (call) => {
        const body = call.body as { status: 'withdrawn'; note: string; version: number };
        fabrics = [aFabric({ saleStatus: body.status, saleStatusNote: body.note, version: 4 })];
        return answer(AdminFabricSchema, fabrics[0]!);
      },
    );
    renderPage('/fabrics', <FabricsRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take off sale: Oxford Blue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take Oxford Blue off sale' });
    expect(dialog).toHaveAccessibleDescription(
      /Customers who have it in their cart will see it as ‘Fabric Unavailable’ with the reason you give here/,
    );

    await user.click(within(dialog).getByRole('radio', { name: /Withdrawn from sale/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Take off sale' }));
    const reason = within(dialog).getByLabelText('Reason customers will read');
    expect(await within(dialog).findByText('Say why, in the words customers will read')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH', '/admin/fabrics/prod_oxford/sale-status')).toHaveLength(0);

    await user.type(reason, 'The mill has stopped weaving it.');
    await user.click(within(dialog).getByRole('button', { name: 'Take off sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/admin/fabrics/prod_oxford/sale-status').map((call) => call.body)).toEqual([
      { status: 'withdrawn', note: 'The mill has stopped weaving it.', version: 3 },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Oxford Blue is now withdrawn.');
    // The list is read again: the row shows what the server holds, and offers to put it back.
    expect(await screen.findByRole('button', { name: 'Put back on sale: Oxford Blue' })).toBeVisible();
  });

  it('shows a stale edit as someone else’s change, with the fabric as it is now, and saves again from that', async () => {
    const seen = aFabric({ saleStatus: 'out_of_stock', saleStatusNote: 'Back in March.', version: 3 });
    const now = aFabric({ saleStatus: 'withdrawn', saleStatusNote: 'The mill closed.', version: 5 });
    let fabrics = [seen];
    let patches = 0;
    const api = fakeFabrics(
      () => fabrics,
      (call) => {
        patches += 1;
        if (patches === 1) {
          fabrics = [now];
          return refusal(409, {
            error: 'Someone else changed this fabric first. Reload it and make your change again.',
            code: 'stale_edit',
          });
        }
        return answer(AdminFabricSchema, {
          ...now,
          saleStatus: 'on_sale',
          saleStatusNote: null,
          version: (call.body as { version: number }).version + 1,
        });
      },
    );
    renderPage('/fabrics', <FabricsRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Put back on sale: Oxford Blue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put Oxford Blue back on sale' });
    expect(dialog).toHaveAccessibleDescription(/It is out of stock: Back in March\./);
    await user.click(within(dialog).getByRole('button', { name: 'Put back on sale' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this fabric first.');
    await waitFor(() => expect(alert).toHaveTextContent('It is now: Withdrawn: The mill closed.'));
    expect(api.callsTo('GET', '/admin/fabrics').some((call) => call.path.includes('q=oxford-blue'))).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Put back on sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/admin/fabrics/prod_oxford/sale-status').map((call) => call.body)).toEqual([
      { status: 'on_sale', version: 3 },
      { status: 'on_sale', version: 5 },
    ]);
  });

  it('shows the server’s refusal of the reason on the reason', async () => {
    fakeFabrics(
      () => [aFabric()],
      () =>
        refusal(400, {
          error: 'note: at most 300 characters',
          code: 'invalid_input',
          problems: [{ path: 'note', message: 'note: at most 300 characters' }],
        }),
    );
    renderPage('/fabrics', <FabricsRoute />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take off sale: Oxford Blue' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason customers will read'), 'Sold out.');
    await user.click(within(dialog).getByRole('button', { name: 'Take off sale' }));
    expect(await within(dialog).findByText('At most 300 characters')).toBeVisible();
    expect(within(dialog).getByLabelText('Reason customers will read')).toHaveAttribute('aria-invalid', 'true');
  });
});
