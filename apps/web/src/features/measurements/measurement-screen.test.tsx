import {
  MEASUREMENT_MESSAGES,
  MEASUREMENT_METHODS,
  type Customer,
  type MeasurementMethod,
  type Money,
  type ProductType,
} from '@selvedge/contract';
import {
  cmToInches,
  defaultDesign,
  designFromSearchParams,
  designToSearchParams,
  formatMoney,
  inchesToCm,
  priceDesign,
  tableValues,
} from '@selvedge/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeasurementScreen, type SizedPiece } from './measurement-screen';
import { aCustomer, configs, fakeShop, json, sizesAnswer, tableSize, type Call } from './measurements-test-kit';

/** A shirt as the customiser hands it over: a fabric, a cutaway collar, initials. */
function shirtDesign(fabric: string | null = 'oxford-blue') {
  const config = configs.shirt;
  const design = defaultDesign(config, fabric);
  design.styles.collar = 'cutaway';
  design.accessories.initials = 'AL';
  return designToSearchParams(config, design).toString();
}

/** The pieces handed to the cart, in order (the screen calls onAddToCart synchronously on a click). */
let handedOn: SizedPiece[] = [];
const readPendingPieces = () => handedOn;

interface Options {
  user?: Customer | null;
  sessionReady?: boolean;
  fabricTitle?: string | null;
  fabricMissing?: boolean;
  fabricPrice?: Money | null;
}

function renderScreen(
  url: string,
  { user = null, sessionReady = true, fabricTitle = 'Oxford Blue', fabricMissing = false, fabricPrice = null }: Options = {},
) {
  const onUserChange = vi.fn();
  function Step() {
    const { productType = '', method = '' } = useParams();
    const { search } = useLocation();
    const [customer, setCustomer] = useState(user);
    return (
      <MeasurementScreen
        config={configs[productType as ProductType]}
        method={method as MeasurementMethod}
        piece={productType}
        pieces={`${productType}s`}
        search={search}
        fabricTitle={fabricTitle}
        fabricPrice={fabricPrice}
        fabricMissing={fabricMissing}
        user={customer}
        sessionReady={sessionReady}
        onUserChange={(next) => {
          setCustomer(next);
          onUserChange(next);
        }}
        onAddToCart={async (piece) => {
          handedOn.push(piece);
        }}
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/shop/:productType/measurements/:method', element: <Step /> },
      { path: '/shop/:productType', element: <p>Customiser</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, onUserChange, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const fieldOf = (key: string) => document.querySelector<HTMLElement>(`[data-field="${key}"]`) as HTMLElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const person = userEvent.setup();
async function nameTheSize(name: string) {
  await person.clear(screen.getByLabelText('Name this size'));
  await person.type(screen.getByLabelText('Name this size'), name);
}
const addToCart = () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

beforeEach(() => {
  handedOn = [];
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the standard method', () => {
  it('starts from the middle size and first fit, with the size table’s garment measurements', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sizing for your shirt');
    expect(select('Size').value).toBe('M');
    expect(select('Fit').value).toBe('Slim');
    const table = tableValues(configs.shirt.measurements, 'M', 'Slim');
    expect(input('Chest').value).toBe(String(table?.chest));
    expect(input('Chest').inputMode).toBe('decimal');
    // Height is a body measurement: the standard method does not show it.
    expect(screen.queryByLabelText('Height')).toBeNull();
    // How to measure comes from the configuration and describes the field.
    const comments = configs.shirt.measurements.fields.find((field) => field.key === 'chest')?.comments ?? '';
    expect(
      input('Chest')
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(comments);
  });

  it('a new size or fit moves the values to the size table', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    fireEvent.change(select('Size'), { target: { value: 'XL' } });
    fireEvent.change(select('Fit'), { target: { value: 'Classic' } });
    expect(input('Chest').value).toBe(String(tableValues(configs.shirt.measurements, 'XL', 'Classic')?.chest));
  });

  it('plus and minus move one step of the configuration and stop at the adjustment', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    const base = tableValues(configs.shirt.measurements, 'M', 'Slim')?.chest ?? 0;
    const more = within(fieldOf('chest')).getByRole('button', { name: 'Chest: 0.125 in more' });
    fireEvent.click(more);
    expect(input('Chest').value).toBe(String(base + 0.125));
    expect(within(fieldOf('chest')).getByText(/\+0\.125 in/)).toBeVisible();
    for (let step = 0; step < 40; step += 1) fireEvent.click(more);
    expect(input('Chest').value).toBe(String(base + 2));
    expect(more.getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses a value beyond the adjustment with the bounds, marks the field and says why', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    const base = tableValues(configs.shirt.measurements, 'M', 'Slim')?.chest ?? 0;
    type('Chest', String(base + 5));
    const message = `Chest must be between ${base - 2} in and ${base + 2} in.`;
    expect(within(fieldOf('chest')).getByText(message)).toBeVisible();
    expect(input('Chest').getAttribute('aria-invalid')).toBe('true');
    const problemId = input('Chest')
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => document.getElementById(id)?.textContent === message);
    expect(problemId).toMatch(/\S/);

    addToCart();
    expect(screen.getByRole('alert').textContent).toMatch(/One measurement needs your attention/);
    expect(document.activeElement).toBe(input('Chest'));
    expect(readPendingPieces()).toEqual([]);
  });

  it('a size and fit in the link are taken; doctored ones fall back', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}&size=L&fit=Classic`);
    expect(select('Size').value).toBe('L');
    expect(select('Fit').value).toBe('Classic');
    cleanup();
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}&size=%3Cb%3E&fit=99`);
    expect(select('Size').value).toBe('M');
    expect(select('Fit').value).toBe('Slim');
  });
});

