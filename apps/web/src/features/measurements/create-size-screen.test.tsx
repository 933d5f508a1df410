import { MEASUREMENT_MESSAGES, type Customer } from '@selvedge/contract';
import { tableValues } from '@selvedge/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateSizeScreen } from './create-size-screen';
import { aCustomer, configs, fakeShop, json, sizesAnswer, tableSize, type Call } from './measurements-test-kit';

function renderCreate(url: string, { user = aCustomer() as Customer | null, sessionReady = true } = {}) {
  const onUserChange = vi.fn();
  function Screen() {
    const [customer, setCustomer] = useState(user);
    return (
      <CreateSizeScreen
        configs={configs}
        user={customer}
        sessionReady={sessionReady}
        onUserChange={(next) => {
          setCustomer(next);
          onUserChange(next);
        }}
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/profile/sizes/new', element: <Screen /> },
      { path: '/profile', element: <p>Your sizes page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { router, onUserChange, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const save = (name = 'Save size') => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('create a size', () => {
  it('asks a visitor to log in, keeping the address', () => {
    renderCreate('/profile/sizes/new?type=jackets', { user: null });
    expect(screen.getByText(new RegExp(`^${MEASUREMENT_MESSAGES.loginToSave}`))).toBeVisible();
    const href = screen.getByRole('link', { name: 'Log in' }).getAttribute('href') ?? '';
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('modal')).toBe('navbar-login');
    expect(params.get('type')).toBe('jackets');
  });

  it('waits while the session is read', () => {
    renderCreate('/profile/sizes/new', { user: null, sessionReady: false });
    expect(screen.getByRole('status').textContent).toBe('Checking your account…');
  });

  it('makes a standard size of the chosen product, saves it and goes to the customer’s sizes', async () => {
    const saved = tableSize('trousers', '34', 'Slim', { name: 'Office' });
    const post = (call: Call) => call.method === 'POST' && call.path === '/firebase/customers/cus_ada/measurements/trousers';
    const shop = fakeShop((call) => (post(call) ? json(sizesAnswer('trousers', [saved])) : undefined));
    const { location, onUserChange } = renderCreate('/profile/sizes/new');
    expect((screen.getByRole('radio', { name: 'Shirts' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Trousers' }));
    expect(location()).toBe('/profile/sizes/new?type=trousers');
    fireEvent.change(select('Size'), { target: { value: '34' } });
    expect(input('Waist').value).toBe(String(tableValues(configs.trousers.measurements, '34', 'Slim')?.waist));
    fireEvent.change(input('Name this size'), { target: { value: 'Office' } });
    save();

    await screen.findByText('Your sizes page');
    expect(location()).toBe('/profile?tab=sizes');
    expect(shop.calls.find(post)?.body).toMatchObject({
      track: 'standard',
      sizeName: 'Office',
      basedOn: { size: '34', fit: 'Slim' },
      type: 'trousers',
    });
    expect(onUserChange).toHaveBeenCalledWith(expect.objectContaining({ measurements: expect.objectContaining({ trousers: [saved] }) }));
  });

  it('a doctored type is a shirt', () => {
    renderCreate('/profile/sizes/new?type=socks');
    expect((screen.getByRole('radio', { name: 'Shirts' }) as HTMLInputElement).checked).toBe(true);
  });

  it('body measurements must all be given before saving; nothing is sent', () => {
    const shop = fakeShop();
    renderCreate('/profile/sizes/new?type=polo');
    fireEvent.click(screen.getByRole('radio', { name: 'Body measurements' }));
    expect(input('Neck').value).toBe('');
    fireEvent.change(input('Name this size'), { target: { value: 'Summer' } });
    save();
    expect(screen.getByRole('alert').textContent).toBe('Put right the measurements marked above, then save.');
    expect(input('Chest').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Chest'));
    expect(shop.calls).toEqual([]);
  });

  it('refuses a name the customer already uses for this product, before sending', async () => {
    const shop = fakeShop();
    renderCreate('/profile/sizes/new?type=shirt', { user: aCustomer({ shirt: [tableSize('shirt', 'M', 'Slim', { name: 'Work' })] }) });
    fireEvent.change(input('Name this size'), { target: { value: ' WORK ' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(MEASUREMENT_MESSAGES.sizeNameTaken('WORK'));
    expect(input('Name this size').getAttribute('aria-invalid')).toBe('true');
    expect(shop.calls).toEqual([]);
  });

  it('shows the server’s refusal and stays', async () => {
    const message = MEASUREMENT_MESSAGES.tooManySizes(20);
    fakeShop(() => json({ error: message, code: 'too_many_sizes' }, 409));
    const { location } = renderCreate('/profile/sizes/new?type=shirt');
    fireEvent.change(input('Name this size'), { target: { value: 'Work' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(location()).toBe('/profile/sizes/new?type=shirt');
    expect(screen.getByRole('button', { name: 'Save size' })).toBeVisible();
  });
});

describe('edit a size', () => {
  it('opens the saved size prefilled and saves the change under its name', async () => {
    const work = tableSize('shirt', 'L', 'Tailored', { name: 'Work' });
    const chest = (tableValues(configs.shirt.measurements, 'L', 'Tailored')?.chest ?? 0) + 1;
    work.measurements = work.measurements.map((entry) => (entry.id === 'chest' ? { ...entry, fitting_size: chest } : entry));
    const patch = (call: Call) => call.method === 'PATCH' && call.path === '/firebase/customers/cus_ada/measurements/shirt/Work%20days';
    const shop = fakeShop((call) => (patch(call) ? json(sizesAnswer('shirt', [{ ...work, name: 'Office' }])) : undefined));
    renderCreate('/profile/sizes/new?type=shirt&edit=Work%20days', { user: aCustomer({ shirt: [{ ...work, name: 'Work days' }] }) });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit “Work days”');
    expect(screen.queryByRole('radio', { name: 'Trousers' })).toBeNull();
    expect(select('Size').value).toBe('L');
    expect(select('Fit').value).toBe('Tailored');
    expect(input('Chest').value).toBe(String(chest));
    expect(input('Name this size').value).toBe('Work days');

    fireEvent.change(input('Name this size'), { target: { value: 'Office' } });
    save('Save changes');
    await screen.findByText('Your sizes page');
    expect(shop.calls.find(patch)?.body).toMatchObject({ sizeName: 'Office', track: 'standard', basedOn: { size: 'L', fit: 'Tailored' } });
    const sent = (shop.calls.find(patch)?.body as { measurements: { id: string; fitting_size: number }[] }).measurements;
    expect(sent.find((entry) => entry.id === 'chest')?.fitting_size).toBe(chest);
  });

  it('does not send the name when it is unchanged', async () => {
    const work = tableSize('shirt', 'L', 'Tailored', { name: 'Work' });
    const shop = fakeShop((call) => (call.method === 'PATCH' ? json(sizesAnswer('shirt', [work])) : undefined));
    renderCreate('/profile/sizes/new?type=shirt&edit=Work', { user: aCustomer({ shirt: [work] }) });
    save('Save changes');
    await screen.findByText('Your sizes page');
    expect(shop.calls[0]?.body).not.toHaveProperty('sizeName');
  });

  it('a name the customer has no size by makes a new size, and says so', () => {
    renderCreate('/profile/sizes/new?type=shirt&edit=Ghost');
    expect(screen.getByRole('status').textContent).toBe('You have no saved size called “Ghost” for shirts. You can make a new one here.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create a size');
    expect(within(screen.getByRole('form')).getByRole('button', { name: 'Save size' })).toBeVisible();
  });
});
