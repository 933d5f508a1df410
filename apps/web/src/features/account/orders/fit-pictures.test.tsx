import { FitPictureUploadAnswerSchema, OrderSchema, type FitPictureUpload, type Order } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeShopApi, fileAnswer, refusal, type ShopAnswer, type ShopCall } from '../../../test/fake-shop';
import { OrderPage } from './order-page';

const user = userEvent.setup();
const sgd = (amount: string) => ({ amount, currencyCode: 'SGD' as const });
const KEY = 'signed-key-0123456789';

const anOrder = (fitPictures: FitPictureUpload[] = []): Order => ({
  number: 'SV-1042',
  createdAt: '2026-03-02T04:00:00.000Z',
  status: 'delivered',
  email: 'grace@example.com',
  currencyCode: 'SGD',
  cost: { subtotal: sgd('150.00'), discount: sgd('0.00'), shipping: sgd('0.00'), total: sgd('150.00'), totalSgd: sgd('150.00') },
  discountCode: null,
  shippingName: 'Express',
  address: {
    firstName: 'Grace',
    lastName: 'Hopper',
    company: null,
    address1: '1 Orchard Road',
    address2: null,
    city: 'Singapore',
    province: null,
    zip: '238823',
    countryCode: 'SG',
    country: 'Singapore',
    phone: null,
  },
  pieces: [],
  fitPictures,
  events: [{ status: 'paid', at: '2026-03-02T04:00:00.000Z', reference: null, note: null }],
});

const picture = (id: string, name: string) => ({
  id,
  name,
  width: 1200,
  height: 1600,
  url: `/api/orders/SV-1042/fit-pictures/${id}/full?key=${KEY}`,
  thumbnailUrl: `/api/orders/SV-1042/fit-pictures/${id}/thumbnail?key=${KEY}`,
});

const firstUpload: FitPictureUpload = {
  id: 'fu_first_upload_01',
  createdAt: '2026-04-10T06:30:00.000Z',
  firstName: 'Grace',
  lastName: 'Hopper',
  comments: 'The sleeves feel a little long.',
  pictures: [picture('fp_front_picture_01', 'front.jpg'), picture('fp_side_picture_001', 'side.jpg')],
};

/** A picture's bytes: only their being shown matters here. */
const PICTURE_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pictureFiles = (call: ShopCall): ShopAnswer | undefined =>
  call.method === 'GET' && call.path.includes('/fit-pictures/')
    ? fileAnswer(PICTURE_BYTES, call.path.includes('/thumbnail') ? 'image/webp' : 'image/jpeg')
    : undefined;

