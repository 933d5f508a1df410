import { CUSTOMER_MESSAGES, MAX_ADDRESSES, type Address, type AddressBook, type AddressFields } from '@selvedge/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_ADDED, ADDRESS_DELETED, ADDRESS_SAVED, DEFAULT_CHANGED } from './address-book-panel';
import { COUNTRY_NOT_CHOSEN } from './address-form';
import type { ShopCall as Call } from '../../../test/fake-shop';
import { aCustomer, anAddress, fakeShop, json, renderProfile, shipping, type Route } from './profile-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const BASE = '/shopify/customer/cus_ada';

/** The address calls as the API answers them: each change returns the whole book. */
function addressServer(initial: Address[], defaultAddressId: string | null = initial[0]?.id ?? null) {
  let book: AddressBook = { addresses: initial, defaultAddressId };
  let nextId = 100;
  const countryName = (code: string) => shipping.countries.find((country) => country.code === code)?.name ?? code;
  const toAddress = (id: string, fields: AddressFields): Address => ({ id, ...fields, country: countryName(fields.countryCode) });
  const route: Route = (call: Call) => {
    const one = new RegExp(`^${BASE}/addresses/([^/]+)$`).exec(call.path)?.[1];
    if (call.path === `${BASE}/addresses` && call.method === 'GET') return json(book);
    if (call.path === `${BASE}/addresses` && call.method === 'POST') {
      const added = toAddress(`adr_${nextId++}`, call.body as AddressFields);
      book = { addresses: [added, ...book.addresses], defaultAddressId: book.defaultAddressId ?? added.id };
      return json(book, 201);
    }
    if (one && call.method === 'PATCH') {
      book = {
        ...book,
        addresses: book.addresses.map((address) => (address.id === one ? toAddress(one, call.body as AddressFields) : address)),
      };
      return json(book);
    }
    if (one && call.method === 'DELETE') {
      const addresses = book.addresses.filter((address) => address.id !== one);
      book = { addresses, defaultAddressId: book.defaultAddressId === one ? (addresses[0]?.id ?? null) : book.defaultAddressId };
      return json(book);
    }
    if (call.path === `${BASE}/address/default` && call.method === 'PATCH') {
      book = { ...book, defaultAddressId: (call.body as { addressId: string }).addressId };
      return json(book);
    }
    return undefined;
  };
  return route;
}

const home = anAddress();
const office = anAddress({ id: 'adr_2', company: 'Analytical Engines', address1: '8 Marina View', zip: '018960' });

async function openAddresses(routes: Route[], customer = aCustomer()) {
  const shop = fakeShop(customer, routes);
  const view = renderProfile('/profile?tab=addresses');
  await screen.findByRole('heading', { level: 2, name: 'Addresses' });
  return { shop, view };
}

const list = () => screen.getByRole('list', { name: 'Your addresses' });
const card = (name: string) => within(list()).getByRole('listitem', { name });
const newForm = () => screen.getByRole('form', { name: 'New address' });
const editForm = () => screen.getByRole('form', { name: 'Edit address' });
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const user = userEvent.setup();
/** Types into a field as a person does, replacing what was there. */
async function type(form: HTMLElement, label: string, value: string) {
  await user.clear(field(form, label));
  if (value !== '') await user.type(field(form, label), value);
}
const writes = (shop: { calls: Call[] }) => shop.calls.filter((call) => call.method !== 'GET');

