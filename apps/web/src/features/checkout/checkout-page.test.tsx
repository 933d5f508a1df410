import { CheckoutSchema, PayCheckoutAnswerSchema, ShippingResponseSchema, type Checkout, type ShippingResponse } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCheckout, aSavedAddress, deliveredTo } from '../../test/checkout-factory';
import { answer, fakeShopApi, refusal, type ShopAnswer, type ShopCall } from '../../test/fake-shop';
import { aPiece } from '../../test/cart-factory';
import { checkoutNavigation } from './api/checkout-mutations';
import { NOTHING_TO_PAY_TEXT } from './checkout-form';
import { prefetchCheckout } from './api/checkout-queries';
import { LOADING_TEXT } from './checkout-outline';
import { CONFIRMING_TEXT, EXPIRED_TEXT, CheckoutPage } from './checkout-page';

const person = userEvent.setup();
const TOKEN = 'Y3J0X2d1ZXN0';
const PATH = `/checkout/${TOKEN}`;

const shipping: ShippingResponse = {
  rates: [{ id: 'express', name: 'Express', price: { amount: '25.00', currencyCode: 'SGD' }, deliveryDays: { min: 3, max: 5 } }],
  countries: [
    { code: 'SG', name: 'Singapore', description: '', rateId: 'express', freeShipping: true, currencyCode: 'SGD' },
    { code: 'JP', name: 'Japan', description: '', rateId: 'express', freeShipping: true, currencyCode: 'JPY' },
  ],
  freeShippingThreshold: { amount: '650.00', currencyCode: 'SGD' },
};

type Respond = (call: ShopCall) => ShopAnswer | Promise<ShopAnswer> | undefined;

/** The checkout page at `entry`, its calls answered by `respond` (and the shipping list). */
function openCheckout(respond: Respond, entry = PATH) {
  const shop = fakeShopApi(
    async (call) => (await respond(call)) ?? (call.path === '/shopify/shipping' ? answer(ShippingResponseSchema, shipping) : undefined),
  );
  const onBackToCart = vi.fn();
  const onCompleted = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/checkout/:token', element: <CheckoutPage token={TOKEN} onBackToCart={onBackToCart} onCompleted={onCompleted} /> }],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { shop, onBackToCart, onCompleted };
}

const reads =
  (checkout: Checkout): Respond =>
  (call) =>
    call.method === 'GET' && call.path === PATH ? answer(CheckoutSchema, checkout) : undefined;

const payAnswer = answer(PayCheckoutAnswerSchema, {
  redirectUrl: '/pay/test/pay_1',
  payment: { id: 'pay_1', provider: 'test', status: 'pending', message: null },
});

const home = aSavedAddress();
const tokyo = aSavedAddress({
  id: 'adr_tokyo',
  address1: '2-1 Marunouchi',
  city: 'Tokyo',
  zip: '100-0005',
  countryCode: 'JP',
  country: 'Japan',
});
const customerCheckout = aCheckout({ email: 'ada@example.com', savedAddresses: [home, tokyo], defaultAddressId: home.id });
const readyCheckout = deliveredTo(customerCheckout, home, 'SGD', '175.00');

