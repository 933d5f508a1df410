import { AdminFabricListSchema, PREORDER_MESSAGES } from '@selvedge/contract/admin';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, refusal } from '../../../test/fake-shop';
import { aFabric, renderPage } from '../../test/catalogue-test-kit';
import { PreorderEditRoute } from './preorder-edit-route';

afterEach(cleanup);

describe('the new pre-order form', () => {
  it('sends the cutoff as Singapore time and shows the server’s refusal of a past cutoff on the cutoff', async () => {
    const api = fakeShopApi((call) => {
      if (call.method === 'GET' && call.path.startsWith('/admin/fabrics')) {
        return answer(AdminFabricListSchema, {
          fabrics: [aFabric(), aFabric({ id: 'prod_linen', handle: 'white-linen', title: 'White Linen' })],
          total: 2,
          page: 1,
          pageSize: 25,
        });
      }
      if (call.method === 'POST' && call.path === '/admin/preorders') {
        return refusal(400, {
          error: PREORDER_MESSAGES.cutoffPast,
          code: 'invalid_input',
          problems: [{ path: 'cutoff', message: PREORDER_MESSAGES.cutoffPast }],
        });
      }
      return undefined;
    });
    renderPage('/preorders/new', <PreorderEditRoute />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Winter flannels');
    await user.type(screen.getByLabelText('Collection'), 'Flannel 2026');
    await user.type(screen.getByLabelText('Description (menu panel)'), 'Brushed cotton for the cold months.');
    await user.type(screen.getByLabelText('Collection description (pre-order page)'), 'Six flannels, woven to order.');
    await user.type(screen.getByLabelText('Cutoff, Singapore time (SGT)'), '2020-01-15T18:00');
    await user.type(screen.getByLabelText('Delivery from (weeks after cutoff)'), '8');
    await user.type(screen.getByLabelText('Delivery by (weeks after cutoff)'), '10');
    await user.type(screen.getByLabelText('Delivery promise in words'), 'delivered 8-10 weeks from cutoff');
    await user.click(await within(screen.getByRole('list', { name: 'Fabrics found' })).findByLabelText('White Linen'));
    expect(within(screen.getByRole('list', { name: 'Chosen fabrics' })).getByText('White Linen')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create pre-order' }));

    expect(await screen.findByText('Must be in the future')).toBeVisible();
    expect(screen.getByLabelText('Cutoff, Singapore time (SGT)')).toHaveAttribute('aria-invalid', 'true');
    const [sent] = api.callsTo('POST', '/admin/preorders');
    expect(sent?.idempotencyKey).toEqual(expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
    expect(sent?.body).toEqual({
      title: 'Winter flannels',
      description: 'Brushed cotton for the cold months.',
      collectionTitle: 'Flannel 2026',
      collectionDescription: 'Six flannels, woven to order.',
      estimatedDelivery: 'delivered 8-10 weeks from cutoff',
      cutoff: '2020-01-15T10:00:00.000Z',
      deliveryWeeksMin: 8,
      deliveryWeeksMax: 10,
      productIds: ['prod_linen'],
    });
  });
});
