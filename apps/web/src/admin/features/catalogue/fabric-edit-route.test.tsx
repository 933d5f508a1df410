import { CollectionsResponseSchema } from '@selvedge/contract';
import { AdminFabricDetailSchema, FABRIC_MESSAGES, type AdminFabricDetail } from '@selvedge/contract/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { renderPage } from '../../test/catalogue-test-kit';
import { FabricEditRoute } from './fabric-edit-route';

afterEach(cleanup);

const collections = answer(CollectionsResponseSchema, {
  productType: 'shirt',
  collections: [{ id: 'col_blues', handle: 'blues', title: 'Blues', description: '', filterType: 'colour', productCount: 4 }],
});

function aDetail(overrides: Partial<AdminFabricDetail> = {}): AdminFabricDetail {
  return {
    id: 'prod_oxford',
    variantId: 'var_oxford',
    productType: 'shirt',
    title: 'Oxford Blue',
    handle: 'oxford-blue',
    description: 'A soft oxford weave.',
    attributes: { colour: ['Blue'], pattern: ['Solid'], material: ['Cotton'] },
    tags: ['Display'],
    collections: ['blues'],
    price: { sgdMinor: 15000, fixed: {} },
    saleStatus: 'on_sale',
    saleStatusNote: null,
    images: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

/** The shop's answers for the fabric's page: the collections, the fabric, and `onWrite` for each change. */
function fakeFabricPage(onWrite: (call: ShopCall) => ShopAnswer, fabric = aDetail()) {
  return fakeShopApi((call) => {
    if (call.path.startsWith('/shopify/products/collections/')) return collections;
    if (call.method === 'GET' && call.path === `/admin/fabrics/${fabric.id}`) return answer(AdminFabricDetailSchema, fabric);
    if (call.method === 'POST' || call.method === 'PATCH') return onWrite(call);
    return undefined;
  });
}

async function fillNewFabric(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Harbour Stripe');
  await user.type(screen.getByLabelText('Handle'), 'harbour-stripe');
  await user.type(screen.getByLabelText('Description'), 'A crisp poplin stripe.');
  await user.click(within(screen.getByRole('group', { name: 'Colour' })).getByLabelText('Blue'));
  await user.click(within(screen.getByRole('group', { name: 'Pattern' })).getByLabelText('Stripe'));
  await user.click(within(screen.getByRole('group', { name: 'Material' })).getByLabelText('Cotton'));
  await user.click(await screen.findByLabelText('Blues'));
  await user.type(screen.getByLabelText('Price in SGD'), '159.00');
  await user.click(screen.getByRole('button', { name: 'Add a fixed price' }));
  await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
  await user.type(screen.getByLabelText('Fixed price'), '119.50');
}

describe('the new fabric form', () => {
  it('sends the fabric with money in minor units and shows a taken handle on the handle', async () => {
    const handle = FABRIC_MESSAGES.handleTaken('harbour-stripe');
    const api = fakeFabricPage(() =>
      refusal(409, { error: handle, code: 'handle_taken', problems: [{ path: 'handle', message: handle }] }),
    );
    renderPage('/fabrics/new', <FabricEditRoute />);
    const user = userEvent.setup();
    await fillNewFabric(user);
    await user.click(screen.getByRole('button', { name: 'Create fabric' }));

    expect(await screen.findByText('Another product already has the handle "harbour-stripe"')).toBeVisible();
    expect(screen.getByLabelText('Handle')).toHaveAttribute('aria-invalid', 'true');
    const [sent] = api.callsTo('POST', '/admin/fabrics');
    expect(sent?.idempotencyKey).toEqual(expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/));
    expect(sent?.body).toEqual({
      productType: 'shirt',
      title: 'Harbour Stripe',
      handle: 'harbour-stripe',
      description: 'A crisp poplin stripe.',
      attributes: { colour: ['Blue'], pattern: ['Stripe'], material: ['Cotton'] },
      tags: ['Display'],
      collections: ['blues'],
      price: { sgdMinor: 15900, fixed: { USD: 11950 } },
    });
  });

  it('shows the server’s refusal of a fixed price on that price’s field', async () => {
    const message = 'price.fixed.USD: at most 100000000000 minor units';
    fakeFabricPage(() => refusal(400, { error: message, code: 'invalid_input', problems: [{ path: 'price.fixed.USD', message }] }));
    renderPage('/fabrics/new', <FabricEditRoute />);
    const user = userEvent.setup();
    await fillNewFabric(user);
    await user.click(screen.getByRole('button', { name: 'Create fabric' }));

    expect(await screen.findByText('At most 100000000000 minor units')).toBeVisible();
    expect(screen.getByLabelText('Fixed price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Handle')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a price that is not an amount before asking the server', async () => {
    const api = fakeFabricPage(() => refusal(500, { error: 'not expected', code: 'internal_error' }));
    renderPage('/fabrics/new', <FabricEditRoute />);
    const user = userEvent.setup();
    await fillNewFabric(user);
    await user.clear(screen.getByLabelText('Price in SGD'));
    await user.type(screen.getByLabelText('Price in SGD'), '159.999');
    await user.click(screen.getByRole('button', { name: 'Create fabric' }));

    expect(await screen.findByText('An amount like 259.00, with at most the decimals SGD has')).toBeVisible();
    expect(api.callsTo('POST', '/admin/fabrics')).toHaveLength(0);
  });
});

describe('a fabric’s page', () => {
  it('shows a stale edit as someone else’s change and loads the fabric as it is now', async () => {
    const current = aDetail({ title: 'Oxford Blue Royal', price: { sgdMinor: 17000, fixed: { EUR: 11000 } }, version: 5 });
    const api = fakeFabricPage((call) =>
      (call.body as { version: number }).version === 3
        ? refusal(409, { error: FABRIC_MESSAGES.stale, code: 'stale_edit' }, { current })
        : answer(AdminFabricDetailSchema, { ...current, price: { sgdMinor: 18000, fixed: { EUR: 11000 } }, version: 6 }),
    );
    renderPage('/fabrics/prod_oxford', <FabricEditRoute />, '/fabrics/:id');
    const user = userEvent.setup();
    const price = await screen.findByLabelText('Price in SGD');
    expect(price).toHaveValue('150.00');
    await user.clear(price);
    await user.type(price, '160.00');
    await user.click(screen.getByRole('button', { name: 'Save fabric' }));

    expect(
      await screen.findByText('Someone else changed this first. The form now shows their version: make your change again and save.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Oxford Blue Royal');
    expect(screen.getByLabelText('Price in SGD')).toHaveValue('170.00');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Fixed price')).toHaveValue('110.00');

    await user.clear(screen.getByLabelText('Price in SGD'));
    await user.type(screen.getByLabelText('Price in SGD'), '180.00');
    await user.click(screen.getByRole('button', { name: 'Save fabric' }));
    expect(await screen.findByText('Oxford Blue Royal is saved.')).toBeVisible();
    expect(
      api.callsTo('PATCH', '/admin/fabrics/prod_oxford').map((call) => (call.body as { version: number; price: unknown }).version),
    ).toEqual([3, 5]);
    await waitFor(() => expect(screen.getByLabelText('Price in SGD')).toHaveValue('180.00'));
  });
});