const payButton = () => screen.getByRole('button', { name: /^Pay / });
const go = () => vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => {});

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the checkout page', () => {
  it('opens the checkout from the cart when it was never opened, and shows every piece', async () => {
    const trial = aPiece({
      reference: 'ref_flannel_0002',
      productType: 'trousers',
      category: 'trial',
      fabric: { id: 'p2', variantId: 'v2', title: 'Grey Flannel', handle: 'grey-flannel' },
    });
    const opened = aCheckout({ items: [aPiece({ preview: '/api/previews/shirt.webp?fabric=oxford-blue&collar=cutaway' }), trial] });
    const { shop } = openCheckout((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'GET') return refusal(404, { error: 'There is no checkout for this cart yet.', code: 'checkout_not_found' });
      if (call.method === 'POST') return answer(CheckoutSchema, opened);
      return undefined;
    });
    const pieces = within(await screen.findByRole('list', { name: 'Pieces in your order' })).getAllByRole('listitem');
    expect(shop.calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.includes('/checkout/'))).toEqual([
      `GET ${PATH}`,
      `POST ${PATH}`,
    ]);
    expect(pieces).toHaveLength(2);
    expect(within(pieces[0] as HTMLElement).getByText('Cutaway collar')).toBeInTheDocument();
    expect(within(pieces[0] as HTMLElement).getByText('AL')).toBeInTheDocument();
    expect(within(pieces[0] as HTMLElement).getByRole('img', { name: 'Cutaway collar shirt in Oxford Blue' })).toHaveAttribute(
      'src',
      '/api/previews/shirt.webp?fabric=oxford-blue&collar=cutaway',
    );
    expect(within(pieces[1] as HTMLElement).getByText('Trial piece')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(/^SGD\s150\.00$/);
    expect(screen.getByTestId('charge-currency')).toHaveTextContent('Your country of delivery determines your payment currency');
  });

  it("chooses a customer's default address at once, so Pay goes ahead without typing, with the total seen and a key", async () => {
    const navigate = go();
    const { shop } = openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, customerCheckout);
      if (call.method === 'PATCH' && call.path === PATH) return answer(CheckoutSchema, readyCheckout);
      if (call.method === 'POST' && call.path === `${PATH}/pay`) return payAnswer;
      return undefined;
    });
    expect(await screen.findByRole('radio', { name: /1 Orchard Road/ })).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent(/^SGD\s175\.00$/));
    expect(shop.callsTo('PATCH', PATH).map((call) => call.body)).toEqual([{ addressId: 'adr_home' }]);
    expect(screen.getByTestId('shipping-price')).toHaveTextContent(/^SGD\s25\.00$/);

    await person.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/test/pay_1'));
    const [pay] = shop.callsTo('POST', `${PATH}/pay`);
    expect(pay?.body).toEqual({ acceptedTotal: { amount: '175.00', currencyCode: 'SGD' } });
    expect(pay?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);
  });

  it("names each missing field of a guest's address, focuses the first, and sends nothing", async () => {
    const { shop } = openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, aCheckout());
      if (call.method === 'PATCH' && call.path === PATH) return answer(CheckoutSchema, aCheckout(call.body as { email: string }));
      return undefined;
    });
    await person.type(await screen.findByLabelText('E-mail'), 'grace@example.com');
    await person.click(payButton());
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await waitFor(() => expect(within(form).getByLabelText('First name')).toHaveAccessibleDescription('First name cannot be empty'));
    expect(within(form).getByLabelText('Last name')).toHaveAccessibleDescription('Last name cannot be empty');
    expect(within(form).getByLabelText('Address')).toHaveAccessibleDescription('Address cannot be empty');
    expect(within(form).getByLabelText('City')).toHaveAccessibleDescription('City cannot be empty');
    expect(within(form).getByLabelText('Country')).toHaveAccessibleDescription(
      expect.stringContaining('Choose the country to deliver to.'),
    );
    expect(within(form).getByLabelText('First name')).toHaveFocus();
    expect(shop.callsTo('PATCH', PATH).map((call) => call.body)).toEqual([{ email: 'grace@example.com' }]);
    expect(shop.callsTo('POST', `${PATH}/pay`)).toEqual([]);
  });

  it('asks for a valid e-mail before anything else', async () => {
    const { shop } = openCheckout(reads(aCheckout()));
    await person.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(expect.stringContaining('Enter your e-mail address.'));
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(shop.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('charges in the currency of the delivery country: the address is sent and the new totals shown', async () => {
    const guest = aCheckout({ email: 'grace@example.com' });
    const inJapan = deliveredTo(guest, { ...tokyo, firstName: 'Grace', lastName: 'Hopper' }, 'JPY', '20100', '2900');
    const { shop } = openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, guest);
      if (call.method === 'PATCH' && call.path === PATH) return answer(CheckoutSchema, inJapan);
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    await person.type(within(form).getByLabelText('First name'), 'Grace');
    await person.type(within(form).getByLabelText('Last name'), 'Hopper');
    await person.type(within(form).getByLabelText('Address'), '2-1 Marunouchi');
    await person.type(within(form).getByLabelText('City'), 'Tokyo');
    await screen.findByRole('option', { name: 'Japan (JPY)' });
    await person.selectOptions(within(form).getByLabelText('Country'), 'JP');
    await person.click(within(form).getByRole('button', { name: 'Use this address' }));

    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent(/^JPY\s20,100$/));
    const [patch] = shop.callsTo('PATCH', PATH);
    expect(patch?.body).toMatchObject({
      address: { firstName: 'Grace', lastName: 'Hopper', address1: '2-1 Marunouchi', city: 'Tokyo', countryCode: 'JP' },
    });
    expect(screen.getByTestId('charge-currency')).toHaveTextContent('You pay in JPY.');
    expect(payButton()).toHaveTextContent(/Pay JPY\s20,100/);
  });

  describe('Pay pressed while the address just given is being saved', () => {
    const guest = aCheckout({ email: 'grace@example.com' });
    const harbour = aSavedAddress({ firstName: 'Grace', lastName: 'Hopper', address1: '1 Harbour Front Ave', zip: '' });

    /** The guest's page with the address answer held until `release()`; `answer` is what it then says. */
    function heldAddress(answerWith: () => Checkout) {
      const navigate = go();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const { shop } = openCheckout((call) => {
        if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, guest);
        if (call.method === 'PATCH' && call.path === PATH) return held.then(() => answer(CheckoutSchema, answerWith()));
        if (call.method === 'POST' && call.path === `${PATH}/pay`) return payAnswer;
        return undefined;
      });
      return { navigate, shop, release: () => release() };
    }

    async function useThisAddress(city: string, country: string) {
      const form = await screen.findByRole('form', { name: 'Delivery address' });
      await person.type(within(form).getByLabelText('First name'), 'Grace');
      await person.type(within(form).getByLabelText('Last name'), 'Hopper');
      await person.type(within(form).getByLabelText('Address'), '1 Harbour Front Ave');
      await person.type(within(form).getByLabelText('City'), city);
      await screen.findByRole('option', { name: 'Japan (JPY)' });
      await person.selectOptions(within(form).getByLabelText('Country'), country);
      await person.click(within(form).getByRole('button', { name: 'Use this address' }));
    }

    it('waits for the address, saying so, then pays the total it was pressed for', async () => {
      const { navigate, shop, release } = heldAddress(() => deliveredTo(guest, harbour, 'SGD', '150.00', '0.00'));
      await useThisAddress('Singapore', 'SG');
      await waitFor(() => expect(shop.callsTo('PATCH', PATH)).toHaveLength(1));
      await person.click(screen.getByRole('button', { name: /^Pay SGD\s150\.00$/ }));
      const waiting = screen.getByRole('button', { name: 'Saving your address…' });
      expect(waiting).toBeDisabled();
      expect(waiting).toHaveAttribute('aria-busy', 'true');
      expect(shop.callsTo('POST', `${PATH}/pay`)).toEqual([]);

      release();
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/test/pay_1'));
      // The address went once; the payment for the total on the button.
      expect(shop.callsTo('PATCH', PATH)).toHaveLength(1);
      expect(shop.callsTo('POST', `${PATH}/pay`).map((call) => call.body)).toEqual([
        { acceptedTotal: { amount: '150.00', currencyCode: 'SGD' } },
      ]);
    });

    it('shows the new total instead of paying it, when the address changes it, and the next press pays it', async () => {
      const inJapan = deliveredTo(guest, { ...harbour, city: 'Tokyo', countryCode: 'JP', country: 'Japan' }, 'JPY', '20100', '2900');
      const { navigate, shop, release } = heldAddress(() => inJapan);
      await useThisAddress('Tokyo', 'JP');
      await person.click(screen.getByRole('button', { name: /^Pay SGD\s150\.00$/ }));
      expect(screen.getByRole('button', { name: 'Saving your address…' })).toBeDisabled();

      release();
      expect(
        await screen.findByText(/^Your delivery address is saved, and your total is now JPY\s20,100\. Check it, then press Pay\.$/),
      ).toBeInTheDocument();
      expect(shop.callsTo('POST', `${PATH}/pay`)).toEqual([]);
      expect(navigate).not.toHaveBeenCalled();

      await person.click(await screen.findByRole('button', { name: /^Pay JPY\s20,100$/ }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/test/pay_1'));
      expect(shop.callsTo('POST', `${PATH}/pay`).map((call) => call.body)).toEqual([
        { acceptedTotal: { amount: '20100', currencyCode: 'JPY' } },
      ]);
    });
  });

  it('waits for a saved address just chosen before paying, never paying for the one before it', async () => {
    const navigate = go();
    const inTokyo = deliveredTo(customerCheckout, tokyo, 'JPY', '20100', '2900');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { shop } = openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, readyCheckout);
      if (call.method === 'PATCH' && call.path === PATH) return held.then(() => answer(CheckoutSchema, inTokyo));
      if (call.method === 'POST' && call.path === `${PATH}/pay`) return payAnswer;
      return undefined;
    });
    await person.click(await screen.findByRole('radio', { name: /2-1 Marunouchi/ }));
    await person.click(screen.getByRole('button', { name: /^Pay SGD\s175\.00$/ }));
    expect(screen.getByRole('button', { name: 'Saving your address…' })).toBeDisabled();
    release();
    expect(await screen.findByText(/total is now JPY\s20,100\. Check it, then press Pay\.$/)).toBeInTheDocument();
    expect(shop.callsTo('POST', `${PATH}/pay`)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('applies a discount code and removes it, and names a code that is not ours beside the field', async () => {
    const discounted: Checkout = {
      ...readyCheckout,
      discount: { code: 'WELCOME10', applicable: true, message: null, amount: '15.00' },
      cost: { ...readyCheckout.cost, discount: { amount: '15.00', currencyCode: 'SGD' }, total: { amount: '160.00', currencyCode: 'SGD' } },
    };
    const { shop } = openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, readyCheckout);
      if (call.path === `${PATH}/code` && call.method === 'POST') {
        return (call.body as { discountCode: string }).discountCode === 'WELCOME10'
          ? answer(CheckoutSchema, discounted)
          : refusal(404, { error: 'The code "NOPE" is not a discount code of ours.', code: 'discount_code_unknown' });
      }
      if (call.path === `${PATH}/code` && call.method === 'DELETE') return answer(CheckoutSchema, readyCheckout);
      return undefined;
    });
    const code = await screen.findByLabelText('Discount code');
    await person.type(code, 'NOPE');
    await person.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The code "NOPE" is not a discount code of ours.')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');

    await person.clear(screen.getByLabelText('Discount code'));
    await person.type(screen.getByLabelText('Discount code'), 'WELCOME10');
    await person.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('discount-code')).toHaveTextContent('WELCOME10');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(/^SGD\s160\.00$/);
    expect(screen.getByTestId('checkout-discount')).toHaveTextContent(/SGD\s15\.00/);

    await person.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    await waitFor(() => expect(screen.queryByTestId('discount-code')).toBeNull());
    expect(screen.getByTestId('checkout-total')).toHaveTextContent(/^SGD\s175\.00$/);
    expect(shop.callsTo('DELETE', `${PATH}/code`)).toHaveLength(1);
  });

  it('sends one payment for a double click, and keeps the button busy while it runs', async () => {
    const navigate = go();
    let release: (() => void) | null = null;
    const { shop } = openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, readyCheckout);
      if (call.method === 'POST' && call.path === `${PATH}/pay`)
        return new Promise<ShopAnswer>((resolve) => (release = () => resolve(payAnswer)));
      return undefined;
    });
    await person.dblClick(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(shop.callsTo('POST', `${PATH}/pay`)).toHaveLength(1));
    const busy = screen.getByRole('button', { name: 'Taking you to payment…' });
    expect(busy).toBeDisabled();
    await person.click(busy);
    expect(shop.callsTo('POST', `${PATH}/pay`)).toHaveLength(1);
    (release as unknown as () => void)();
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('shows what changed and the new total on 409 checkout_changed, and the next Pay accepts the new total', async () => {
    const navigate = go();
    const changed: Checkout = {
      ...readyCheckout,
      changes: [{ kind: 'price', message: 'Oxford Blue now costs SGD 160.00 (was SGD 150.00).' }],
      cost: {
        ...readyCheckout.cost,
        subtotal: { amount: '160.00', currencyCode: 'SGD' },
        total: { amount: '185.00', currencyCode: 'SGD' },
      },
    };
    const { shop } = openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, readyCheckout);
      if (call.method === 'POST' && call.path === `${PATH}/pay`) {
        const accepted = (call.body as { acceptedTotal: { amount: string } }).acceptedTotal.amount;
        return accepted === '185.00'
          ? payAnswer
          : refusal(
              409,
              { error: 'Your order changed: check it and pay again.', code: 'checkout_changed' },
              { checkout: CheckoutSchema.parse(changed) },
            );
      }
      return undefined;
    });
    await person.click(await screen.findByRole('button', { name: /^Pay / }));
    const changes = await screen.findByTestId('checkout-changes');
    expect(changes).toHaveTextContent('Oxford Blue now costs SGD 160.00 (was SGD 150.00).');
    expect(changes).toHaveTextContent(/Your new total is SGD\s185\.00/);
    expect(changes.closest('[role="status"]')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    await person.click(screen.getByRole('button', { name: /^Pay SGD\s185\.00$/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/test/pay_1'));
    const [first, second] = shop.callsTo('POST', `${PATH}/pay`);
    expect(first?.body).toEqual({ acceptedTotal: { amount: '175.00', currencyCode: 'SGD' } });
    expect(second?.body).toEqual({ acceptedTotal: { amount: '185.00', currencyCode: 'SGD' } });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it("draws the page's heading and outline while the checkout is read, then the checkout in their place", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    openCheckout((call) =>
      call.method === 'GET' && call.path === PATH ? held.then(() => answer(CheckoutSchema, readyCheckout)) : undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    expect(screen.getByTestId('checkout-outline')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: /^Pay / })).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-outline')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1, name: 'Checkout' })).toHaveLength(1);
  });

  it('is asked for before the page draws, except on the way back from paying', async () => {
    const shop = fakeShopApi(reads(readyCheckout));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchCheckout(queryClient, TOKEN, new URLSearchParams('payment=pay_1'));
    expect(shop.callsTo('GET', PATH)).toHaveLength(0);
    await prefetchCheckout(queryClient, TOKEN, new URLSearchParams());
    expect(shop.callsTo('GET', PATH)).toHaveLength(1);
    expect(queryClient.getQueryData(['checkout', TOKEN])).toEqual(readyCheckout);
  });

  it('says the checkout has expired and offers the way back to the cart', async () => {
    const { onBackToCart } = openCheckout((call) =>
      call.path === PATH ? refusal(410, { error: 'This checkout has expired.', code: 'checkout_expired' }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: EXPIRED_TEXT })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Back to your cart' }));
    expect(onBackToCart).toHaveBeenCalledTimes(1);
  });

  it('completes the payment on the way back and shows the order', async () => {
    const completed: Checkout = {
      ...readyCheckout,
      status: 'completed',
      order: { number: 'SV-1042', url: '/account/orders/SV-1042' },
      payment: { id: 'pay_1', provider: 'test', status: 'succeeded', message: null },
    };
    const { shop, onCompleted } = openCheckout((call) => {
      if (call.method === 'POST' && call.path === `${PATH}/complete`) return answer(CheckoutSchema, completed);
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, completed);
      return undefined;
    }, `${PATH}?payment=pay_1`);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('SV-1042');
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', '/account/orders/SV-1042');
    expect(shop.callsTo('POST', `${PATH}/complete`).map((call) => call.body)).toEqual([{ paymentId: 'pay_1' }]);
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('shows why a payment failed and lets the customer pay again', async () => {
    const navigate = go();
    const failed: Checkout = {
      ...readyCheckout,
      payment: { id: 'pay_1', provider: 'test', status: 'failed', message: 'Your card was declined.' },
    };
    openCheckout((call) => {
      if (call.method === 'POST' && call.path === `${PATH}/complete`) return answer(CheckoutSchema, failed);
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, failed);
      if (call.method === 'POST' && call.path === `${PATH}/pay`) return payAnswer;
      return undefined;
    }, `${PATH}?payment=pay_1`);
    expect(await screen.findByText(/Your card was declined\./)).toBeInTheDocument();
    await person.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pay/test/pay_1'));
  });

  it('waits while the payment is being confirmed, reading the checkout again until it completes', async () => {
    const processing: Checkout = {
      ...readyCheckout,
      status: 'paying',
      payment: { id: 'pay_1', provider: 'test', status: 'processing', message: null },
    };
    const completed: Checkout = {
      ...readyCheckout,
      status: 'completed',
      order: { number: 'SV-1043', url: '/orders/SV-1043?key=signed-key-0123456789' },
      payment: { ...processing.payment!, status: 'succeeded' },
    };
    let reads = 0;
    openCheckout((call) => {
      if (call.method === 'POST' && call.path === `${PATH}/complete`) return answer(CheckoutSchema, processing);
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, ++reads > 1 ? completed : processing);
      return undefined;
    }, `${PATH}?payment=pay_1`);
    expect(await screen.findByRole('heading', { name: CONFIRMING_TEXT })).toBeInTheDocument();
    expect(await screen.findByTestId('order-number', {}, { timeout: 8000 })).toHaveTextContent('SV-1043');
  });
});

