import { ProductsConfigResponseSchema, type Collection, type Product, type ProductConfig, type ProductType } from '@selvedge/contract';
import { decimalStringToMinor, formatMoney, NO_EXCEPTIONS_MESSAGE } from '@selvedge/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { Customiser } from './customiser';
import type { CustomiserMode } from './customiser-mode';
import type { ImageViewerProps } from './image-viewer';

/** The configuration exactly as the API serves it, in SGD. */
const configs = ProductsConfigResponseSchema.parse(served).products;

const PAGE = 24;
const FABRIC_COUNT = 30;

function fabric(type: ProductType, index: number, overrides: Partial<Product> = {}): Product {
  const collections = [index % 3 === 0 ? 'blues' : 'whites', ...(index % 5 === 0 ? ['stripes'] : [])];
  return {
    id: `prod_${type}_${index}`,
    handle: `${type}-cloth-${index}`,
    title: `Test Cloth ${index}`,
    productType: type,
    description: 'A test cloth.',
    tags: ['Display'],
    attributes: {},
    images: [
      { url: `/api/media/swatch-${index}`, altText: 'swatch', width: 400, height: 400 },
      { url: `/api/media/drape-${index}`, altText: 'draped', width: 400, height: 400 },
    ],
    variantId: `var_${index}`,
    price: { amount: `${100 + index}.00`, currencyCode: 'SGD' },
    availableForSale: true,
    collections,
    ...overrides,
  };
}

const collections: Collection[] = [
  { id: 'c1', handle: 'blues', title: 'Blues', description: '', filterType: 'colour', productCount: 10 },
  { id: 'c2', handle: 'whites', title: 'Whites', description: '', filterType: 'colour', productCount: 20 },
  { id: 'c3', handle: 'stripes', title: 'Stripes', description: '', filterType: 'pattern', productCount: 6 },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A small shop: 30 fabrics on sale (two pages), a few pre-order ones, collections, fabrics by handle. */
function serveShop(type: ProductType, { preorder = [] as Product[], extra = [] as Product[] } = {}) {
  const onSale = Array.from({ length: FABRIC_COUNT }, (_, index) => fabric(type, index + 1));
  const everything = [...onSale, ...preorder, ...extra];
  const mock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    const path = url.pathname;
    if (path === `/api/shopify/products/collections/${type}`) return json(200, { productType: type, collections });
    const byHandle = new RegExp(`^/api/shopify/products/${type}/handle/(.+)$`).exec(path);
    if (byHandle) {
      const found = everything.find((candidate) => candidate.handle === decodeURIComponent(byHandle[1] ?? ''));
      return found ? json(200, found) : json(404, { error: 'handle: no such fabric', code: 'product_not_found' });
    }
    if (path === `/api/shopify/products/${type}`) {
      const list = (url.searchParams.get('query') ?? '').includes('-tag:Preorder') ? onSale : preorder;
      const first = Number(url.searchParams.get('first'));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const more = start + first < list.length;
      return json(200, {
        products: list.slice(start, start + first),
        hasNextPage: more,
        lastProductCursor: more ? String(start + first) : null,
      });
    }
    return json(404, { error: 'Not found.', code: 'not_found' });
  });
  vi.stubGlobal('fetch', mock);
  return { mock, onSale };
}

function Viewer({ title, images, open }: ImageViewerProps) {
  return open ? (
    <div role="dialog" aria-label={title}>
      {images.length} pictures
    </div>
  ) : null;
}

function renderCustomiser(type: ProductType, url = `/shop/${type}`, mode: CustomiserMode = 'standard') {
  const config = configs[type];
  const element = (
    <Customiser config={config} currency="SGD" mode={mode} piece={type} delivery="Made and shipped in 3.5–4 weeks" ImageViewer={Viewer} />
  );
  const router = createMemoryRouter(
    [
      { path: '/shop/:productType', element },
      { path: '/preorder/shop/:productType', element },
      { path: '/shop/:productType/measurements/:method', element: <p>Sizing</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, config };
}

const params = (router: ReturnType<typeof createMemoryRouter>) => new URLSearchParams(router.state.location.search);
const openStep = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));
const summary = () => within(screen.getByTestId('design-summary'));
const summaryValue = (label: string) => summary().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const optionName = (config: ProductConfig, group: string, key: string) =>
  config.styles[group]?.options.find((option) => option.key === key)?.value ?? '';
