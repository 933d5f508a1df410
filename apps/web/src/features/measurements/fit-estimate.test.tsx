import type { MeasurementMethod, ProductType } from '@selvedge/contract';
import { defaultDesign, designToSearchParams, estimateFit } from '@selvedge/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MeasurementScreen, type SizedPiece } from './measurement-screen';
import { configs } from './measurements-test-kit';

/** The sizing step with the fit estimate (issue 29) and the warnings on body measurements. */

let handedOn: SizedPiece[] = [];
let refusal: string | null = null;

function renderScreen(url: string) {
  function Step() {
    const { productType = '', method = '' } = useParams();
    const { search } = useLocation();
    return (
      <MeasurementScreen
        config={configs[productType as ProductType]}
        method={method as MeasurementMethod}
        piece={productType}
        pieces={`${productType}s`}
        search={search}
        fabricTitle="Oxford Blue"
        fabricMissing={false}
        user={null}
        sessionReady
        onUserChange={() => undefined}
        onAddToCart={async (piece) => {
          if (refusal) throw new Error(refusal);
          handedOn.push(piece);
        }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/shop/:productType/measurements/:method', element: <Step /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const shirt = () => designToSearchParams(configs.shirt, defaultDesign(configs.shirt, 'oxford-blue')).toString();
const person = userEvent.setup();
const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const fieldInput = (key: string) => document.querySelector<HTMLInputElement>(`[data-field="${key}"] input`) as HTMLInputElement;
const addToCart = () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
const estimatePanel = () => document.querySelector<HTMLElement>('[data-fit-estimate]') as HTMLElement;

async function answer(values: { height?: string; weight?: string; fit?: string; build?: string } = {}) {
  const panel = within(estimatePanel());
  await person.click(panel.getByRole('button', { name: 'Answer a few questions' }));
  if (values.height !== undefined) await person.type(panel.getByLabelText('Height'), values.height);
  if (values.weight !== undefined) await person.type(panel.getByLabelText('Weight'), values.weight);
  if (values.build) await person.selectOptions(panel.getByLabelText(/^Build/), values.build);
  if (values.fit) await person.selectOptions(panel.getByLabelText(/^Fit you prefer/), values.fit);
  await person.click(panel.getByRole('button', { name: 'Find my size' }));
}

/** Every body measurement at the configuration's usual value, then `values` (inches) over them. */
function typeBody(type: ProductType, values: Record<string, string> = {}) {
  for (const field of configs[type].measurements.fields.filter((candidate) => candidate.visibility.body && candidate.type === 'display')) {
    const input = fieldInput(field.key);
    fireEvent.change(input, { target: { value: values[field.key] ?? String(field.value) } });
    fireEvent.blur(input);
  }
}

beforeEach(() => {
  handedOn = [];
  refusal = null;
  window.localStorage.clear();
  window.localStorage.setItem('bodyUnits', 'metric');
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('Find my size', () => {
  it('needs a height and a weight before it estimates anything', async () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirt()}`);
    await answer({ weight: '80' });
    const panel = within(estimatePanel());
    expect(panel.getByText('Enter your height in centimetres, from 120 to 230.')).toBeVisible();
    expect(panel.getByLabelText('Height').getAttribute('aria-invalid')).toBe('true');
    expect(panel.queryByText(/Estimated from your answers/)).toBeNull();
    // Age, usual size, build, belly and fit preference are each marked optional, and may be skipped.
    for (const label of [/^Age/, /^Usual ready-to-wear size/, /^Build/, /^Belly/, /^Fit you prefer/])
      expect(panel.getByLabelText(label).closest('div')?.textContent).toMatch(/optional/);
  });

  it('shows the size and fit from the product’s own table, the confidence in words, the key measurements with a range, and its basis', async () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirt()}`);
    await answer({ height: '180', weight: '80' });
    const expected = estimateFit(configs.shirt, { heightCm: 180, weightKg: 80 });
    const panel = within(estimatePanel());
    expect(panel.getByRole('status').textContent).toBe(`Estimated from your answers: size ${expected.size}, ${expected.fit} fit`);
    expect(panel.getByText(/confidence\./).textContent).toMatch(new RegExp(`^${expected.confidence.level}`, 'i'));
    const keys = expected.keyMeasurements.map((key) => key.label);
    expect(keys).toEqual(['Chest', 'Waist']);
    expect(panel.getByText('Chest').closest('div')?.textContent).toMatch(
      /^Chest\d+(\.\d+)? in \(your answers point to \d+(\.\d+)? in to \d+(\.\d+)? in\)$/,
    );
    expect(panel.getByText(expected.basis)).toBeVisible();
  });

  it('in feet, inches and pounds: the answers reach the piece in centimetres and kilograms, and the choice is remembered', async () => {
    window.localStorage.removeItem('bodyUnits');
    renderScreen(`/shop/shirt/measurements/standard?${shirt()}`);
    const panel = within(estimatePanel());
    await person.click(panel.getByRole('button', { name: 'Answer a few questions' }));
    // A customer who measures in inches is asked in feet and pounds first.
    expect((panel.getByLabelText('ft, in and lb') as HTMLInputElement).checked).toBe(true);
    await person.click(panel.getByLabelText('cm and kg'));
    expect(window.localStorage.getItem('bodyUnits')).toBe('metric');
    await person.click(panel.getByLabelText('ft, in and lb'));
    expect(window.localStorage.getItem('bodyUnits')).toBe('imperial');
    await person.type(panel.getByLabelText('Feet'), '5');
    await person.type(panel.getByLabelText('Inches'), '11');
    await person.type(panel.getByLabelText('Weight'), '176');
    await person.click(panel.getByRole('button', { name: 'Find my size' }));
    await person.click(panel.getByRole('button', { name: 'Use this size' }));
    addToCart();
    expect(handedOn[0]?.sizing.fitAnswers).toEqual({ heightCm: 180.3, weightKg: 79.8 });
  });

  it('Use this size sets the size and fit, says they are estimated, and the piece is the estimate’s until they change', async () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirt()}`);
    await answer({ height: '180', weight: '80', fit: 'slim' });
    const expected = estimateFit(configs.shirt, { heightCm: 180, weightKg: 80, fitPreference: 'slim' });
    expect(select('Size').value).toBe('M');
    await person.click(within(estimatePanel()).getByRole('button', { name: 'Use this size' }));
    expect(select('Size').value).toBe(expected.size);
    expect(select('Fit').value).toBe(expected.fit);
    expect(screen.getByText('Estimated from your answers.')).toBeVisible();
    expect(within(estimatePanel()).getByText('This size is selected below.')).toBeVisible();

    addToCart();
    expect(handedOn[0]?.sizing).toMatchObject({
      track: 'standard',
      size: expected.size,
      fit: expected.fit,
      estimated: true,
      fitAnswers: { heightCm: 180, weightKg: 80, fitPreference: 'slim' },
    });
    expect(await screen.findByText(/estimated from your answers\)/)).toBeVisible();

    // Another size: the answers stay with the piece, which is no longer the estimate's.
    fireEvent.click(screen.getByRole('button', { name: 'Add another in a different size' }));
    fireEvent.change(select('Size'), { target: { value: 'XL' } });
    expect(screen.getByText(`Changed from the estimate’s size ${expected.size}, ${expected.fit} fit.`)).toBeVisible();
    addToCart();
    expect(handedOn[1]?.sizing.estimated).toBeUndefined();
    expect(handedOn[1]?.sizing.fitAnswers).toEqual({ heightCm: 180, weightKg: 80, fitPreference: 'slim' });
  });

  it('Enter body measurements instead keeps the answers: the height is filled, the fit asked for chosen, and far-from-estimate warnings work there', async () => {
    const router = renderScreen(`/shop/shirt/measurements/standard?${shirt()}`);
    await answer({ height: '180', weight: '80', fit: 'slim' });
    await person.click(within(estimatePanel()).getByRole('link', { name: 'Enter body measurements instead' }));
    expect(router.state.location.pathname).toBe('/shop/shirt/measurements/body');
    expect(fieldInput('height').value).toBe('70.875');
    expect(select('Fit').value).toBe('Slim');

    // A cuff of 11.5 in is far from what 180 cm and 80 kg suggest.
    typeBody('shirt', { height: '70.875', cuff: '11.5' });
    const list = document.querySelector<HTMLElement>('[data-measurement-warnings]') as HTMLElement;
    expect(within(list).getByText(/^Cuff of 11\.5 in is far from what your height and weight suggest/)).toBeVisible();

    // Back on the standard method, the estimate is still there.
    await person.click(screen.getByRole('link', { name: /Standard size/ }));
    expect(within(estimatePanel()).getByRole('status').textContent).toMatch(/^Estimated from your answers/);
  });
});

describe('warnings on body measurements', () => {
  it('a chest below the waist with a slim fit is asked about, beside the field and above; Add to cart waits for “This is right”', async () => {
    renderScreen(`/shop/shirt/measurements/body?${shirt()}`);
    expect(document.querySelector('[data-measurement-warnings]')).toBeNull();
    typeBody('shirt', { chest: '38', waist: '39' });
    const list = document.querySelector<HTMLElement>('[data-measurement-warnings]') as HTMLElement;
    const message = 'Chest (38 in) is smaller than waist (39 in), which is rare with a slim fit. Please check both.';
    expect(within(list).getByText(message)).toBeVisible();
    expect(document.querySelector('[data-field="chest"] [data-warning="chest"]')?.textContent).toBe(`Please check: ${message}`);
    // Nothing was changed for the customer.
    expect(fieldInput('chest').value).toBe('38');

    addToCart();
    expect(handedOn).toEqual([]);
    expect(screen.getByRole('alert').textContent).toMatch(/^One measurement looks unusual/);
    expect(document.activeElement).toBe(list);

    await person.click(within(list).getByLabelText('This is right'));
    addToCart();
    expect(handedOn[0]?.sizing).toMatchObject({ track: 'body', fit: 'Slim', confirmedWarnings: ['below-other:chest'] });
    expect(handedOn[0]?.sizing.fitAnswers).toBeUndefined();
  });

  it('a warning confirmed for one number asks again when the number changes; corrected, it is gone', async () => {
    renderScreen(`/shop/shirt/measurements/body?${shirt()}`);
    typeBody('shirt', { chest: '38', waist: '39' });
    const list = () => document.querySelector<HTMLElement>('[data-measurement-warnings]');
    await person.click(within(list()!).getByLabelText('This is right'));
    fireEvent.change(fieldInput('chest'), { target: { value: '37' } });
    expect((within(list()!).getByLabelText('This is right') as HTMLInputElement).checked).toBe(false);
    addToCart();
    expect(handedOn).toEqual([]);

    await person.click(within(list()!).getByRole('button', { name: 'Correct chest' }));
    expect(document.activeElement).toBe(fieldInput('chest'));
    fireEvent.change(fieldInput('chest'), { target: { value: '41' } });
    expect(list()).toBeNull();
    addToCart();
    expect(handedOn[0]?.sizing.confirmedWarnings).toBeUndefined();
  });

  it('the cart’s refusal (measurement_warnings) is shown as the server words it', async () => {
    refusal = 'Chest (38 in) is smaller than waist (39 in), which is rare with a slim fit. Please confirm or correct it.';
    renderScreen(`/shop/shirt/measurements/body?${shirt()}`);
    typeBody('shirt');
    addToCart();
    expect(await screen.findByText(refusal)).toBeVisible();
  });
});
