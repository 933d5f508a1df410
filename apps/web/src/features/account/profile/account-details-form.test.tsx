import { AUTH_MESSAGES, CUSTOMER_MESSAGES } from '@selvedge/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DETAILS_SAVED, DETAILS_UNCHANGED } from './account-details-form';
import { CURRENT_PASSWORD_EMPTY } from './change-password-form';
import type { ShopCall as Call } from '../../../test/fake-shop';
import { aCustomer, fakeShop, json, renderProfile } from './profile-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const detailsForm = () => screen.getByRole('form', { name: 'Account details' });
const passwordForm = () => screen.getByRole('form', { name: 'Change password' });
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const user = userEvent.setup();
/** Types into a field as a person does, replacing what was there. */
async function type(form: HTMLElement, label: string, value: string) {
  await user.clear(field(form, label));
  if (value !== '') await user.type(field(form, label), value);
}

const customerPatch = (call: Call) => call.method === 'PATCH' && call.path === '/shopify/customer/cus_ada';

async function openDetails(routes: Parameters<typeof fakeShop>[1] = []) {
  const shop = fakeShop(aCustomer({ phone: '+6581234567' }), routes);
  renderProfile('/profile?tab=details');
  await screen.findByRole('form', { name: 'Account details' });
  return shop;
}

