import { CartSchema, INVALID_PIECE_MESSAGES, type Cart } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPiece, cartWith } from '../../test/cart-factory';
import { answer, fakeShopApi, refusal, type ShopAnswer, type ShopCall } from '../../test/fake-shop';
import { checkoutNavigation } from './cart-checkout';
import { CartDrawer } from './cart-drawer';
import { CartNotices } from './cart-notices';
import { openCartDrawer, resetCartUi } from './cart-ui';
import { DISCOUNT_ERROR_MS } from './discount-code-form';

const person = userEvent.setup();

/** Keeps `cart` in this browser as the shop last answered it, and answers the calls of `respond`. */
function renderDrawer(
  cart: Cart,
  respond: (call: ShopCall) => ShopAnswer | undefined = () => undefined,
  { editingReference = null as string | null, currency = 'SGD' as const } = {},
) {
  window.localStorage.setItem('cartId', cart.id);
  window.localStorage.setItem('cart', JSON.stringify(cart));
  const shop = fakeShopApi(
    (call) => respond(call) ?? (call.method === 'GET' && call.path.startsWith('/shopify/cart/') ? answer(CartSchema, cart) : undefined),
  );
  const onEdit = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CartDrawer currency={currency} editingReference={editingReference} onEdit={onEdit} />
      <CartNotices />
    </QueryClientProvider>,
  );
  act(() => openCartDrawer());
  return { shop, onEdit, drawer: () => within(screen.getByRole('dialog', { name: 'My Cart' })) };
}

const shirt = aPiece({ preview: '/api/previews/shirt.webp?fabric=oxford-blue&collar=cutaway&initials=AL' });
const trousers = aPiece({
  reference: 'ref_flannel_0002',
  productType: 'trousers',
  category: 'trial',
  fabric: { id: 'prod_flannel', variantId: 'var_flannel', title: 'Grey Flannel', handle: 'grey-flannel' },
  groupedItemsTotal: '220.00',
  groupedItemsTotalByCurrency: { SGD: '220.00', JPY: '25100' },
  editPath: '/shop/trousers?fabric=grey-flannel&edit=true&edit-id=prod_flannel&reference=ref_flannel_0002',
});