describe('units', () => {
  it('centimetres are kept in inches to the nearest eighth, said and shown back in centimetres, and remembered', () => {
    renderScreen(`/shop/shirt/measurements/body?${shirtDesign()}`);
    fireEvent.click(screen.getByRole('radio', { name: 'Centimetres' }));
    expect(window.localStorage.getItem('measurementUnit')).toBe('cm');
    // 100.5 cm is kept as 39.625 in, which is 100.6 cm.
    fireEvent.change(input('Chest'), { target: { value: '100.5' } });
    expect(within(fieldOf('chest')).getByText(/Kept as 100\.6 cm\./)).toBeVisible();
    fireEvent.blur(input('Chest'));
    expect(input('Chest').value).toBe(String(inchesToCm(cmToInches(100.5, 'shirt'))));
    expect(within(fieldOf('chest')).queryByText(/\d in\b/)).toBeNull();

    type('Collar', '10');
    expect(within(fieldOf('collar')).getByText('Collar must be between 33 cm and 50.8 cm.')).toBeVisible();

    cleanup();
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    expect((screen.getByRole('radio', { name: 'Centimetres' }) as HTMLInputElement).checked).toBe(true);
    expect(input('Chest').value).toBe(String(inchesToCm(tableValues(configs.shirt.measurements, 'M', 'Slim')?.chest ?? 0)));
  });

  it('jackets round centimetres to the quarter inch', () => {
    window.localStorage.setItem('measurementUnit', 'cm');
    renderScreen('/shop/jackets/measurements/body?fabric=navy-hopsack');
    // 101.3 cm is 39.88 in: kept as 40 in, 101.6 cm.
    fireEvent.change(input('Chest'), { target: { value: '101.3' } });
    expect(within(fieldOf('chest')).getByText(/Kept as 101\.6 cm\./)).toBeVisible();
  });

  it('an out-of-range chest in centimetres is told its bounds in centimetres, and never said to be kept', () => {
    window.localStorage.setItem('measurementUnit', 'cm');
    renderScreen(`/shop/shirt/measurements/body?${shirtDesign()}`);
    fireEvent.change(input('Chest'), { target: { value: '300' } });
    const chest = within(fieldOf('chest'));
    expect(chest.queryByText(/Kept as/)).toBeNull();
    expect(chest.queryByText(/\d in\b/)).toBeNull();
    fireEvent.blur(input('Chest'));
    expect(chest.getByText('Chest must be between 81.3 cm and 152.4 cm.')).toBeVisible();
    expect(chest.queryByText(/\d in\b/)).toBeNull();
  });

  it('a standard size in centimetres gives its table value, its adjustment and the change in centimetres', () => {
    window.localStorage.setItem('measurementUnit', 'cm');
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    const base = tableValues(configs.shirt.measurements, 'M', 'Slim')?.chest ?? 0;
    const chest = within(fieldOf('chest'));
    fireEvent.click(chest.getByRole('button', { name: /more$/ }));
    expect(chest.getByText(new RegExp(`: ${inchesToCm(base)} cm\\. You can adjust it from [\\d.]+ cm to [\\d.]+ cm\\.`))).toBeVisible();
    expect(chest.getByText(/^\+[\d.]+ cm$/)).toBeVisible();
    expect(chest.queryByText(/\d in\b/)).toBeNull();
  });
});