describe('account details', () => {
  it('labels each field for autofill and starts from the stored customer', async () => {
    await openDetails();
    const form = detailsForm();
    expect(field(form, 'First name').value).toBe('Ada');
    expect(field(form, 'First name').autocomplete).toBe('given-name');
    expect(field(form, 'Last name').autocomplete).toBe('family-name');
    expect(field(form, 'E-mail').type).toBe('email');
    expect(field(form, 'E-mail').autocomplete).toBe('email');
    expect(field(form, 'Phone').type).toBe('tel');
    expect(field(form, 'Phone').value).toBe('+6581234567');
    expect(field(form, 'Phone').placeholder).toBe('+65 9123 4567');
  });

  it('sends only the fields that changed, as the server stores them, and the session takes the answer', async () => {
    let answer: (value: ReturnType<typeof json>) => void = () => undefined;
    const shop = await openDetails([(call) => (customerPatch(call) ? new Promise((resolve) => (answer = resolve)) : undefined)]);
    const form = detailsForm();
    await type(form, 'Last name', '  King ');
    await type(form, 'E-mail', 'Ada.King@Example.com');
    await type(form, 'Current password', 'analytical');
    await type(form, 'Phone', '+65 9123-4567');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect((await within(form).findByRole('button', { name: 'Saving…' })).hasAttribute('disabled')).toBe(true);
    answer(json(aCustomer({ lastName: 'King', email: 'ada.king@example.com', phone: '+6591234567' })));

    expect((await within(form).findByRole('status')).textContent).toBe(DETAILS_SAVED);
    const patches = shop.calls.filter(customerPatch);
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({
      lastName: 'King',
      email: 'ada.king@example.com',
      currentPassword: 'analytical',
      phone: '+6591234567',
    });
    expect(field(form, 'Last name').value).toBe('King');
    expect(field(form, 'Phone').value).toBe('+6591234567');
    // The header reads the session's customer: it now holds the server's answer.
    expect(screen.getByText('Signed in as ada.king@example.com')).toBeVisible();
  });

  it('removes the phone when the field is emptied', async () => {
    const shop = await openDetails([(call) => (customerPatch(call) ? json(aCustomer({ phone: null })) : undefined)]);
    await type(detailsForm(), 'Phone', '');
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save details' }));
    await within(detailsForm()).findByRole('status');
    expect(shop.calls.filter(customerPatch)[0]?.body).toEqual({ phone: null });
  });

  it("shows the server's own sentence when it refuses the change", async () => {
    await openDetails([
      (call) => (customerPatch(call) ? json({ error: CUSTOMER_MESSAGES.emailTaken, code: 'email_taken' }, 409) : undefined),
    ]);
    await type(detailsForm(), 'E-mail', 'grace@example.com');
    await type(detailsForm(), 'Current password', 'analytical');
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save details' }));
    expect((await within(detailsForm()).findByRole('alert')).textContent).toBe(CUSTOMER_MESSAGES.emailTaken);
    expect(within(detailsForm()).queryByRole('status')).toBeNull();
    expect(screen.getByText('Signed in as ada@example.com')).toBeVisible();
  });

  it('asks for the current password only when the login e-mail changes, and sends none without it', async () => {
    const shop = await openDetails();
    const form = detailsForm();
    expect(within(form).queryByLabelText(/^Current password/)).toBeNull();
    await type(form, 'E-mail', ' ADA@example.com ');
    expect(within(form).queryByLabelText(/^Current password/)).toBeNull();

    await type(form, 'E-mail', 'grace@example.com');
    expect(field(form, 'Current password')).toHaveAttribute('type', 'password');
    expect(field(form, 'Current password')).toHaveAttribute('autocomplete', 'current-password');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CUSTOMER_MESSAGES.currentPasswordRequired);
    expect(field(form, 'Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, 'Current password')).toHaveFocus();
    expect(shop.calls.filter(customerPatch)).toEqual([]);
  });

  it('shows a wrong current password on its field, and keeps the stored e-mail', async () => {
    const wrong = {
      error: CUSTOMER_MESSAGES.currentPasswordWrong,
      code: 'current_password_wrong',
      problems: [{ path: 'currentPassword', message: CUSTOMER_MESSAGES.currentPasswordWrong }],
    };
    const shop = await openDetails([(call) => (customerPatch(call) ? json(wrong, 400) : undefined)]);
    const form = detailsForm();
    await type(form, 'E-mail', 'grace@example.com');
    await type(form, 'Current password', 'guess');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CUSTOMER_MESSAGES.currentPasswordWrong);
    expect(field(form, 'Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field(form, 'E-mail')).not.toHaveAttribute('aria-invalid');
    expect(shop.calls.filter(customerPatch)[0]?.body).toEqual({ email: 'grace@example.com', currentPassword: 'guess' });
    expect(screen.getByText('Signed in as ada@example.com')).toBeInTheDocument();
  });

  it('refuses a phone without a plus and a country code before sending anything', async () => {
    const shop = await openDetails();
    await type(detailsForm(), 'Phone', '9123 4567');
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save details' }));
    const alert = within(detailsForm()).getByRole('alert');
    expect(alert.textContent).toBe(CUSTOMER_MESSAGES.phoneInvalid);
    expect(field(detailsForm(), 'Phone').getAttribute('aria-invalid')).toBe('true');
    expect(field(detailsForm(), 'Phone').getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(field(detailsForm(), 'Phone'));
    expect(shop.calls.filter(customerPatch)).toEqual([]);
  });

  it('refuses an empty first name and a malformed e-mail with the server’s messages', async () => {
    const shop = await openDetails();
    await type(detailsForm(), 'First name', '   ');
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save details' }));
    expect(within(detailsForm()).getByRole('alert').textContent).toBe(CUSTOMER_MESSAGES.firstNameEmpty);

    await type(detailsForm(), 'First name', 'Ada');
    await type(detailsForm(), 'E-mail', 'ada.example.com');
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save details' }));
    expect(within(detailsForm()).getByRole('alert').textContent).toBe('Email is invalid.');
    expect(shop.calls.filter(customerPatch)).toEqual([]);
  });

  it('sends nothing when nothing changed', async () => {
    const shop = await openDetails();
    await type(detailsForm(), 'First name', ' Ada ');
    await type(detailsForm(), 'Phone', '+65 8123 4567');
    await user.click(within(detailsForm()).getByRole('button', { name: 'Save details' }));
    expect(within(detailsForm()).getByRole('status').textContent).toBe(DETAILS_UNCHANGED);
    expect(shop.calls.filter(customerPatch)).toEqual([]);
  });
});

describe('change password', () => {
  const passwordCall = (call: Call) => call.method === 'PATCH' && call.path === '/shopify/auth/password';
  const submit = () => user.click(within(passwordForm()).getByRole('button', { name: 'Change password' }));

  it('says the passwords do not match without calling the shop', async () => {
    const shop = await openDetails();
    const form = passwordForm();
    expect(field(form, 'Current password').autocomplete).toBe('current-password');
    expect(field(form, 'New password').autocomplete).toBe('new-password');
    await type(form, 'Current password', 'old-secret');
    await type(form, 'New password', 'new-secret');
    await type(form, 'Confirm new password', 'new-secrte');
    await submit();
    expect(within(form).getByRole('alert').textContent).toBe(AUTH_MESSAGES.passwordMismatch);
    expect(field(form, 'Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(shop.calls.filter(passwordCall)).toEqual([]);
  });

  it('asks for the current password, then a long enough new one, before sending', async () => {
    const shop = await openDetails();
    const form = passwordForm();
    await submit();
    expect(within(form).getByRole('alert').textContent).toBe(CURRENT_PASSWORD_EMPTY);
    await type(form, 'Current password', 'old-secret');
    await type(form, 'New password', 'abc');
    await type(form, 'Confirm new password', 'abc');
    await submit();
    expect(within(form).getByRole('alert').textContent).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(shop.calls.filter(passwordCall)).toEqual([]);
  });

  it("shows the server's answer and clears the fields once the password is changed", async () => {
    const shop = await openDetails([(call) => (passwordCall(call) ? json({ message: AUTH_MESSAGES.passwordChanged }) : undefined)]);
    const form = passwordForm();
    await type(form, 'Current password', 'old-secret');
    await type(form, 'New password', 'new-secret');
    await type(form, 'Confirm new password', 'new-secret');
    await submit();
    expect((await within(form).findByRole('status')).textContent).toBe(AUTH_MESSAGES.passwordChanged);
    expect(shop.calls.filter(passwordCall)[0]?.body).toEqual({
      currentPassword: 'old-secret',
      password: 'new-secret',
      confirmPassword: 'new-secret',
    });
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(field(form, label).value).toBe('');
  });

  it('shows the refusal of a wrong current password and keeps what was typed', async () => {
    await openDetails([
      (call) => (passwordCall(call) ? json({ error: AUTH_MESSAGES.currentPasswordWrong, code: 'current_password_wrong' }, 400) : undefined),
    ]);
    const form = passwordForm();
    await type(form, 'Current password', 'guess');
    await type(form, 'New password', 'new-secret');
    await type(form, 'Confirm new password', 'new-secret');
    await submit();
    expect((await within(form).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.currentPasswordWrong);
    expect(field(form, 'New password').value).toBe('new-secret');
  });
});