beforeEach(() => {
  window.localStorage.clear();
  resetCartUi();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the cart drawer', () => {
  it('lists each piece with its fabric, choices and price, and the cart’s totals', async () => {
    const { drawer } = renderDrawer(cartWith([shirt, trousers]));
    const pieces = drawer()
      .getAllByRole('listitem')
      .filter((item) => item.dataset.reference);
    expect(pieces).toHaveLength(2);
    const first = within(pieces[0] as HTMLElement);
    expect(first.getByTestId('piece-fabric')).toHaveTextContent('Oxford Blue');
    // The piece drawn in its cloth; a piece without a picture of its design shows its fabric's swatch.
    expect(first.getByRole('img', { name: 'Cutaway collar shirt in Oxford Blue' })).toHaveAttribute('src', shirt.preview);
    expect(within(pieces[1] as HTMLElement).getByRole('img', { name: 'Swatch of Grey Flannel' })).toBeInTheDocument();
    expect(first.getByText('Cutaway collar')).toBeInTheDocument();
    expect(first.getByText('Slim')).toBeInTheDocument();
    expect(first.getByText('AL')).toBeInTheDocument();
    expect(first.getByTestId('piece-price')).toHaveTextContent(/^SGD\s150\.00$/);
    expect(within(pieces[1] as HTMLElement).getByText('Trial piece')).toBeInTheDocument();
    expect(drawer().getByTestId('cart-subtotal')).toHaveTextContent(/^SGD\s370\.00$/);
    expect(drawer().getByTestId('cart-total')).toHaveTextContent(/^SGD\s370\.00$/);
    expect(drawer().getByText('Shipping calculated at checkout.')).toBeInTheDocument();
    expect(drawer().getByText('SGD 280.00 more to FREE SHIPPING')).toBeInTheDocument();
    expect(drawer().getByRole('progressbar', { name: 'Progress to free shipping' })).toHaveAttribute('aria-valuenow', '56');
  });

  it('shows each piece in the display currency, from its totals in every currency', () => {
    const { drawer } = renderDrawer(cartWith([shirt]), undefined, { currency: 'JPY' as never });
    expect(drawer().getByTestId('piece-price')).toHaveTextContent(/^JPY\s17,200$/);
  });

  it('moves focus into the drawer once it is on screen, and back to what opened it when it closes', async () => {
    window.localStorage.setItem('cartId', cartWith([shirt]).id);
    window.localStorage.setItem('cart', JSON.stringify(cartWith([shirt])));
    fakeShopApi((call) => (call.method === 'GET' ? answer(CartSchema, cartWith([shirt])) : undefined));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <button type="button" onClick={openCartDrawer}>
          Open my cart
        </button>
        <CartDrawer currency="SGD" editingReference={null} onEdit={vi.fn()} />
      </QueryClientProvider>,
    );
    await person.click(screen.getByRole('button', { name: 'Open my cart' }));
    const drawer = within(screen.getByRole('dialog', { name: 'My Cart' }));
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Close cart' })).toHaveFocus());
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Cart' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open my cart' })).toHaveFocus());
  });

  it("leaves the focus where the customer put it when the drawer's own focus comes after they clicked in", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      const { drawer } = renderDrawer(cartWith([shirt]));
      const field = drawer().getByLabelText('Discount code');
      act(() => field.focus());
      // The frame the drawer waited for is painted, and the message after it delivered.
      act(() => frames.splice(0).forEach((frame) => frame(0)));
      await act(
        () =>
          new Promise<void>((resolve) => {
            const after = new MessageChannel();
            after.port1.onmessage = () => resolve();
            after.port2.postMessage(null);
          }),
      );
      expect(field).toHaveFocus();
      expect(drawer().getByRole('button', { name: 'Close cart' })).not.toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when the cart is empty', () => {
    const { drawer } = renderDrawer(cartWith([]));
    expect(drawer().getByText('No items in cart.')).toBeInTheDocument();
    expect(drawer().queryByRole('button', { name: 'Checkout' })).toBeNull();
  });

  it('deletes a piece only once the customer confirms, by its reference', async () => {
    const after = cartWith([trousers]);
    let answerRemoval: (() => void) | null = null;
    const { shop, drawer } = renderDrawer(cartWith([shirt, trousers]), (call) =>
      call.path.startsWith('/shopify/cart/remove/')
        ? (new Promise<ShopAnswer>((resolve) => (answerRemoval = () => resolve(answer(CartSchema, after)))) as never)
        : undefined,
    );
    await person.click(drawer().getByRole('button', { name: 'Delete Oxford Blue shirt' }));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete item from cart?' });
    await person.click(within(question).getByRole('button', { name: 'No, keep in cart' }));
    expect(shop.callsTo('PATCH', '/shopify/cart/remove/Y3J0X2d1ZXN0')).toEqual([]);
    expect(drawer().getByText('Oxford Blue')).toBeInTheDocument();

    await person.click(drawer().getByRole('button', { name: 'Delete Oxford Blue shirt' }));
    await person.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete from cart' }));
    // While the shop answers: SPEC §8's words, and the dialog waits.
    expect(await within(screen.getByRole('alertdialog')).findByRole('button', { name: 'Deleting item...' })).toBeDisabled();
    await act(async () => answerRemoval?.());
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(shop.callsTo('PATCH', '/shopify/cart/remove/Y3J0X2d1ZXN0').map((call) => call.body)).toEqual([['ref_oxford_0001']]);
    await vi.waitFor(() => expect(drawer().queryByText('Oxford Blue')).toBeNull());
    expect(drawer().getByText('Grey Flannel')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('cart') ?? '{}').totalQuantity).toBe(1);
  });

  it('shows the first 100 characters of a long comment, with view more and view less', async () => {
    const comment = `Please make the sleeves a touch longer than usual. ${'I wear a watch on my left wrist. '.repeat(4)}Thank you!`;
    const { drawer } = renderDrawer(cartWith([aPiece({ attributes: [{ key: 'Others', value: comment }] })]));
    expect(drawer().getByText(`${comment.slice(0, 100)}…`, { exact: false })).toBeInTheDocument();
    expect(drawer().queryByText(/Thank you!/)).toBeNull();
    await person.click(drawer().getByRole('button', { name: 'view more' }));
    expect(drawer().getByText(/Thank you!/)).toBeInTheDocument();
    await person.click(drawer().getByRole('button', { name: 'view less' }));
    expect(drawer().queryByText(/Thank you!/)).toBeNull();
  });

  it('flags an invalid piece, says what to do, and holds checkout back', () => {
    const invalid = aPiece({
      invalid: { message: INVALID_PIECE_MESSAGES.valueMismatch, problems: ['Collar: "toga" is not one of our options'] },
    });
    const { drawer } = renderDrawer(cartWith([invalid, trousers], { hasInvalidItems: true }));
    expect(drawer().getByText(INVALID_PIECE_MESSAGES.valueMismatch)).toBeInTheDocument();
    expect(drawer().getByText('Edit or remove this piece')).toBeInTheDocument();
    const checkout = drawer().getByRole('button', { name: 'Checkout' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription(/edit or remove them before checking out/);
  });

  it('opens (or renews) the hosted checkout and goes there, hiding the close control while it goes', async () => {
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    const { drawer, shop } = renderDrawer(cartWith([shirt]));
    await person.click(drawer().getByRole('button', { name: 'Checkout' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/checkout/crt_guest'));
    expect(shop.callsTo('POST', '/checkout/Y3J0X2d1ZXN0')).toHaveLength(1);
    expect(drawer().queryByRole('button', { name: 'Close cart' })).toBeNull();
    expect(drawer().getByRole('status', { name: 'Going to checkout' })).toBeInTheDocument();
  });

  it('edits a piece at its customiser address; while one piece is edited the others wait', async () => {
    const { onEdit, drawer } = renderDrawer(cartWith([shirt, trousers]), undefined, { editingReference: trousers.reference });
    expect(drawer().getByRole('button', { name: 'Edit Oxford Blue shirt' })).toBeDisabled();
    await person.click(drawer().getByRole('button', { name: 'Edit Grey Flannel trousers' }));
    await vi.waitFor(() => expect(onEdit).toHaveBeenCalledWith(trousers.editPath));
    expect(screen.queryByRole('dialog', { name: 'My Cart' })).toBeNull();
  });

  it('a fabric gone since the drawer was read stops checkout, says which and why, and asks to review the cart', async () => {
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    const before = cartWith([shirt, trousers]);
    const after = cartWith([trousers], { deletedItems: [{ id: 'prod_oxford', title: 'Oxford Blue', reason: 'withdrawn', note: null }] });
    let reads = 0;
    const { drawer } = renderDrawer(before, (call) =>
      call.method === 'GET' ? answer(CartSchema, (reads += 1) > 1 ? after : before) : undefined,
    );
    await vi.waitFor(() => expect(reads).toBe(1));
    await person.click(drawer().getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fabric Unavailable' });
    expect(
      within(dialog).getByText('The following fabric(s) is no longer avalable for sale and has been removed from your cart.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Your cart has changed: please look it over before you check out.')).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Review my cart' }));
    expect(go).not.toHaveBeenCalled();
    expect(drawer().queryByText('Oxford Blue')).toBeNull();
    expect(drawer().getByRole('button', { name: 'Close cart' })).toBeInTheDocument();
  });

  it('says when free shipping does not apply to the delivery country', () => {
    const cart = cartWith([shirt]);
    const { drawer } = renderDrawer({
      ...cart,
      freeShipping: { ...cart.freeShipping, country: { code: 'BR', name: 'Brazil', freeShipping: false } },
    });
    expect(
      drawer().getByText(
        'Please note that free shipping is not applicable to Brazil. Shipping rates will automatically be calculated at checkout page.',
      ),
    ).toBeInTheDocument();
    expect(drawer().queryByText(/more to FREE SHIPPING/)).toBeNull();
  });

  it('says when the cart is entitled to free shipping', () => {
    const cart = cartWith([shirt]);
    const { drawer } = renderDrawer({
      ...cart,
      freeShipping: { ...cart.freeShipping, remaining: '0.00', percent: 100, entitled: true, text: 'You are entitled to FREE SHIPPING!' },
    });
    expect(drawer().getByText('You are entitled to FREE SHIPPING!')).toBeInTheDocument();
    expect(drawer().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('the discount code', () => {
  const codePath = '/shopify/cart/Y3J0X2d1ZXN0/code';

  it('an unknown code is refused on the field, with the error indicator for 3 seconds', async () => {
    const { shop, drawer } = renderDrawer(cartWith([shirt]), (call) =>
      call.path.startsWith(codePath)
        ? refusal(404, { error: 'The code "NOPE" is not a discount code of ours.', code: 'discount_code_unknown' })
        : undefined,
    );
    await person.type(drawer().getByLabelText('Discount code'), 'NOPE');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(drawer().getByRole('button', { name: 'Apply' }));
    expect(await drawer().findByText('The code "NOPE" is not a discount code of ours.')).toBeInTheDocument();
    expect(drawer().getByLabelText('Discount code')).toHaveAttribute('aria-invalid', 'true');
    expect(drawer().getByTestId('discount-error-indicator')).toBeInTheDocument();
    expect(shop.callsTo('POST', codePath).map((call) => call.body)).toEqual([{ discountCode: 'NOPE' }]);
    act(() => vi.advanceTimersByTime(DISCOUNT_ERROR_MS - 100));
    expect(drawer().getByTestId('discount-error-indicator')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(drawer().queryByTestId('discount-error-indicator')).toBeNull();
  });

  it('a known code that does not apply stays with its reason, and the indicator shows for 3 seconds', async () => {
    const cart = cartWith([shirt]);
    const withCode = {
      ...cart,
      discountApplications: [
        { code: 'TRIALUS', applicable: false, message: 'This code is for trial trousers delivered to the United States.', amount: '0.00' },
      ],
    };
    // The shop as it stands: once the code is on the cart, a read of the cart answers it with the code.
    let current: Cart = cart;
    const { drawer } = renderDrawer(cart, (call) => {
      if (call.method === 'POST' && call.path.startsWith(codePath)) current = withCode;
      else if (!(call.method === 'GET' && call.path.startsWith('/shopify/cart/'))) return undefined;
      return answer(CartSchema, current);
    });
    await person.type(drawer().getByLabelText('Discount code'), 'TRIALUS');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(drawer().getByRole('button', { name: 'Apply' }));
    expect(await drawer().findByText('This code is for trial trousers delivered to the United States.')).toBeInTheDocument();
    expect(drawer().getByTestId('discount-code')).toHaveTextContent('TRIALUS');
    expect(drawer().getByText(/does not apply/)).toBeInTheDocument();
    expect(drawer().getByTestId('discount-error-indicator')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DISCOUNT_ERROR_MS + 50));
    expect(drawer().queryByTestId('discount-error-indicator')).toBeNull();
    // The reason stays while the code is on the cart.
    expect(drawer().getByText('This code is for trial trousers delivered to the United States.')).toBeInTheDocument();
  });

  it('applies a code, shows what it takes off, and removes it', async () => {
    const cart = cartWith([shirt]);
    const discounted: Cart = {
      ...cart,
      discountApplications: [{ code: 'WELCOME10', applicable: true, message: null, amount: '15.00' }],
      cost: {
        ...cart.cost,
        discountAmount: { amount: '15.00', currencyCode: 'SGD' },
        totalAmount: { amount: '135.00', currencyCode: 'SGD' },
      },
    };
    // The shop as it stands: a read of the cart answers it with the code while the code is on it.
    let current: Cart = cart;
    const { shop, drawer } = renderDrawer(cart, (call) => {
      if (call.path.startsWith(codePath)) current = call.method === 'POST' ? discounted : cart;
      else if (!(call.method === 'GET' && call.path.startsWith('/shopify/cart/'))) return undefined;
      return answer(CartSchema, current);
    });
    await person.type(drawer().getByLabelText('Discount code'), ' WELCOME10 ');
    await person.click(drawer().getByRole('button', { name: 'Apply' }));
    expect(await drawer().findByTestId('cart-discount')).toHaveTextContent(/SGD\s15\.00/);
    expect(drawer().getByTestId('cart-total')).toHaveTextContent(/^SGD\s135\.00$/);
    expect(shop.callsTo('POST', codePath)[0]?.body).toEqual({ discountCode: 'WELCOME10' });
    expect(drawer().queryByTestId('discount-error-indicator')).toBeNull();

    await person.click(drawer().getByRole('button', { name: 'Remove discount code WELCOME10' }));
    expect(await drawer().findByLabelText('Discount code')).toBeInTheDocument();
    expect(shop.callsTo('DELETE', codePath)).toHaveLength(1);
    expect(drawer().queryByTestId('cart-discount')).toBeNull();
  });
});