describe('the address book', () => {
  it('says so when there are no addresses yet', async () => {
    await openAddresses([addressServer([])]);
    expect(await screen.findByText('No saved addresses yet')).toBeVisible();
    expect(screen.getByText('0 addresses of 20')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your addresses' })).toBeNull();
  });

  it('lists each address with its default badge and the actions it allows', async () => {
    await openAddresses([addressServer([home, office], 'adr_2')]);
    await screen.findByRole('list', { name: 'Your addresses' });
    const first = card('1 Orchard Road, Singapore');
    const second = card('8 Marina View, Singapore (default)');
    expect(within(second).getByText('Default')).toBeVisible();
    expect(within(second).getByText('Analytical Engines')).toBeVisible();
    expect(within(first).queryByText('Default')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Make default: 1 Orchard Road, Singapore' })).toBeVisible();
    expect(within(second).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Edit 8 Marina View, Singapore' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Delete 8 Marina View, Singapore' })).toBeVisible();
  });

  it('adds an address from a form of labelled fields and the countries we deliver to', async () => {
    const { shop, view } = await openAddresses([addressServer([])]);
    await screen.findByText('No saved addresses yet');
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    const form = newForm();
    expect(field(form, 'First name').value).toBe('Ada');
    expect(document.activeElement).toBe(field(form, 'First name'));
    expect(field(form, 'Address').autocomplete).toContain('address-line1');
    expect(field(form, 'Postal code').autocomplete).toContain('postal-code');
    expect(screen.queryByText('No saved addresses yet')).toBeNull();
    await within(form).findByRole('option', { name: 'Japan' });
    const countries = within(field(form, 'Country'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(countries).toEqual(['', 'JP', 'SG', 'GB']);

    await type(form, 'Address', ' 3-1 Marunouchi ');
    await type(form, 'City', 'Tokyo');
    await type(form, 'Postal code', '100-0005');
    await user.selectOptions(field(form, 'Country'), 'JP');
    await type(form, 'Phone', '+81 3 1234 5678');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect((await screen.findByRole('status')).textContent).toBe(ADDRESS_ADDED);
    const added = card('3-1 Marunouchi, Tokyo (default)');
    expect(within(added).getByText('Japan')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
    expect(writes(shop)).toEqual([
      {
        method: 'POST',
        path: `${BASE}/addresses`,
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          company: null,
          address1: '3-1 Marunouchi',
          address2: null,
          city: 'Tokyo',
          province: null,
          zip: '100-0005',
          countryCode: 'JP',
          phone: '+81312345678',
        },
      },
    ]);

    // The session's customer follows the book: the dashboard now shows the new default address.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Dashboard' }));
    await waitFor(() => expect(view.location()).toBe('/profile'));
    const dashboardCard = screen.getByRole('region', { name: 'Default address' });
    expect(within(dashboardCard).getByText('3-1 Marunouchi')).toBeVisible();
  });

  it('checks the address with the server’s rules before sending it', async () => {
    const { shop } = await openAddresses([addressServer([])]);
    await screen.findByText('No saved addresses yet');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = newForm();
    await within(form).findByRole('option', { name: 'Japan' });
    const save = () => user.click(within(form).getByRole('button', { name: 'Save address' }));

    await save();
    expect(within(form).getByRole('alert').textContent).toBe(CUSTOMER_MESSAGES.address1Empty);
    expect(field(form, 'Address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(form, 'Address'));

    await type(form, 'Address', '1 Orchard Road');
    await save();
    expect(within(form).getByRole('alert').textContent).toBe(CUSTOMER_MESSAGES.cityEmpty);

    await type(form, 'City', 'Singapore');
    await save();
    expect(within(form).getByRole('alert').textContent).toBe(COUNTRY_NOT_CHOSEN);
    expect(document.activeElement).toBe(field(form, 'Country'));

    await user.selectOptions(field(form, 'Country'), 'SG');
    await type(form, 'Phone', '6591234567');
    await save();
    expect(within(form).getByRole('alert').textContent).toBe(CUSTOMER_MESSAGES.phoneInvalid);
    expect(writes(shop)).toEqual([]);
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    await openAddresses([
      (call) =>
        call.method === 'POST' ? json({ error: CUSTOMER_MESSAGES.countryNotShipped, code: 'country_not_shipped' }, 400) : undefined,
      addressServer([]),
    ]);
    await screen.findByText('No saved addresses yet');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const form = newForm();
    await within(form).findByRole('option', { name: 'Japan' });
    await type(form, 'Address', '1 Orchard Road');
    await type(form, 'City', 'Singapore');
    await user.selectOptions(field(form, 'Country'), 'SG');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(CUSTOMER_MESSAGES.countryNotShipped);
    expect(field(form, 'Address').value).toBe('1 Orchard Road');
  });

  it('edits an address in place', async () => {
    const { shop } = await openAddresses([addressServer([home, office])]);
    await screen.findByRole('list', { name: 'Your addresses' });
    await user.click(within(card('8 Marina View, Singapore')).getByRole('button', { name: /^Edit/ }));

    const form = editForm();
    expect(field(form, 'Company').value).toBe('Analytical Engines');
    expect(field(form, 'Country').value).toBe('SG');
    expect(screen.getByRole('button', { name: 'Add address' }).hasAttribute('disabled')).toBe(true);
    await type(form, 'Apartment, suite, unit', '#30-01');
    await type(form, 'Company', '');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    expect((await screen.findByRole('status')).textContent).toBe(ADDRESS_SAVED);
    const edited = card('8 Marina View, Singapore');
    expect(within(edited).getByText('#30-01')).toBeVisible();
    expect(within(edited).queryByText('Analytical Engines')).toBeNull();
    const [patch] = writes(shop);
    expect(patch?.method).toBe('PATCH');
    expect(patch?.path).toBe(`${BASE}/addresses/adr_2`);
    expect(patch?.body).toMatchObject({ address1: '8 Marina View', address2: '#30-01', company: null, countryCode: 'SG' });
  });

  it('cancelling an edit sends nothing and hands the focus back to its Edit button', async () => {
    const { shop } = await openAddresses([addressServer([home, office])]);
    await screen.findByRole('list', { name: 'Your addresses' });
    await user.click(within(card('8 Marina View, Singapore')).getByRole('button', { name: /^Edit/ }));
    await type(editForm(), 'City', 'Somewhere else');
    await user.click(within(editForm()).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit address' })).toBeNull();
    const edit = within(card('8 Marina View, Singapore')).getByRole('button', { name: /^Edit/ });
    expect(document.activeElement).toBe(edit);
    expect(writes(shop)).toEqual([]);
  });

  it('deletes an address only after the customer confirms', async () => {
    const { shop } = await openAddresses([addressServer([home, office])]);
    await screen.findByRole('list', { name: 'Your addresses' });

    await user.click(within(card('8 Marina View, Singapore')).getByRole('button', { name: /^Delete/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes(shop)).toEqual([]);

    await user.click(within(card('8 Marina View, Singapore')).getByRole('button', { name: /^Delete/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText(/8 Marina View, Singapore will be removed/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));

    expect((await screen.findByRole('status')).textContent).toBe(ADDRESS_DELETED);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list()).queryByText('8 Marina View')).toBeNull();
    expect(writes(shop)).toEqual([{ method: 'DELETE', path: `${BASE}/addresses/adr_2`, body: undefined }]);
  });

  it('keeps the dialog open with the server’s reason when a delete is refused', async () => {
    await openAddresses([
      (call) => (call.method === 'DELETE' ? json({ error: CUSTOMER_MESSAGES.addressNotFound, code: 'address_not_found' }, 404) : undefined),
      addressServer([home]),
    ]);
    await screen.findByRole('list', { name: 'Your addresses' });
    await user.click(within(card('1 Orchard Road, Singapore (default)')).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CUSTOMER_MESSAGES.addressNotFound);
  });

  it('makes another address the default', async () => {
    const { shop } = await openAddresses([addressServer([home, office], 'adr_1')]);
    await screen.findByRole('list', { name: 'Your addresses' });
    await user.click(within(card('8 Marina View, Singapore')).getByRole('button', { name: /^Make default/ }));

    expect((await screen.findByRole('status')).textContent).toBe(DEFAULT_CHANGED);
    expect(within(card('8 Marina View, Singapore (default)')).getByText('Default')).toBeVisible();
    expect(within(card('1 Orchard Road, Singapore')).queryByText('Default')).toBeNull();
    expect(writes(shop)).toEqual([{ method: 'PATCH', path: `${BASE}/address/default`, body: { addressId: 'adr_2' } }]);
  });

  it(`stops adding at ${MAX_ADDRESSES} addresses and says why`, async () => {
    const many = Array.from({ length: MAX_ADDRESSES }, (_, index) =>
      anAddress({ id: `adr_${index}`, address1: `${index + 1} Orchard Road` }),
    );
    await openAddresses([addressServer(many)]);
    await screen.findByRole('list', { name: 'Your addresses' });
    const add = screen.getByRole('button', { name: 'Add address' });
    expect(add.hasAttribute('disabled')).toBe(true);
    const reason = screen.getByText(CUSTOMER_MESSAGES.tooManyAddresses);
    expect(add.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('offers to try again when the addresses cannot be loaded', async () => {
    let fail = true;
    await openAddresses([
      (call) => (call.path === `${BASE}/addresses` && fail ? json({ error: 'The shop is resting.', code: 'unavailable' }, 503) : undefined),
      addressServer([home]),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain('The shop is resting.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your addresses' })).toBeVisible();
  });
});
