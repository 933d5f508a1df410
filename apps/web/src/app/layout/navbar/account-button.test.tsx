import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountButton } from './account-button';

function renderButton(props: Parameters<typeof AccountButton>[0], url = '/faq?tab=3') {
  const router = createMemoryRouter([{ path: '*', element: <AccountButton {...props} /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('AccountButton', () => {
  it('shows a spinner while the stored session is read, not a login that would be wrong a moment later', () => {
    renderButton({ user: null, initialising: true });
    const button = screen.getByRole('button', { name: 'Loading your account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('opens the login modal on the current page for a visitor', () => {
    const router = renderButton({ user: null });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/faq');
    expect(router.state.location.search).toBe('?tab=3&modal=navbar-login');
  });

  it('gives a customer the account menu', async () => {
    renderButton({ user: { firstName: 'Ada' } });
    expect(await screen.findByRole('button', { name: 'Account of Ada' })).toBeVisible();
  });
});