describe('a fabric that left sale while the checkout was open', () => {
  const oxford = { id: 'fab_oxford', title: 'Oxford Blue', reason: 'withdrawn' as const, note: 'The mill has stopped weaving it.' };
  const emptied: Checkout = {
    ...readyCheckout,
    items: [],
    unavailable: [oxford],
    cost: {
      subtotal: { amount: '0.00', currencyCode: 'SGD' },
      discount: { amount: '0.00', currencyCode: 'SGD' },
      shipping: { amount: '0.00', currencyCode: 'SGD' },
      total: { amount: '0.00', currencyCode: 'SGD' },
      totalSgd: { amount: '0.00', currencyCode: 'SGD' },
    },
  };

  it('says Fabric Unavailable with the fabric and why, and offers no Pay for nothing', async () => {
    openCheckout(reads(emptied));
    const notice = await screen.findByTestId('fabric-unavailable');
    expect(within(notice).getByRole('heading', { name: 'Fabric Unavailable' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('The following fabric(s) is no longer avalable for sale and has been removed from your cart.');
    expect(notice).toHaveTextContent('Oxford Blue (The mill has stopped weaving it.)');
    expect(screen.getByTestId('nothing-to-pay')).toHaveTextContent(NOTHING_TO_PAY_TEXT);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByText(/Pay SGD\s0\.00/)).toBeNull();
    expect(await screen.findByText('No items in cart.')).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-total')).toBeNull();
  });

  it("shows the shop's sentence when Pay finds the last piece gone, and reads the checkout again to flag it", async () => {
    let emptiedNow = false;
    openCheckout((call) => {
      if (call.method === 'GET' && call.path === PATH) return answer(CheckoutSchema, emptiedNow ? emptied : readyCheckout);
      if (call.method === 'POST' && call.path === `${PATH}/pay`) {
        emptiedNow = true;
        return refusal(409, {
          error: 'Fabric Unavailable: Oxford Blue is no longer available for sale and has been removed from your order.',
          code: 'fabric_unavailable',
        });
      }
      return undefined;
    });
    await person.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/Oxford Blue is no longer available for sale/)).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty.')).toBeNull();
    expect(await screen.findByTestId('fabric-unavailable')).toHaveTextContent('Oxford Blue');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});
