import {
  AdminProductConfigListSchema,
  AdminProductConfigPreviewSchema,
  AdminProductConfigPublishedSchema,
  AdminProductConfigVersionListSchema,
  AdminProductConfigVersionSchema,
  type AdminProductConfig,
  type AdminProductConfigDiff,
  type AdminProductConfigVersion,
} from '@selvedge/contract/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { renderAdmin } from '../../test/admin-test-kit';
import { PRICE_MESSAGE } from './config-accessories-values';
import { aVersion, SERVED } from './product-config-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const user = userEvent.setup();

const LIVE = aVersion('shirt');
const STAYS = LIVE.config.accessories.addOns.find((item) => item.key === 'brass-collar-stays')!.variantId!;

const summaryOf = ({ config: _config, current: _current, ...summary }: AdminProductConfigVersion) => summary;

function previewOf(diff: AdminProductConfigDiff) {
  return answer(AdminProductConfigPreviewSchema, { productType: 'shirt', basedOn: LIVE.version, storefront: SERVED, diff });
}

/** The shirt's page: the live version, and `onCall` for everything else. */
function renderShirt(onCall: (call: ShopCall) => ShopAnswer | undefined, live: () => AdminProductConfigVersion = () => LIVE) {
  return renderAdmin('/product-configs/shirt', (call) =>
    call.method === 'GET' && call.path === '/admin/product-configs/shirt' ? answer(AdminProductConfigVersionSchema, live()) : onCall(call),
  );
}

const sentConfig = (call: ShopCall | undefined) => (call?.body as { config: AdminProductConfig }).config;