const money = (amount: string) => decimalStringToMinor(amount, 'SGD');
const notices = () => screen.getByTestId('design-notices');

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the customiser', () => {
  it('starts every style group on its default and lists them in the summary, with no fabric yet', async () => {
    serveShop('shirt');
    const { config, router } = renderCustomiser('shirt');
    await waitFor(() => expect(screen.getAllByTestId('fabric-option')).toHaveLength(PAGE));
    for (const key of config.stylesOrder) {
      const group = config.styles[key];
      expect(summaryValue(group?.name ?? '')).toBe(optionName(config, key, group?.default ?? ''));
    }
    expect(summaryValue('Fabric')).toBe('Not chosen yet');
    expect(summary().queryByRole('link', { name: 'Continue to sizing' })).toBeNull();
    expect(summary().getByText('Choose a fabric to see the price and continue to sizing.')).toBeVisible();

    openStep('Collar');
    const defaultOption = optionName(config, 'collar', config.styles.collar?.default ?? '');
    expect(screen.getByRole('radio', { name: defaultOption }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Collar' })).toBeVisible();
    // Nothing was chosen, so the address carries no design yet.
    expect(params(router).get('collar')).toBeNull();
  });

  it('writes a chosen option to the address as a new history entry, updates the summary, and Back undoes it', async () => {
    serveShop('shirt');
    const { config, router } = renderCustomiser('shirt');
    openStep('Collar');
    expect(params(router).get('tab')).toBe('collar');
    fireEvent.click(screen.getByRole('radio', { name: 'Cutaway collar' }));

    expect(params(router).get('collar')).toBe('cutaway');
    expect(router.state.historyAction).toBe('PUSH');
    expect(summaryValue('Collar')).toBe('Cutaway collar');
    expect(screen.getByRole('radio', { name: 'Cutaway collar' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('img', { name: /^Cutaway collar shirt, front$/ })).toBeVisible();

    await act(() => router.navigate(-1));
    expect(params(router).get('collar')).toBeNull();
    expect(summaryValue('Collar')).toBe(optionName(config, 'collar', config.styles.collar?.default ?? ''));
  });

  it('loses no choice when the next tap comes before the page has drawn the last one (a hurried customer on a slow phone)', async () => {
    serveShop('shirt');
    const { router } = renderCustomiser('shirt', '/shop/shirt?tab=collar');
    // Every tap lands before React draws again: each must build on the one before, not on the page as drawn.
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Cutaway collar' }));
      openStep('Cuffs');
    });
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Mitred cuff' }));
      openStep('Collar');
    });
    await waitFor(() => expect(params(router).get('tab')).toBe('collar'));
    expect(params(router).get('collar')).toBe('cutaway');
    expect(params(router).get('cuff')).toBe('mitred');
    expect(summaryValue('Collar')).toBe('Cutaway collar');
    expect(summaryValue('Cuffs')).toBe('Mitred cuff');
  });

  it('disables the options another choice rules out, saying why, and tells what a new choice changed', () => {
    serveShop('shirt');
    const { config, router } = renderCustomiser('shirt', '/shop/shirt?cuff=french&tab=collar');
    fireEvent.click(screen.getByRole('radio', { name: 'Band collar' }));

    // The French cuff the customer had does not go with a band collar: it moved, and they are told.
    const cuffDefault = optionName(config, 'cuff', config.styles.cuff?.default ?? '');
    expect(params(router).get('cuff')).toBe(config.styles.cuff?.default);
    expect(notices().textContent).toContain(`Cuffs: French cuff is not suitable for Band collar, so we chose ${cuffDefault}.`);
    expect(summaryValue('Cuffs')).toBe(cuffDefault);

    openStep('Cuffs');
    const french = screen.getByRole('radio', { name: 'French cuff' });
    expect(french.hasAttribute('disabled')).toBe(true);
    expect(within(french).getByText('Not suitable for Band collar')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Mitred cuff' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(NO_EXCEPTIONS_MESSAGE(config.title))).toBeNull();

    fireEvent.click(within(notices()).getByRole('button', { name: 'Dismiss' }));
    expect(notices().textContent).toBe('');
  });

  it('says once that polo shirts have no exceptions', () => {
    serveShop('polo');
    renderCustomiser('polo', '/shop/polo?tab=collar');
    expect(screen.getAllByText('Polo Shirts have no exceptions.')).toHaveLength(1);
    expect(screen.getAllByRole('radio').every((radio) => !radio.hasAttribute('disabled'))).toBe(true);
  });

  it('prices the chosen fabric and adds a priced add-on to the total', async () => {
    const { onSale } = serveShop('shirt');
    const chosen = onSale[1];
    const { config, router } = renderCustomiser('shirt', `/shop/shirt?fabric=${chosen?.handle}`);
    const fabricMinor = money(chosen?.price.amount ?? '');
    await waitFor(() => expect(screen.getByTestId('design-price').textContent).toBe(formatMoney(fabricMinor, 'SGD')));
    expect(summaryValue('Fabric')).toBe(chosen?.title);

    const addOn = config.accessories.addOns.find((item) => item.display && item.price !== null);
    if (!addOn?.price) throw new Error('the shirt configuration has a priced add-on');
    openStep('Accessories');
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${addOn.value}`) }));

    expect(params(router).get(addOn.key)).toBe('1');
    expect(screen.getByTestId('design-price').textContent).toBe(formatMoney(fabricMinor + money(addOn.price.amount), 'SGD'));
    expect(summaryValue(addOn.value)).toBe('Yes');
    const label = (screen.getByRole('checkbox', { name: new RegExp(`^${addOn.value}`) }) as HTMLInputElement).labels?.[0];
    expect(label?.textContent).toBe(`${addOn.value}+ ${formatMoney(money(addOn.price.amount), 'SGD')}`);

    const link = summary().getByRole('link', { name: 'Continue to sizing' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://shop.test');
    expect(href.pathname).toBe('/shop/shirt/measurements/standard');
    expect(href.searchParams.get('fabric')).toBe(chosen?.handle);
    expect(href.searchParams.get(addOn.key)).toBe('1');
    expect(href.searchParams.get('collar')).toBe(config.styles.collar?.default);
  });

  it('explains initials it cannot embroider and keeps them out of the design until they are good', async () => {
    const { onSale } = serveShop('shirt');
    const { config, router } = renderCustomiser('shirt', `/shop/shirt?fabric=${onSale[0]?.handle}&tab=accessories`);
    const initials = config.accessories.initials.find((item) => item.kind === 'text');
    if (!initials?.price) throw new Error('the shirt configuration has priced initials');
    const field = screen.getByRole('textbox', { name: new RegExp(`^${initials.value}`) }) as HTMLInputElement;
    expect(field.maxLength).toBe(initials.maxLength);

    // Three characters is the limit, so only the refused characters are named.
    fireEvent.change(field, { target: { value: 'J<1' } });
    expect(screen.getByRole('alert').textContent).toBe('Initials can use letters and . & only; "<" and "1" are not allowed.');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(params(router).get(initials.key)).toBeNull();

    fireEvent.change(field, { target: { value: 'J.K' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(params(router).get(initials.key)).toBe('J.K');
    // Typing replaces the history entry: Back does not undo one letter at a time.
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(screen.getByTestId('design-price').textContent).toBe(
        formatMoney(money(onSale[0]?.price.amount ?? '') + money(initials.price?.amount ?? ''), 'SGD'),
      ),
    );
    expect(summaryValue(initials.value)).toBe('J.K');
  });

  it('repairs a doctored address, says what it changed, and rewrites the address', async () => {
    serveShop('shirt');
    const { router } = renderCustomiser('shirt', '/shop/shirt?collar=band&cuff=french&collar-stiffness=firm&lapel=wide');
    await waitFor(() => expect(params(router).get('cuff')).not.toBe('french'));
    const text = notices().textContent ?? '';
    expect(text).toContain('We adjusted your design');
    expect(text).toContain('French cuff is not suitable for Band collar');
    expect(text).toContain('Firm is not suitable for Band collar');
    expect(text).toContain('There is no "lapel" style');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(params(router).get('collar')).toBe('band');
    expect(params(router).get('lapel')).toBeNull();
    expect(params(router).get('collar-stiffness')).not.toBe('firm');
    // Parameters the design does not own stay where they were.
    await act(() => router.navigate('/shop/shirt?collar=banana&modal=navbar-login'));
    await waitFor(() => expect(params(router).get('collar')).toBe('spread'));
    expect(params(router).get('modal')).toBe('navbar-login');
    expect(notices().textContent).toContain('"banana" is not one of our options');
  });

  it('falls back to the first listed fabric when the linked one does not exist', async () => {
    const { onSale } = serveShop('shirt');
    const { router } = renderCustomiser('shirt', '/shop/shirt?fabric=no-such-cloth&collar=cutaway');
    await waitFor(() => expect(params(router).get('fabric')).toBe(onSale[0]?.handle));
    await waitFor(() =>
      expect(notices().textContent).toContain(`We could not find the fabric “no-such-cloth”, so we chose ${onSale[0]?.title}.`),
    );
    expect(params(router).get('collar')).toBe('cutaway');
    await waitFor(() => expect(summaryValue('Fabric')).toBe(onSale[0]?.title));
    expect(screen.getByTestId('garment-picture').getAttribute('data-fabric')).toBe(onSale[0]?.handle);
    expect(screen.getByRole('img', { name: `Cutaway collar shirt in ${onSale[0]?.title}, front` })).toBeVisible();
  });

  it('fetches a linked fabric that is not on the first page by its handle', async () => {
    const { onSale, mock } = serveShop('shirt');
    const late = onSale[FABRIC_COUNT - 1];
    renderCustomiser('shirt', `/shop/shirt?fabric=${late?.handle}`);
    await waitFor(() => expect(summaryValue('Fabric')).toBe(late?.title));
    expect(mock.mock.calls.some(([url]) => url.includes(`/handle/${late?.handle}`))).toBe(true);
    expect(notices().textContent).toBe('');
  });

  it('shows 24 fabrics, more on request, and chooses one with a click', async () => {
    serveShop('shirt');
    const { router } = renderCustomiser('shirt');
    await waitFor(() => expect(screen.getAllByTestId('fabric-option')).toHaveLength(PAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Show more fabrics' }));
    await waitFor(() => expect(screen.getAllByTestId('fabric-option')).toHaveLength(FABRIC_COUNT));
    expect(screen.queryByRole('button', { name: 'Show more fabrics' })).toBeNull();

    const last = screen.getAllByTestId('fabric-option').at(-1);
    if (!last) throw new Error('no fabric cards');
    // A card draws the picture's small version; the pictures' viewer shows them whole.
    expect(last.querySelector('img')?.getAttribute('src')).toBe(`/api/media/swatch-${FABRIC_COUNT}?size=thumbnail`);
    fireEvent.click(within(last).getByRole('button', { pressed: false }));
    expect(params(router).get('fabric')).toBe(last.getAttribute('data-handle'));
    expect(within(last).getByRole('button', { pressed: true })).toBeVisible();
    await waitFor(() => expect(summaryValue('Fabric')).toBe(`Test Cloth ${FABRIC_COUNT}`));

    fireEvent.click(within(last).getByRole('button', { name: `View pictures of Test Cloth ${FABRIC_COUNT}` }));
    expect(screen.getByRole('dialog', { name: `Test Cloth ${FABRIC_COUNT}` }).textContent).toBe('2 pictures');
  });

  it('filters fabrics by collection, loading further pages while too few match', async () => {
    const { mock } = serveShop('shirt');
    renderCustomiser('shirt');
    await waitFor(() => expect(screen.getAllByTestId('fabric-option')).toHaveLength(PAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Filter fabrics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Blues' }));

    // Eight of the first 24 are blue: fewer than a screenful, so the second page is fetched as well.
    await waitFor(() => expect(screen.getAllByTestId('fabric-option')).toHaveLength(10));
    expect(mock.mock.calls.some(([url]) => url.includes('cursor=24'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Blues' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Stripes' }));
    expect(screen.getAllByTestId('fabric-option').map((card) => card.getAttribute('data-handle'))).toEqual([
      'shirt-cloth-15',
      'shirt-cloth-30',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByTestId('fabric-option')).toHaveLength(FABRIC_COUNT);
  });

  it('in pre-order mode lists the pre-order cloth only and refuses a fabric outside it', async () => {
    const preorder = [1, 2].map((index) => fabric('shirt', 100 + index, { tags: ['Display', 'Preorder'], title: `Autumn Cloth ${index}` }));
    const { mock, onSale } = serveShop('shirt', { preorder });
    const { router } = renderCustomiser('shirt', `/preorder/shop/shirt?fabric=${onSale[0]?.handle}`, 'preorder');
    await waitFor(() => expect(params(router).get('fabric')).toBe(preorder[0]?.handle));
    expect(screen.getAllByTestId('fabric-option').map((card) => card.getAttribute('data-handle'))).toEqual(
      preorder.map((item) => item.handle),
    );
    await waitFor(() =>
      expect(notices().textContent).toContain(`${onSale[0]?.title} is not part of this pre-order, so we chose Autumn Cloth 1.`),
    );
    const listing = mock.mock.calls
      .map(([url]) => new URL(url, 'http://shop.test'))
      .find((url) => url.pathname === '/api/shopify/products/shirt');
    expect(listing?.searchParams.get('query')).toBe('tag:Display tag:Preorder');
    expect(router.state.location.pathname).toBe('/preorder/shop/shirt');
  });

  it('on a phone keeps the steps in a drawer opened from the Customise bar', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    serveShop('shirt');
    const { router } = renderCustomiser('shirt', '/shop/shirt?tab=collar');
    expect(screen.queryByRole('tablist')).toBeNull();
    const bar = screen.getByTestId('customise-bar');
    expect(bar.textContent).toContain('Collar');
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bar);

    // The sheet's code downloads on first use.
    const drawer = await screen.findByRole('dialog', { name: 'Customise your shirt' });
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Club collar' }));
    expect(params(router).get('collar')).toBe('club');
    expect(summaryValue('Collar')).toBe('Club collar');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the bar that opened it.
    expect(document.activeElement).toBe(bar);
  });
});

describe('what the piece is for', () => {
  it('editing a cart piece shows “Checking item to edit” while its fabric loads, and keeps the edit through every choice to sizing', async () => {
    const { mock } = serveShop('shirt', { extra: [fabric('shirt', 99, { handle: 'old-favourite', title: 'Old Favourite' })] });
    let release: (() => void) | null = null;
    const served = mock.getMockImplementation();
    mock.mockImplementation(async (input: string) => {
      if (input.includes('/handle/old-favourite')) await new Promise<void>((resolve) => (release = resolve));
      return served!(input);
    });
    const { router, config } = renderCustomiser(
      'shirt',
      '/shop/shirt?fabric=old-favourite&collar=cutaway&edit=true&edit-id=prod_shirt_99&reference=ref_edit_000001',
    );
    expect(await screen.findByText('Checking item to edit', { selector: '[role="status"]' })).toBeInTheDocument();
    await act(async () => release?.());
    await waitFor(() => expect(screen.queryByText('Checking item to edit')).toBeNull());
    // The piece's own styles, not the defaults; no notice about the edit's parameters.
    expect(summaryValue('Collar')).toBe(optionName(config, 'collar', 'cutaway'));
    expect(screen.queryByTestId('design-notices')?.textContent ?? '').not.toMatch(/edit|reference/i);

    openStep('Collar');
    const other = config.styles.collar?.options.find((option) => option.key !== 'cutaway');
    fireEvent.click(screen.getByRole('radio', { name: other?.value ?? '' }));
    await waitFor(() => expect(params(router).get('collar')).toBe(other?.key));
    expect(params(router).get('edit')).toBe('true');
    expect(params(router).get('reference')).toBe('ref_edit_000001');
    const sizing = new URLSearchParams(summary().getByRole('link', { name: 'Continue to sizing' }).getAttribute('href')?.split('?')[1]);
    expect(sizing.get('edit')).toBe('true');
    expect(sizing.get('edit-id')).toBe('prod_shirt_99');
    expect(sizing.get('reference')).toBe('ref_edit_000001');
    expect(sizing.get('fabric')).toBe('old-favourite');
  });

  it('a trial design carries trial=1 to sizing, and a pre-order design says it is one', async () => {
    serveShop('shirt', { preorder: [fabric('shirt', 50, { handle: 'pre-cloth', tags: ['Display', 'Preorder'] })] });
    renderCustomiser('shirt', '/shop/shirt?fabric=shirt-cloth-1&trial=1');
    const trialHref = (await summary().findByRole('link', { name: 'Continue to sizing' })).getAttribute('href') ?? '';
    expect(new URLSearchParams(trialHref.split('?')[1]).get('trial')).toBe('1');
    cleanup();

    renderCustomiser('shirt', '/preorder/shop/shirt?fabric=pre-cloth', 'preorder');
    const preorderHref = (await summary().findByRole('link', { name: 'Continue to sizing' })).getAttribute('href') ?? '';
    expect(new URLSearchParams(preorderHref.split('?')[1]).get('preorder')).toBe('1');
  });
});