describe('the body method', () => {
  it('starts empty and asks for every measurement before going on', () => {
    renderScreen(`/shop/trousers/measurements/body?fabric=grey-flannel`);
    expect(input('Waist').value).toBe('');
    expect(input('Height').value).toBe('');
    addToCart();
    const count = configs.trousers.measurements.fields.filter((field) => field.visibility.body && field.type === 'display').length;
    expect(screen.getByRole('alert').textContent).toBe(`${count} measurements need your attention: see the fields marked below.`);
    expect(within(fieldOf('waist')).getByText('Enter your waist measurement.')).toBeVisible();
    expect(document.activeElement).toBe(input('Waist'));
  });

  it('says a word is not a number', () => {
    renderScreen(`/shop/trousers/measurements/body?fabric=grey-flannel`);
    type('Waist', 'thirty');
    expect(within(fieldOf('waist')).getByText('Waist must be a number of inches.')).toBeVisible();
  });
});

describe('method tabs', () => {
  it('are links that keep the design; the current one is marked; an empty size starts a body field from its usual value', () => {
    const { router } = renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    const nav = screen.getByRole('navigation', { name: 'How to give your size' });
    for (const method of MEASUREMENT_METHODS) {
      const link = within(nav)
        .getAllByRole('link')
        .find((candidate) => candidate.getAttribute('href')?.includes(`/${method}?`));
      expect(link?.getAttribute('href')).toBe(`/shop/shirt/measurements/${method}?${shirtDesign()}`);
    }
    expect(
      within(nav)
        .getByRole('link', { name: /Standard size/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: /Body measurements/ }));
    expect(router.state.location.pathname).toBe('/shop/shirt/measurements/body');
    expect(router.state.location.search).toBe(`?${shirtDesign()}`);
    fireEvent.click(within(fieldOf('collar')).getByRole('button', { name: /more/ }));
    expect(input('Collar').value).toBe(String(configs.shirt.measurements.fields.find((field) => field.key === 'collar')?.value));
  });

  it('what was typed in one method is still there after visiting another', () => {
    renderScreen(`/shop/shirt/measurements/body?${shirtDesign()}`);
    type('Chest', '40');
    fireEvent.click(screen.getByRole('link', { name: /Standard size/ }));
    fireEvent.click(screen.getByRole('link', { name: /Body measurements/ }));
    expect(input('Chest').value).toBe('40');
  });

  it('back to your design carries the design', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}&size=L`);
    const back = screen.getAllByRole('link', { name: /Back to your design/ });
    for (const link of back) expect(link.getAttribute('href')).toBe(`/shop/shirt?${shirtDesign()}`);
  });
});

describe('the recap of the piece', () => {
  it('lists the fabric, the styles and the extras', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    const recap = within(screen.getByRole('region', { name: 'Your shirt' }));
    expect(recap.getByTestId('recap-fabric').textContent).toBe('Oxford Blue');
    expect(recap.getByText('Cutaway collar')).toBeVisible();
    expect(recap.getByText('“AL”')).toBeVisible();
  });

  it('says what a doctored link changed', () => {
    renderScreen(`/shop/shirt/measurements/standard?fabric=oxford-blue&collar=toga`);
    expect(screen.getByText(/Collar: "toga" is not one of our options/)).toBeVisible();
  });
});

describe('add to cart', () => {
  it('shows the piece’s price beside Add to cart, worked out as the customiser does (fabric and priced extras)', () => {
    const config = configs.shirt;
    const fabricPrice: Money = { amount: '150.00', currencyCode: 'SGD' };
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`, { fabricPrice });
    const design = designFromSearchParams(config, new URLSearchParams(shirtDesign())).design;
    const price = priceDesign(config, fabricPrice, design);
    expect(screen.getByTestId('recap-price').textContent).toBe(formatMoney(price.totalMinor, 'SGD'));
  });

  it('says trousers are in the cart, as one says it', async () => {
    renderScreen('/shop/trousers/measurements/standard?fabric=oxford-blue');
    fireEvent.change(select('Size'), { target: { value: select('Size').options[1]?.value ?? '' } });
    addToCart();
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your trousers are in your cart\./);
  });

  it('hands the designed and sized piece to the cart and says so, honestly', async () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    fireEvent.change(select('Size'), { target: { value: 'L' } });
    fireEvent.click(within(fieldOf('chest')).getByRole('button', { name: /more/ }));
    addToCart();

    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/^Your shirt is in your cart\./);
    expect(status.textContent).toMatch(/Made in Oxford Blue to size L, Slim fit\. Nothing has been ordered or paid yet\./);
    expect(status.textContent).not.toMatch(/checkout|order placed/i);
    // Focus moves to the confirmation once it is on screen (an effect after the render that shows it).
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(within(status).getByRole('link', { name: 'Back to your design' }).getAttribute('href')).toBe(`/shop/shirt?${shirtDesign()}`);
    expect(within(status).getByRole('link', { name: 'Design another shirt' }).getAttribute('href')).toBe('/shop/shirt');

    const [piece, ...others] = readPendingPieces();
    expect(others).toEqual([]);
    const chest = (tableValues(configs.shirt.measurements, 'L', 'Slim')?.chest ?? 0) + 0.125;
    expect(piece).toMatchObject({
      productType: 'shirt',
      design: shirtDesign(),
      sizing: { method: 'standard', track: 'standard', size: 'L', fit: 'Slim', sizeName: null },
    });
    expect(piece?.sizing.measurements.find((entry) => entry.id === 'chest')?.fitting_size).toBe(chest);
    expect(piece?.sizing.measurements.find((entry) => entry.id === 'tuck')?.fitting_size).toBe('Tucked');
  });

  it('a piece without a fabric goes back to the design first', () => {
    renderScreen(`/shop/shirt/measurements/standard?collar=cutaway`, { fabricTitle: null });
    addToCart();
    expect(screen.getByRole('alert').textContent).toBe('Your shirt needs a fabric first: go back to your design to choose one.');
    expect(readPendingPieces()).toEqual([]);
  });

  it('a fabric the shop does not have is refused', () => {
    renderScreen(`/shop/shirt/measurements/standard?fabric=gone`, { fabricTitle: null, fabricMissing: true });
    expect(screen.getByText(/We could not find this fabric/)).toBeVisible();
    addToCart();
    expect(readPendingPieces()).toEqual([]);
  });

  it('body measurements go with a null size', () => {
    renderScreen(`/shop/polo/measurements/body?fabric=pique-white`);
    for (const field of configs.polo.measurements.fields.filter((candidate) => candidate.visibility.body && candidate.type === 'display')) {
      type(field.label, String(field.value));
    }
    addToCart();
    expect(readPendingPieces()[0]?.sizing).toMatchObject({ method: 'body', track: 'body', size: null, fit: 'Slim', sizeName: null });
  });
});

