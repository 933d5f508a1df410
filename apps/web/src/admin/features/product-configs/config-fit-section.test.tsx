import { AdminProductConfigPreviewSchema, AdminProductConfigVersionSchema, type AdminProductConfig } from '@selvedge/contract/admin';
import { estimateFit } from '@selvedge/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { renderAdmin } from '../../test/admin-test-kit';
import { aVersion, SERVED } from './product-config-test-kit';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const user = userEvent.setup();
const LIVE = aVersion('shirt');
const TAILORED = LIVE.config.fitModel.ease.Tailored!;

function renderShirt(onCall: (call: ShopCall) => ShopAnswer | undefined) {
  return renderAdmin('/product-configs/shirt', (call) =>
    call.method === 'GET' && call.path === '/admin/product-configs/shirt' ? answer(AdminProductConfigVersionSchema, LIVE) : onCall(call),
  );
}
const preview = answer(AdminProductConfigPreviewSchema, {
  productType: 'shirt',
  basedOn: LIVE.version,
  storefront: SERVED,
  diff: { changes: [{ path: 'fitModel.ease.Tailored.chest', change: 'changed', before: TAILORED.chest, after: 6 }], total: 1 },
});

describe('the fit estimate and warnings section', () => {
  it('edits the ease of a fit, a usual size and a band edge, and sends them with the rest unchanged', async () => {
    const shop = renderShirt((call) =>
      call.method === 'POST' && call.path === '/admin/product-configs/shirt/preview?cc=SGD' ? preview : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Fit estimate and warnings' });
    await user.click(within(section).getByText('Ease over the body'));
    const tailored = within(section).getByRole('group', { name: 'Ease of the Tailored fit' });
    const chest = within(tailored).getByLabelText('Chest (in)');
    expect(chest).toHaveValue(String(TAILORED.chest));
    await user.clear(chest);
    await user.type(chest, '6');

    await user.click(within(section).getByText('Preferences and usual sizes'));
    await user.click(within(section).getByRole('button', { name: 'Add a usual size' }));
    const count = LIVE.config.fitModel.usualSizes.length + 1;
    await user.type(within(section).getByLabelText(`Usual size ${count}`), 'Big');
    await user.selectOptions(within(section).getByLabelText('Size of Big'), 'XL');

    await user.click(within(section).getByText('Warnings on measurements'));
    const sleeve = within(section).getByRole('group', { name: 'Sleeve length' });
    await user.clear(within(sleeve).getByLabelText('Longest'));
    await user.type(within(sleeve).getByLabelText('Longest'), '0.6');

    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    const changes = await screen.findByRole('list', { name: `Differences from version ${LIVE.version}` });
    expect(changes).toHaveTextContent('Fit estimate › ease › Tailored › chest');
    const sent = (shop.callsTo('POST', '/admin/product-configs/shirt/preview')[0]?.body as { config: AdminProductConfig }).config;
    expect(sent.fitModel.ease.Tailored).toEqual({ ...TAILORED, chest: 6 });
    expect(sent.fitModel.usualSizes.at(-1)).toEqual({ label: 'Big', size: 'XL' });
    expect(sent.fitChecks.heightBands['sleeve-length']).toEqual({ ...LIVE.config.fitChecks.heightBands['sleeve-length'], max: 0.6 });
    expect({ ...sent, fitModel: LIVE.config.fitModel, fitChecks: LIVE.config.fitChecks }).toEqual(LIVE.config);
  });

  it('shows the server’s problem on its field, opening the part that holds it', async () => {
    renderShirt((call) =>
      call.method === 'POST'
        ? refusal(400, {
            error: 'config.fitModel.usualSizes[1].size: names "XXXL", which is not one of the sizes',
            code: 'invalid_input',
            problems: [{ path: 'config.fitModel.usualSizes[1].size', message: 'names "XXXL", which is not one of the sizes' }],
          })
        : undefined,
    );
    await screen.findByRole('region', { name: 'Fit estimate and warnings' });
    await user.click(screen.getByRole('button', { name: 'Preview the changes' }));
    const summary = await screen.findByRole('alert', { name: 'One problem stops this configuration' });
    expect(summary).toHaveTextContent('Fit estimate › usual size › number 2 › size: names "XXXL", which is not one of the sizes');
    const field = await screen.findByLabelText(`Size of ${LIVE.config.fitModel.usualSizes[1]!.label}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the body model read-only, and tries the estimate on the numbers as they stand', async () => {
    renderShirt(() => undefined);
    const section = await screen.findByRole('region', { name: 'Fit estimate and warnings' });
    await user.click(within(section).getByText('Body model (read-only)'));
    const girths = within(section).getByRole('table', { name: 'Girths (cm)' });
    expect(within(girths).getByRole('row', { name: /^Chest/ })).toHaveTextContent(String(LIVE.config.fitModel.girths.chest!.intercept));
    expect(within(girths).queryByRole('textbox')).toBeNull();

    const expected = estimateFit(LIVE.config, { heightCm: 185, weightKg: 95 });
    await user.clear(within(section).getByLabelText('Height (cm)'));
    await user.type(within(section).getByLabelText('Height (cm)'), '185');
    await user.clear(within(section).getByLabelText('Weight (kg)'));
    await user.type(within(section).getByLabelText('Weight (kg)'), '95');
    await user.click(within(section).getByRole('button', { name: 'Estimate with these numbers' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        `Size ${expected.size}, ${expected.fit} fit (${expected.confidence.level} confidence`,
      ),
    );
  });
});
