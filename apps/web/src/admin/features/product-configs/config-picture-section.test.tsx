import {
  AdminFabricListSchema,
  AdminProductConfigPreviewSchema,
  AdminProductConfigVersionSchema,
  type AdminProductConfig,
} from '@selvedge/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { renderAdmin } from '../../test/admin-test-kit';
import { readPicture } from './config-picture-section';
import { aVersion, SERVED } from './product-config-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const user = userEvent.setup();
const LIVE = aVersion('shirt');
const FRONT = LIVE.config.picture.views[0]!;
const groupName = (key: string) => LIVE.config.styles[key]?.name ?? key;

const fabrics = answer(AdminFabricListSchema, {
  fabrics: [
    {
      id: 'prod_1',
      handle: 'oxford-blue',
      title: 'Oxford Blue',
      productType: 'shirt',
      tags: ['Display'],
      saleStatus: 'on_sale',
      saleStatusNote: null,
      price: { amount: '150.00', currencyCode: 'SGD' },
      imageUrl: '/api/media/oxford-blue',
      version: 1,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
});
const preview = answer(AdminProductConfigPreviewSchema, {
  productType: 'shirt',
  basedOn: LIVE.version,
  storefront: SERVED,
  diff: { changes: [{ path: 'picture.views.0.stack', change: 'changed', before: [], after: [] }], total: 1 },
});

function renderShirt(onCall: (call: ShopCall) => ShopAnswer | undefined = () => undefined) {
  return renderAdmin('/product-configs/shirt', (call) => {
    if (call.method === 'GET' && call.path === '/admin/product-configs/shirt') return answer(AdminProductConfigVersionSchema, LIVE);
    if (call.method === 'GET' && call.path.startsWith('/admin/fabrics?')) return fabrics;
    return onCall(call);
  });
}
const sentConfig = (shop: ReturnType<typeof renderShirt>) =>
  (shop.callsTo('POST', '/admin/product-configs/shirt/preview')[0]?.body as { config: AdminProductConfig }).config;

describe('the garment picture section', () => {
  it('shows every view with its stack and a live drawing, and sends a reordered stack and a renamed view', async () => {
    expect(FRONT.stack.length).toBeGreaterThan(1);
    const shop = renderShirt((call) =>
      call.method === 'POST' && call.path === '/admin/product-configs/shirt/preview?cc=SGD' ? preview : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Garment picture' });
    for (const view of LIVE.config.picture.views)
      expect(
        within(section).getByRole('img', { name: `Preview of the ${view.name} view, with each group’s usual option` }),
      ).toBeInTheDocument();
    const stack = within(section).getByRole('list', { name: `Stack of the ${FRONT.name} view` });
    expect(
      within(stack)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(FRONT.stack.map(groupName));

    const [bottom, second] = FRONT.stack as [string, string];
    await user.click(within(section).getByRole('button', { name: `Move ${groupName(bottom)} up the ${FRONT.name} stack` }));
    expect(within(stack).getAllByRole('listitem')[0]?.firstChild?.textContent).toBe(groupName(second));
    const name = within(section).getByLabelText(`Name of the ${FRONT.key} view`);
    await user.clear(name);
    await user.type(name, 'Front, buttoned');
    expect(within(section).getByRole('img', { name: /Preview of the Front, buttoned view/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    await waitFor(() => expect(shop.callsTo('POST', '/admin/product-configs/shirt/preview')).toHaveLength(1));
    const sent = sentConfig(shop);
    expect(sent.picture.views[0]?.stack).toEqual([second, bottom, ...FRONT.stack.slice(2)]);
    expect(sent.picture.views[0]?.name).toBe('Front, buttoned');
    expect({ ...sent, picture: LIVE.config.picture }).toEqual(LIVE.config);
  });

  it('draws the preview in a fabric picked from the type’s fabrics, or undyed', async () => {
    renderShirt();
    const section = await screen.findByRole('region', { name: 'Garment picture' });
    const front = () => within(section).getByRole('img', { name: `Preview of the ${FRONT.name} view, with each group’s usual option` });
    expect(front().querySelector('pattern image')).toBeNull();
    await within(section).findByRole('option', { name: 'Oxford Blue' });
    await user.selectOptions(within(section).getByLabelText('Cloth for the preview'), 'Oxford Blue');
    expect(front().querySelector('pattern image')).toHaveAttribute('href', '/api/media/oxford-blue');
  });

  it('says what is wrong with JSON as it is typed, and shows the server’s problem on the field', async () => {
    renderShirt((call) =>
      call.method === 'POST'
        ? refusal(400, {
            error: 'config.picture: the collar option "pagoda" has no drawing in the front view',
            code: 'invalid_input',
            problems: [{ path: 'config.picture', message: 'the collar option "pagoda" has no drawing in the front view' }],
          })
        : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Garment picture' });
    const json = within(section).getByLabelText('Drawings and paints (JSON)');
    const text = (json as HTMLTextAreaElement).value;
    fireEvent.change(json, { target: { value: text.slice(0, -2) } });
    expect(await within(section).findByText(/The picture is not JSON yet/)).toBeInTheDocument();
    expect(within(section).queryByRole('img')).toBeNull();
    // A view without a name: still listed, to be named, with the problem said and no drawing.
    const unnamed = JSON.parse(text) as { views: { name: string }[] };
    unnamed.views[0]!.name = '';
    fireEvent.change(json, { target: { value: JSON.stringify(unnamed) } });
    expect(await within(section).findByText(/^views\.0\.name: /)).toBeInTheDocument();
    expect(within(section).getByLabelText(`Name of the ${FRONT.key} view`)).toHaveValue('');
    expect(within(section).queryByRole('img')).toBeNull();
    fireEvent.change(json, { target: { value: text } });
    expect(await within(section).findAllByRole('img')).toHaveLength(LIVE.config.picture.views.length);

    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    await waitFor(() => expect(json).toHaveAttribute('aria-invalid', 'true'));
    expect(within(section).getByText(/has no drawing in the front view/)).toBeInTheDocument();
  });
});

describe('readPicture', () => {
  it('names the first problem on its path', () => {
    const picture = JSON.parse(JSON.stringify(LIVE.config.picture)) as { views: { width: unknown }[] };
    picture.views[0]!.width = -1;
    const read = readPicture(JSON.stringify(picture));
    expect(read.problem).toMatch(/^views\.0\.width: /);
    expect(read.picture).toBeNull();
    expect(read.views?.map((view) => view.key)).toEqual(LIVE.config.picture.views.map((view) => view.key));
    expect(readPicture(JSON.stringify(LIVE.config.picture)).picture).toEqual(LIVE.config.picture);
    expect(readPicture('{').views).toBeNull();
  });
});