describe('saving a size', () => {
  const postSize = (call: Call) => call.method === 'POST' && call.path === '/firebase/customers/cus_ada/measurements/shirt';

  it('asks a visitor to log in, with a link that keeps everything', () => {
    const shop = fakeShop();
    const { location } = renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    fireEvent.change(screen.getByLabelText('Name this size'), { target: { value: 'Work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save size' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(new RegExp(`^${MEASUREMENT_MESSAGES.loginToSave}`));
    fireEvent.click(within(alert).getByRole('link', { name: 'Log in or create an account' }));
    const params = new URLSearchParams(location().split('?')[1]);
    expect(params.get('modal')).toBe('navbar-login');
    expect(params.get('fabric')).toBe('oxford-blue');
    expect(params.get('collar')).toBe('cutaway');
    expect(location().startsWith('/shop/shirt/measurements/standard?')).toBe(true);
    expect(shop.calls).toEqual([]);
  });

  it('saves under a name for a customer, updates the session, and the piece names the size', async () => {
    const saved = tableSize('shirt', 'M', 'Slim', { name: 'Work' });
    const shop = fakeShop((call) => (postSize(call) ? json(sizesAnswer('shirt', [saved])) : undefined));
    const { onUserChange } = renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`, { user: aCustomer() });
    await nameTheSize('  Work  ');
    await person.click(screen.getByRole('button', { name: 'Save size' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Saved as “Work”/);

    const body = shop.calls.find(postSize)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ track: 'standard', sizeName: 'Work', basedOn: { size: 'M', fit: 'Slim' }, type: 'shirt' });
    expect((body.measurements as unknown[]).length).toBe(
      configs.shirt.measurements.fields.filter((field) => field.visibility.standard).length,
    );
    expect(onUserChange).toHaveBeenCalledWith(expect.objectContaining({ measurements: expect.objectContaining({ shirt: [saved] }) }));

    addToCart();
    expect(readPendingPieces()[0]?.sizing.sizeName).toBe('Work');
  });

  it('shows the server’s refusal of a taken name on the name field', async () => {
    const message = MEASUREMENT_MESSAGES.sizeNameTaken('Work');
    fakeShop((call) => (postSize(call) ? json({ error: message, code: 'size_name_taken' }, 409) : undefined));
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`, { user: aCustomer() });
    await nameTheSize('Work');
    await person.click(screen.getByRole('button', { name: 'Save size' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    const name = screen.getByLabelText('Name this size');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
  });

  it('puts the server’s refusal of a measurement on that field', async () => {
    const message = 'Chest must be between 40 in and 41 in.';
    fakeShop((call) =>
      postSize(call)
        ? json({ error: message, code: 'invalid_input', problems: [{ path: 'measurements.chest', message }] }, 400)
        : undefined,
    );
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`, { user: aCustomer() });
    await nameTheSize('Work');
    await person.click(screen.getByRole('button', { name: 'Save size' }));
    await screen.findAllByText(message);
    expect(input('Chest').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an empty name and a name the customer already uses, before calling the shop', async () => {
    const shop = fakeShop();
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`, {
      user: aCustomer({ shirt: [tableSize('shirt', 'L', 'Slim', { name: 'Work' })] }),
    });
    await person.click(screen.getByRole('button', { name: 'Save size' }));
    expect(screen.getByRole('alert').textContent).toBe(MEASUREMENT_MESSAGES.sizeNameEmpty);
    await nameTheSize('work');
    await person.click(screen.getByRole('button', { name: 'Save size' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MEASUREMENT_MESSAGES.sizeNameTaken('work'));
    expect(shop.calls).toEqual([]);
  });
});

describe('the saved method', () => {
  it('invites a visitor to log in', () => {
    renderScreen(`/shop/shirt/measurements/saved?${shirtDesign()}`);
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(new URLSearchParams(login.getAttribute('href')?.split('?')[1]).get('modal')).toBe('navbar-login');
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true);
  });

  it('waits for the session before saying anything', () => {
    renderScreen(`/shop/shirt/measurements/saved?${shirtDesign()}`, { sessionReady: false });
    expect(screen.getByRole('status').textContent).toBe('Checking your saved sizes…');
  });

  it('tells a customer without sizes how to make one', () => {
    renderScreen(`/shop/shirt/measurements/saved?${shirtDesign()}`, { user: aCustomer() });
    expect(screen.getByText('You have no saved sizes for shirts yet.')).toBeVisible();
  });

  it('picks the most recent size, shows it, and hands it on by name', () => {
    const work = tableSize('shirt', 'L', 'Tailored', { name: 'Work' });
    const weekend = tableSize('shirt', 'M', 'Classic', { name: 'Weekend' });
    window.localStorage.setItem('measurementUnit', 'in');
    renderScreen(`/shop/shirt/measurements/saved?${shirtDesign()}`, { user: aCustomer({ shirt: [work, weekend] }, { shirt: 'Weekend' }) });
    expect(select('Your saved sizes').value).toBe('Weekend');
    const details = within(screen.getByLabelText('Your size “Weekend”'));
    expect(details.getByText('Size M, Classic fit')).toBeVisible();
    expect(details.getByText(`${tableValues(configs.shirt.measurements, 'M', 'Classic')?.chest} in`)).toBeVisible();

    fireEvent.change(select('Your saved sizes'), { target: { value: 'Work' } });
    addToCart();
    expect(readPendingPieces()[0]?.sizing).toMatchObject({
      method: 'saved',
      track: 'standard',
      size: 'Work',
      fit: 'Tailored',
      sizeName: 'Work',
    });
  });

  it('a saved size that no longer fits the form is not handed on', () => {
    const old = tableSize('shirt', 'L', 'Tailored', { name: 'Old' });
    old.measurements = old.measurements.filter((entry) => entry.id !== 'chest');
    renderScreen(`/shop/shirt/measurements/saved?${shirtDesign()}`, { user: aCustomer({ shirt: [old] }) });
    addToCart();
    expect(screen.getByRole('alert').textContent).toMatch(
      /Your saved size “Old” no longer fits our measurement form \(Chest is missing\.\)/,
    );
    expect(readPendingPieces()).toEqual([]);
  });
});

describe('sizing advice', () => {
  it('trousers: half the waist of a pair laid flat suggests a size, sizing up between sizes, and can be used', () => {
    renderScreen('/shop/trousers/measurements/standard?fabric=grey-flannel');
    for (const tip of configs.trousers.measurements.advice) expect(screen.getByText(tip)).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: 'A pair that fits me, laid flat' }));
    fireEvent.change(screen.getByLabelText('Half the waist of the pair, laid flat'), { target: { value: '16.25' } });
    expect(
      screen.getByText('16.25 in × 2 + 1 in makes a 33.5 in waist: size 34. Between two sizes we suggest the larger one.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Use size 34' }));
    expect(select('Size').value).toBe('34');
  });

  it('jackets: the chest gives the size; above the largest, body measurements', () => {
    renderScreen('/shop/jackets/measurements/standard?fabric=navy-hopsack');
    fireEvent.change(screen.getByLabelText('Your chest'), { target: { value: '40' } });
    expect(screen.getByText('A 40 in chest: size 40.')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Your chest'), { target: { value: '52' } });
    expect(screen.getByText(/above our largest size, 48/)).toBeVisible();
  });

  it('shirts have the advice but no size finder', () => {
    renderScreen(`/shop/shirt/measurements/standard?${shirtDesign()}`);
    expect(screen.getByRole('heading', { name: 'Sizing advice' })).toBeVisible();
    expect(screen.queryByText('Find your size')).toBeNull();
  });
});
