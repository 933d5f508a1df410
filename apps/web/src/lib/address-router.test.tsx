import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { use } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressRouter, useNextPageComing } from './address-router';

let arrive: () => void = () => {};
const nextPageReady = new Promise<void>((resolve) => (arrive = resolve));

function Leaving() {
  return <p>{useNextPageComing() ? 'leaving' : 'staying'}</p>;
}

function Trousers() {
  return (
    <>
      <h1>Trousers</h1>
      <Link to="/shop/trousers?fabric=navy">Navy</Link>
      <Link to="/shop/shirt">Shirt</Link>
    </>
  );
}

/** A page whose code or data has not come yet. */
function Shirt() {
  use(nextPageReady);
  return <h1>Shirt</h1>;
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('AddressRouter', () => {
  it('says the page on screen is being left while the next page is not ready, and not for a move within the page', async () => {
    window.history.replaceState(null, '', '/shop/trousers');
    render(
      <AddressRouter>
        <Leaving />
        <Routes>
          <Route path="/shop/trousers" element={<Trousers />} />
          <Route path="/shop/shirt" element={<Shirt />} />
        </Routes>
      </AddressRouter>,
    );
    expect(screen.getByText('staying')).toBeInTheDocument();

    // A choice within the page (the query string) draws at once: nothing is being left.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Navy' })));
    expect(window.location.search).toBe('?fabric=navy');
    expect(screen.getByText('staying')).toBeInTheDocument();

    // Another page: the address moves at once, the trousers stay on screen, marked as being left.
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Shirt' })));
    expect(window.location.pathname).toBe('/shop/shirt');
    expect(screen.getByRole('heading', { name: 'Trousers' })).toBeInTheDocument();
    expect(screen.getByText('leaving')).toBeInTheDocument();

    await act(async () => {
      arrive();
      await nextPageReady;
    });
    expect(await screen.findByRole('heading', { name: 'Shirt' })).toBeInTheDocument();
    expect(screen.getByText('staying')).toBeInTheDocument();
  });
});
