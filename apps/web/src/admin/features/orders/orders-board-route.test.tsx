import { ErrorCode, ORDER_STATUSES, type OrderStatus } from '@selvedge/contract';
import { AdminOrderBoardSchema, AdminOrderSchema, type AdminOrderBoard, type AdminOrderBoardCard } from '@selvedge/contract/admin';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { OrdersBoardRoute } from './orders-board-route';
import { anAdminOrder, fakeAdminApi, renderAdminPage } from '../../test/orders-test-kit';

const aCard = (overrides: Partial<AdminOrderBoardCard> = {}): AdminOrderBoardCard => ({
  number: 'SV-1042',
  createdAt: '2026-03-02T04:00:00.000Z',
  status: 'paid',
  customerName: 'Grace Hopper',
  email: 'grace@example.com',
  customerId: null,
  total: { amount: '300.00', currencyCode: 'SGD' },
  pieceCount: 3,
  productTypes: ['shirt', 'trousers'],
  trial: true,
  preorder: false,
  dueOn: '2026-03-20',
  overdue: false,
  expectedOn: '2026-04-01',
  late: false,
  version: 3,
  pieces: [
    {
      reference: 'ref_a',
      productType: 'shirt',
      category: 'piece',
      quantity: 2,
      status: 'paid',
      fabric: { title: 'Oxford Blue', code: 'oxford-blue', swatch: '/api/media/swatch-oxford-blue' },
      sizeSource: 'body',
    },
    {
      reference: 'ref_b',
      productType: 'trousers',
      category: 'trial',
      quantity: 1,
      status: 'paid',
      fabric: { title: 'Navy Twill', code: 'navy-twill', swatch: null },
      sizeSource: 'estimate',
    },
  ],
  needBy: '2026-03-25',
  rush: true,
  moves: ['measurements_confirmed', 'cutting', 'sewing', 'quality_check', 'shipped', 'delivered', 'on_hold', 'cancelled'],
  ...overrides,
});

/** A board with `cards` in their columns. */
function boardOf(cards: AdminOrderBoardCard[]): AdminOrderBoard {
  return {
    columns: ORDER_STATUSES.map((status: OrderStatus) => ({
      status,
      count: cards.filter((card) => card.status === status).length,
      orders: cards.filter((card) => card.status === status),
    })),
  };
}