const aPicture = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function renderOrder() {
  const router = createMemoryRouter([{ path: '/orders/:number', element: <OrderPage number="SV-1042" accessKey={KEY} /> }], {
    initialEntries: [`/orders/SV-1042?key=${KEY}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const section = async () => screen.findByRole('region', { name: 'Fit pictures' });
const picturesInput = () => screen.getByLabelText(/^Pictures/, { selector: 'input' });
const sendButton = () => screen.getByRole('button', { name: /^Send/ });

afterEach(() => cleanup());

describe("an order's fit pictures", () => {
  it('shows the uploads sent, each with its date, names, comments and thumbnails that open the picture', async () => {
    fakeShopApi((call) => (call.path.startsWith('/orders/SV-1042?') ? answer(OrderSchema, anOrder([firstUpload])) : pictureFiles(call)));
    renderOrder();
    const fitPictures = await section();
    expect(within(fitPictures).getByRole('link', { name: 'How to take fit pictures' })).toHaveAttribute('href', '/fit-pictures-guide');
    expect(within(fitPictures).getByTestId('fit-pictures-left')).toHaveTextContent('This order can take 28 more pictures.');
    const sent = within(fitPictures).getByRole('listitem', { name: /^Sent 10 April 2026/ });
    expect(sent).toHaveTextContent('Grace Hopper · 2 pictures');
    expect(sent).toHaveTextContent('The sleeves feel a little long.');
    const front = within(sent).getByRole('button', { name: 'Open front.jpg' });
    expect(within(sent).getByRole('button', { name: 'Open side.jpg' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(front).getByRole('img', { name: 'front.jpg' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );

    await user.click(front);
    const dialog = await screen.findByRole('dialog', { name: 'front.jpg' });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'front.jpg' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('prefills the names from the order and refuses eleven pictures, or one over 10 MB, before sending anything', async () => {
    const shop = fakeShopApi((call) => (call.path.startsWith('/orders/SV-1042?') ? answer(OrderSchema, anOrder()) : undefined));
    renderOrder();
    await section();
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last name')).toHaveValue('Hopper');
    expect(screen.queryByRole('region', { name: 'Pictures sent' })).not.toBeInTheDocument();

    await user.upload(
      picturesInput(),
      Array.from({ length: 11 }, (_, index) => aPicture(`look-${index + 1}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload at most 10 pictures at a time.');
    expect(picturesInput()).toHaveAccessibleDescription(/Upload at most 10 pictures at a time\./);
    expect(within(screen.getByRole('list', { name: 'Pictures chosen' })).getAllByRole('listitem')).toHaveLength(11);
    await user.click(sendButton());
    expect(picturesInput()).toHaveAttribute('aria-invalid', 'true');

    await user.upload(picturesInput(), [aPicture('front.png'), aPicture('huge.png', 10 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(picturesInput()).toHaveAccessibleDescription(/huge\.png is larger than 10 MB\./));
    await user.click(sendButton());
    expect(picturesInput()).toHaveAccessibleDescription(/huge\.png is larger than 10 MB\./);
    expect(shop.callsTo('POST', '/shopify/orders/SV-1042/upload')).toHaveLength(0);
  });

  it("shows the server's refusal on the pictures field", async () => {
    const refused = 'notes.png is not a JPEG, PNG, WebP or AVIF picture.';
    const shop = fakeShopApi((call) => {
      if (call.path.startsWith('/orders/SV-1042?')) return answer(OrderSchema, anOrder());
      if (call.method === 'POST')
        return refusal(400, { error: refused, code: 'not_a_picture', problems: [{ path: 'files', message: refused }] });
      return undefined;
    });
    renderOrder();
    await section();
    await user.upload(picturesInput(), [aPicture('notes.png')]);
    await user.click(sendButton());
    await waitFor(() => expect(picturesInput()).toHaveAccessibleDescription(new RegExp(refused.replace(/\./g, '\\.'))));
    expect(picturesInput()).toHaveAttribute('aria-invalid', 'true');
    expect(picturesInput()).toHaveFocus();
    expect(shop.callsTo('POST', '/shopify/orders/SV-1042/upload')).toHaveLength(1);
  });

  it('sends the pictures with the names, comments and an Idempotency-Key, then shows the message and the new upload', async () => {
    const sentUpload: FitPictureUpload = {
      id: 'fu_second_upload_1',
      createdAt: '2026-04-12T02:00:00.000Z',
      firstName: 'Grace',
      lastName: 'Hopper',
      comments: 'Back view is tighter.',
      pictures: [picture('fp_back_picture_001', 'back.png'), picture('fp_front_picture_02', 'front.png')],
    };
    let uploads: FitPictureUpload[] = [];
    const shop = fakeShopApi((call) => {
      if (call.path.startsWith('/orders/SV-1042?')) return answer(OrderSchema, anOrder(uploads));
      if (call.method === 'POST') {
        uploads = [sentUpload];
        return answer(
          FitPictureUploadAnswerSchema,
          { message: 'Thank you: your 2 pictures have reached the workroom.', upload: sentUpload },
          201,
        );
      }
      return pictureFiles(call);
    });
    renderOrder();
    await section();
    await user.upload(picturesInput(), [aPicture('back.png'), aPicture('front.png')]);
    await user.type(screen.getByLabelText(/^Comments/), 'Back view is tighter.');
    await user.click(screen.getByRole('button', { name: 'Send 2 pictures' }));

    await waitFor(() =>
      expect(screen.getByText('Thank you: your 2 pictures have reached the workroom.')).toHaveAttribute('role', 'status'),
    );
    const [post] = shop.callsTo('POST', '/shopify/orders/SV-1042/upload');
    expect(post?.path).toBe(`/shopify/orders/SV-1042/upload?key=${KEY}`);
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.form?.get('firstName')).toBe('Grace');
    expect(post?.form?.get('lastName')).toBe('Hopper');
    expect(post?.form?.get('orderNumber')).toBe('SV-1042');
    expect(post?.form?.get('comments')).toBe('Back view is tighter.');
    expect(post?.form?.getAll('files')).toHaveLength(2);

    const sent = await screen.findByRole('listitem', { name: /^Sent 12 April 2026/ });
    await waitFor(() =>
      expect(within(sent).getByRole('img', { name: 'back.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
    );
    expect(screen.getByTestId('fit-pictures-left')).toHaveTextContent('This order can take 28 more pictures.');
    // The form is ready for the next pictures.
    expect(screen.queryByRole('list', { name: 'Pictures chosen' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Comments/)).toHaveValue('');
  });

  it('takes no more pictures once the order holds 30', async () => {
    const full: FitPictureUpload[] = [10, 10, 10].map((count, upload) => ({
      ...firstUpload,
      id: `fu_full_upload_0${upload}`,
      pictures: Array.from({ length: count }, (_, index) =>
        picture(`fp_full_picture_${upload}${String(index).padStart(2, '0')}`, `look-${index}.jpg`),
      ),
    }));
    fakeShopApi((call) => (call.path.startsWith('/orders/SV-1042?') ? answer(OrderSchema, anOrder(full)) : pictureFiles(call)));
    renderOrder();
    const fitPictures = await section();
    expect(within(fitPictures).getByTestId('fit-pictures-left')).toHaveTextContent(
      'This order already has 30 fit pictures, the most it can hold.',
    );
    expect(within(fitPictures).queryByRole('form')).not.toBeInTheDocument();
    expect(within(fitPictures).queryByLabelText(/^Pictures/, { selector: 'input' })).not.toBeInTheDocument();
    expect(within(fitPictures).getAllByRole('button', { name: /^Open look-/ })).toHaveLength(30);
  });

  it('shows the result of the upload that fills the order, where the form was', async () => {
    const almostFull: FitPictureUpload = {
      ...firstUpload,
      pictures: Array.from({ length: 29 }, (_, index) => picture(`fp_many_picture_${String(index).padStart(3, '0')}`, `look-${index}.jpg`)),
    };
    const last: FitPictureUpload = {
      ...firstUpload,
      id: 'fu_last_upload_001',
      createdAt: '2026-04-12T02:00:00.000Z',
      pictures: [picture('fp_last_picture_001', 'last.png')],
    };
    let uploads = [almostFull];
    fakeShopApi((call) => {
      if (call.path.startsWith('/orders/SV-1042?')) return answer(OrderSchema, anOrder(uploads));
      if (call.method === 'POST') {
        uploads = [almostFull, last];
        return answer(FitPictureUploadAnswerSchema, { message: 'Thank you: your picture has reached the workroom.', upload: last }, 201);
      }
      return pictureFiles(call);
    });
    renderOrder();
    expect(await section()).toHaveTextContent('This order can take 1 more picture.');
    await user.upload(picturesInput(), [aPicture('last.png')]);
    await user.click(sendButton());
    expect(await screen.findByText('Thank you: your picture has reached the workroom.')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('fit-pictures-left')).toHaveTextContent('This order already has 30 fit pictures, the most it can hold.');
    expect(screen.queryByLabelText(/^Pictures/, { selector: 'input' })).not.toBeInTheDocument();
  });
});
