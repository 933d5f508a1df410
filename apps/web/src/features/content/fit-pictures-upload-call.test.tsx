import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { FitPicturesUploadCall } from './fit-pictures-upload-call';

afterEach(() => cleanup());

const renderCall = (signedIn: boolean, ordersHref: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [{ path: '/fit-pictures-guide', element: <FitPicturesUploadCall ordersHref={ordersHref} signedIn={signedIn} /> }],
        { initialEntries: ['/fit-pictures-guide'] },
      )}
    />,
  );

it("leads a customer to their orders, where each order's page takes its pictures, and a guest to the e-mail's link", () => {
  renderCall(true, '/profile?tab=orders');
  const call = screen.getByRole('complementary', { name: 'Ready to send them?' });
  expect(screen.getByRole('link', { name: 'Upload your pictures from your order’s page' })).toHaveAttribute('href', '/profile?tab=orders');
  expect(call).toHaveTextContent('Open the order under Orders in your account.');
  expect(call).toHaveTextContent('Ordered as a guest? Use the link in your order confirmation e-mail');
});

it('asks a visitor to log in first', () => {
  renderCall(false, '?modal=navbar-login');
  expect(screen.getByRole('link', { name: 'Upload your pictures from your order’s page' })).toHaveAttribute(
    'href',
    '/fit-pictures-guide?modal=navbar-login',
  );
  expect(screen.getByRole('complementary')).toHaveTextContent('Log in, then open the order under Orders in your account.');
});