function shopWith(state: { cards: AdminOrderBoardCard[] }, onMove: (call: ShopCall) => ShopAnswer) {
  return fakeAdminApi('workroom', (call) => {
    if (call.method === 'GET' && call.path === '/admin/orders/board') return answer(AdminOrderBoardSchema, boardOf(state.cards));
    if (call.method === 'POST' && call.path === '/admin/orders/SV-1042/moves') return onMove(call);
    return undefined;
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('a board card', () => {
  it('shows each piece’s type, cloth code and swatch, size source, the due day and the rush, trial and late flags in words', async () => {
    shopWith(
      {
        cards: [
          aCard(),
          aCard({
            number: 'SV-1043',
            status: 'cutting',
            trial: false,
            rush: false,
            needBy: null,
            overdue: true,
            dueOn: '2026-03-01',
            late: true,
            pieces: [aCard().pieces[0]!],
          }),
        ],
      },
      () => ({ status: 500, body: null }),
    );
    renderAdminPage('/orders/board', <OrdersBoardRoute />, '/orders/board');
    const card = await screen.findByTestId('card-SV-1042');
    const pieces = within(card).getAllByRole('listitem');
    expect(pieces[0]).toHaveTextContent('2 × Shirt');
    expect(pieces[0]).toHaveTextContent('oxford-blue');
    expect(pieces[0]).toHaveTextContent('Body measurements');
    expect(pieces[0]!.querySelector('img')).toHaveAttribute('src', '/api/media/swatch-oxford-blue');
    expect(pieces[1]).toHaveTextContent('Trousers');
    expect(pieces[1]).toHaveTextContent('navy-twill');
    expect(pieces[1]).toHaveTextContent('Estimated size');
    expect(card).toHaveTextContent('Due 20 Mar 2026');
    expect(card).toHaveTextContent('Rush: needed by 25 Mar 2026');
    expect(card).toHaveTextContent('Trial');
    expect(card).toHaveTextContent('Expected 1 Apr 2026');
    const late = screen.getByTestId('card-SV-1043');
    expect(late).toHaveTextContent('Overdue: was due 1 Mar 2026');
    expect(late).toHaveTextContent('Late: expected 1 Apr 2026');
    expect(late).not.toHaveTextContent('Rush');
    expect(late).toHaveAttribute('data-overdue', 'true');
  });
});

describe('the move menu', () => {
  it('opens from the keyboard, offers the order’s moves but cancelling, and moves it with the card’s version', async () => {
    const state = { cards: [aCard()] };
    const shop = shopWith(state, () => {
      state.cards = [
        aCard({
          status: 'cutting',
          version: 4,
          pieces: aCard().pieces.map((piece) => ({ ...piece, status: 'cutting' })),
          moves: ['sewing', 'quality_check', 'shipped', 'delivered', 'on_hold'],
        }),
      ];
      return answer(AdminOrderSchema, anAdminOrder({ status: 'cutting', version: 4 }));
    });
    const user = userEvent.setup();
    renderAdminPage('/orders/board', <OrdersBoardRoute />, '/orders/board');
    const trigger = await screen.findByRole('button', { name: 'Move SV-1042' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Move to Measurements confirmed',
      'Move to Cutting',
      'Move to Sewing',
      'Move to Quality check',
      'Move to Shipped',
      'Move to Delivered',
      'Put on hold',
    ]);
    await user.keyboard('{ArrowDown}');
    await user.click(within(menu).getByRole('menuitem', { name: 'Move to Cutting' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Moved SV-1042 to Cutting. The customer is told by e-mail.');
    expect(shop.callsTo('POST', '/admin/orders/SV-1042/moves')[0]?.body).toEqual({ status: 'cutting', reference: null, version: 3 });
    // The board is read again: the card stands in the Cutting column now.
    const cutting = screen.getByRole('region', { name: /^Cutting/ });
    await waitFor(() => expect(within(cutting).getByTestId('card-SV-1042')).toHaveTextContent('Moved to Cutting.'));
  });

  it('refuses a stale move with the stage the order is at now, and shows the board read again', async () => {
    const state = { cards: [aCard()] };
    const shop = shopWith(state, () => {
      state.cards = [aCard({ status: 'sewing', version: 6, moves: ['quality_check', 'shipped', 'delivered', 'on_hold'] })];
      return refusal(
        409,
        { error: 'Someone else moved this order first: it is now at sewing. Reload it and try again.', code: ErrorCode.stale_edit },
        { current: { status: 'sewing', version: 6 } },
      );
    });
    const user = userEvent.setup();
    renderAdminPage('/orders/board', <OrdersBoardRoute />, '/orders/board');
    await user.click(await screen.findByRole('button', { name: 'Move SV-1042' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Put on hold' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else moved SV-1042 first. It is now at Sewing. The board has been refreshed',
    );
    const sewing = screen.getByRole('region', { name: /^Sewing/ });
    await waitFor(() =>
      expect(within(sewing).getByTestId('card-SV-1042')).toHaveTextContent('Now at Sewing: someone else moved it first.'),
    );
    expect(shop.callsTo('GET', '/admin/orders/board').length).toBeGreaterThanOrEqual(2);
  });

  it('is absent when the order has no move left but cancelling', async () => {
    shopWith({ cards: [aCard({ status: 'delivered', moves: [] }), aCard({ number: 'SV-1050', moves: ['cancelled'] })] }, () => ({
      status: 500,
      body: null,
    }));
    renderAdminPage('/orders/board', <OrdersBoardRoute />, '/orders/board');
    await screen.findByTestId('card-SV-1042');
    expect(screen.queryByRole('button', { name: /^Move SV-/ })).toBeNull();
  });
});

describe('the stage picker', () => {
  it('names every stage with its count and picks the column shown on a phone', async () => {
    shopWith(
      { cards: [aCard(), aCard({ number: 'SV-1043', status: 'cutting' }), aCard({ number: 'SV-1044', status: 'cutting' })] },
      () => ({ status: 500, body: null }),
    );
    renderAdminPage('/orders/board', <OrdersBoardRoute />, '/orders/board');
    const picker = await screen.findByLabelText('Stage');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Paid (1)',
      'Measurements confirmed (0)',
      'Cutting (2)',
      'Sewing (0)',
      'Quality check (0)',
      'Shipped (0)',
      'Delivered (0)',
      'On hold (0)',
      'Cancelled (0)',
    ]);
    const picked = () => Array.from(document.querySelectorAll('[data-picked]')).map((column) => column.getAttribute('data-status'));
    expect(picked()).toEqual(['paid']);
    fireEvent.change(picker, { target: { value: 'cutting' } });
    expect(picked()).toEqual(['cutting']);
  });
});
