import { AdminOrderSchema, type AdminOrder } from '@selvedge/contract/admin';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-shop';
import { OrderRoute } from './order-route';
import { anAdminOrder, aPiece, fakeAdminApi, renderAdminPage } from '../../test/orders-test-kit';
import { ProductionSheetRoute } from './production-sheet-route';

/** The measurement warnings a customer confirmed (issue 29), as the workroom sees them on the order and the production sheet. */
const collar = 'Collar (19 in) is more than half your chest (36 in), which is rare. Please check both.';
const flagged = anAdminOrder({
  pieces: [
    aPiece({ sizeSource: 'Body measurements', fitWarnings: [collar] }),
    aPiece({
      reference: 'ref_linen_0002',
      fabric: { id: 'prod_linen', title: 'Linen White', handle: 'linen-white' },
      sizeSource: "Estimated from answers: Size L, Slim fit (changed from the estimate's M)",
      fitWarnings: [],
    }),
  ],
});

function shopWith(order: AdminOrder) {
  return fakeAdminApi('workroom', (call) => {
    if (call.path.startsWith('/contentful-plain/products/config')) return { status: 200, body: { currencyCode: 'SGD', products: {} } };
    if (call.method === 'GET' && call.path === `/admin/orders/${order.number}`) return answer(AdminOrderSchema, order);
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the flags of confirmed measurements', () => {
  it("show on the order's page under the piece they belong to, and nowhere else", async () => {
    shopWith(flagged);
    renderAdminPage('/orders/:number', <OrderRoute />, `/orders/${flagged.number}`);
    const oxford = await screen.findByRole('listitem', { name: /Oxford Blue/ });
    const flags = within(oxford).getByRole('list', { name: 'Measurements the customer confirmed' });
    expect(flags).toHaveTextContent(`Customer confirmed: ${collar}`);
    const linen = screen.getByRole('listitem', { name: /Linen White/ });
    expect(within(linen).queryByRole('list', { name: 'Measurements the customer confirmed' })).toBeNull();
    expect(linen).toHaveTextContent("Size fromEstimated from answers: Size L, Slim fit (changed from the estimate's M)");
  });

  it('show on the production sheet of the piece', async () => {
    shopWith(flagged);
    renderAdminPage('/orders/:number/sheet', <ProductionSheetRoute />, `/orders/${flagged.number}/sheet`);
    const sheets = await screen.findAllByTestId('piece-sheet');
    expect(sheets).toHaveLength(2);
    expect(within(sheets[0]!).getByRole('list', { name: 'Measurements the customer confirmed' })).toHaveTextContent(
      `Customer confirmed: ${collar}`,
    );
    expect(within(sheets[1]!).queryByText(/Customer confirmed/)).toBeNull();
  });

  it('are absent from a piece sold before them (no fitWarnings at all)', async () => {
    const old = anAdminOrder({ pieces: [aPiece()] });
    shopWith(old);
    renderAdminPage('/orders/:number', <OrderRoute />, `/orders/${old.number}`);
    await screen.findByRole('listitem', { name: /Oxford Blue/ });
    expect(screen.queryByText(/Customer confirmed/)).toBeNull();
  });
});