describe('the configuration form', () => {
  it('shows the server’s problems on their fields, and those about no field at the top with their path in words', async () => {
    const shop = renderShirt((call) =>
      call.method === 'POST' && call.path === '/admin/product-configs/shirt/preview?cc=SGD'
        ? refusal(400, {
            error: 'config.styles.collar.options[2].key: "point" is already an option of this group',
            code: 'invalid_input',
            problems: [
              { path: 'config.styles.collar.options[2].key', message: '"point" is already an option of this group' },
              { path: 'config.productType', message: 'must be shirt: this is the shirt configuration' },
            ],
          })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Preview the changes' }));

    const summary = await screen.findByRole('alert', { name: '2 problems stop this configuration' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByText('Product type')).toBeVisible();
    expect(summary).toHaveTextContent('Product type: must be shirt: this is the shirt configuration');
    expect(summary).toHaveTextContent('Style group “Collar” › option 3 (Cutaway collar) › key: "point" is already an option of this group');

    const option = screen.getByRole('group', { name: 'Option 3: Cutaway collar' });
    expect(within(option).getByLabelText('Key')).toHaveAttribute('aria-invalid', 'true');
    expect(within(option).getByText('"point" is already an option of this group')).toBeVisible();
    expect(within(option).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');
    expect(shop.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a negative price on its field before asking the server', async () => {
    const shop = renderShirt(() => undefined);
    const price = await screen.findByLabelText('Brass collar stays (SGD)');
    await user.clear(price);
    await user.type(price, '-2.00');
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));

    expect(await screen.findByRole('alert', { name: 'One problem stops this configuration' })).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(PRICE_MESSAGE)).not.toHaveLength(0);
    expect(shop.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('refuses an empty option key on that option with the contract’s words, sending nothing', async () => {
    const shop = renderShirt(() => undefined);
    // The garment picture's stacks name the groups too: the fold is the style groups' own.
    await user.click(within(await screen.findByRole('region', { name: 'Style groups' })).getByText('Cuffs'));
    const option = await screen.findByRole('group', { name: 'Option 2: Two-button cuff' });
    await user.clear(within(option).getByLabelText('Key'));
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));

    await waitFor(() => expect(within(option).getByLabelText('Key')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(option).getByText('Keys are lower-case words joined by dashes')).toBeVisible();
    expect(shop.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('sends an add-on price typed in dollars as cents, shows the differences and publishes from the version seen', async () => {
    const diff: AdminProductConfigDiff = {
      changes: [{ path: `addOnPrices.${STAYS}`, change: 'changed', before: 1500, after: 1850 }],
      total: 1,
    };
    const shop = renderShirt((call) => {
      if (call.method === 'POST' && call.path === '/admin/product-configs/shirt/preview?cc=SGD') return previewOf(diff);
      if (call.method === 'PUT' && call.path === '/admin/product-configs/shirt') {
        const { config } = call.body as { config: AdminProductConfig };
        return answer(AdminProductConfigPublishedSchema, { ...LIVE, version: 4, note: 'Brass went up', config, diff });
      }
      return undefined;
    });
    const price = await screen.findByLabelText('Brass collar stays (SGD)');
    expect(price).toHaveValue('15.00');
    await user.clear(price);
    await user.type(price, '18.5');
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));

    const preview = await screen.findByRole('region', { name: 'Preview of version 4' });
    expect(within(preview).getByRole('heading', { name: 'Preview of version 4' })).toHaveFocus();
    const changes = within(preview).getByRole('list', { name: 'Differences from version 3' });
    expect(changes).toHaveTextContent('Price of “Brass collar stays”');
    expect(changes).toHaveTextContent('changed from SGD 15.00 to SGD 18.50');
    const [previewCall] = shop.callsTo('POST', '/admin/product-configs/shirt/preview');
    expect(sentConfig(previewCall).addOnPrices[STAYS]).toBe(1850);
    expect(sentConfig(previewCall)).toEqual({ ...LIVE.config, addOnPrices: { ...LIVE.config.addOnPrices, [STAYS]: 1850 } });

    await user.type(within(preview).getByLabelText('Note (optional)'), 'Brass went up');
    await user.click(within(preview).getByRole('button', { name: 'Publish version 4' }));
    expect(await screen.findByText('Version 4 is published (1 difference). The storefront serves it now.')).toBeVisible();
    const [published] = shop.callsTo('PUT', '/admin/product-configs/shirt');
    expect(published?.body).toEqual({ version: 3, note: 'Brass went up', config: sentConfig(previewCall) });
    expect(screen.getByLabelText('Brass collar stays (SGD)')).toHaveValue('18.50');
    expect(screen.queryByRole('region', { name: /^Preview of version/ })).not.toBeInTheDocument();
  });

  it('drops a preview once the form changes, so only what was previewed can be published', async () => {
    renderShirt((call) =>
      call.method === 'POST'
        ? previewOf({ changes: [{ path: 'title', change: 'changed', before: 'Shirts', after: 'Dress shirts' }], total: 1 })
        : undefined,
    );
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Dress shirts');
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    expect(await screen.findByRole('button', { name: 'Publish version 4' })).toBeVisible();

    await user.type(title, '!');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish version 4' })).not.toBeInTheDocument());
  });

  it('says when someone published first, and loads their version on request', async () => {
    const theirs = aVersion('shirt', {
      version: 4,
      note: 'New title',
      createdBy: { id: 'stf_ada', name: 'Ada Owner', email: 'ada@selvedge.test' },
    });
    theirs.config = { ...theirs.config, title: 'Dress shirts' };
    let published = false;
    const shop = renderShirt(
      (call) => {
        if (call.method === 'POST' && call.path === '/admin/product-configs/shirt/preview?cc=SGD') {
          return previewOf({ changes: [{ path: 'description', change: 'changed' }], total: 1 });
        }
        if (call.method === 'PUT') {
          published = true;
          return refusal(
            409,
            { error: 'Someone else published this configuration first. Reload it and make your change again.', code: 'stale_edit' },
            { current: summaryOf(theirs) },
          );
        }
        return undefined;
      },
      () => (published ? theirs : LIVE),
    );
    const description = await screen.findByLabelText('Description', { selector: 'textarea[name="description"]' });
    await user.type(description, ' Made in Singapore.');
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    await user.click(await screen.findByRole('button', { name: 'Publish version 4' }));

    expect(
      await screen.findByText(/Your version was not published: Ada Owner published version 4 after this form was loaded/),
    ).toBeVisible();
    expect(shop.callsTo('PUT', '/admin/product-configs/shirt').map((call) => (call.body as { version: number }).version)).toEqual([3]);
    await user.click(screen.getByRole('button', { name: 'Load version 4' }));
    expect(await screen.findByText('Version 4 is loaded.')).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Dress shirts');
    expect(screen.getByText(/Version 4, published .* by Ada Owner/)).toBeVisible();
  });
});

describe('the history', () => {
  it('rolls back to an older version only after the confirmation, naming the live version seen', async () => {
    const older = aVersion('shirt', { version: 2, current: false, note: 'Before spring' });
    const diff: AdminProductConfigDiff = {
      changes: [{ path: `addOnPrices.${STAYS}`, change: 'changed', before: 1850, after: 1500 }],
      total: 1,
    };
    const shop = renderAdmin('/product-configs/shirt/versions/2', (call) => {
      if (call.method === 'GET' && call.path === '/admin/product-configs/shirt/versions/2')
        return answer(AdminProductConfigVersionSchema, older);
      if (call.method === 'GET' && call.path === '/admin/product-configs/shirt') return answer(AdminProductConfigVersionSchema, LIVE);
      if (call.method === 'POST' && call.path === '/admin/product-configs/shirt/preview?cc=SGD') return previewOf(diff);
      if (call.method === 'POST' && call.path === '/admin/product-configs/shirt/rollback') {
        return answer(AdminProductConfigPublishedSchema, { ...older, version: 4, current: true, note: 'Rolled back to version 2.', diff });
      }
      if (call.method === 'GET' && call.path.startsWith('/admin/product-configs/shirt/versions?')) {
        return answer(AdminProductConfigVersionListSchema, {
          productType: 'shirt',
          versions: [summaryOf(older)],
          total: 1,
          page: 1,
          pageSize: 20,
        });
      }
      return undefined;
    });
    const changes = await screen.findByRole('list', { name: 'Changes going back to version 2' });
    expect(changes).toHaveTextContent('changed from SGD 18.50 to SGD 15.00');
    await user.click(screen.getByRole('button', { name: 'Roll back to version 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Roll back to version 2?' });
    expect(shop.callsTo('POST', '/admin/product-configs/shirt/rollback')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Publish version 2 again' }));

    expect(await screen.findByText('Version 4 is published: version 2 again. The storefront serves it now.')).toBeVisible();
    expect(shop.callsTo('POST', '/admin/product-configs/shirt/rollback').map((call) => call.body)).toEqual([{ version: 3, to: 2 }]);
    expect(window.location.pathname).toBe('/admin/product-configs/shirt/history');
  });

  it('lists every type with its live version, from the back office’s menu', async () => {
    renderAdmin('/product-configs', (call) =>
      call.method === 'GET' && call.path === '/admin/product-configs'
        ? answer(AdminProductConfigListSchema, {
            configs: [
              { ...summaryOf(LIVE), title: 'Shirts' },
              { ...summaryOf(aVersion('polo', { version: 1, createdBy: null, note: '' })), title: 'Polo Shirts' },
            ],
          })
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Product configurations' });
    expect(within(table).getByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/admin/product-configs/shirt');
    const polo = within(table).getByRole('row', { name: /Polo Shirts/ });
    expect(polo).toHaveTextContent('Before the back office');
    expect(screen.getByRole('navigation', { name: 'Back office' }).querySelector('a[href="/admin/product-configs"]')).toHaveTextContent(
      'Product setup',
    );
  });
});
