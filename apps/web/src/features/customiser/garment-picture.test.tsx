import {
  garmentPicturePath,
  pictureOutline,
  previewPath,
  ProductsConfigResponseSchema,
  type GarmentPicture as Picture,
  type Product,
  type ProductConfig,
} from '@selvedge/contract';
import { defaultDesign, designToSearchParams, type Design } from '@selvedge/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderPlain, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { GarmentPicture } from './garment-picture';

const shirt = ProductsConfigResponseSchema.parse(served).products.shirt;
const collars = shirt.styles.collar?.options.map((option) => option.key) ?? [];
const collarPath = (collar: string) => `M${100 + collars.indexOf(collar)} 20 L140 60 Z`;

/** A picture with a front (collars drawn in a paint that follows the contrast collar) and a back. */
const picture: Picture = {
  views: [
    {
      key: 'front',
      name: 'Front',
      width: 400,
      height: 480,
      base: [{ d: 'M80 40 H320 V440 H80 Z', paint: 'cloth' }],
      stack: ['collar'],
      top: [],
      monogram: {},
    },
    {
      key: 'back',
      name: 'Back',
      width: 400,
      height: 480,
      base: [{ d: 'M70 40 H330 V440 H70 Z', paint: 'cloth' }],
      stack: [],
      top: [],
      monogram: {},
    },
  ],
  clothSpan: 120,
  unseen: shirt.stylesOrder.filter((group) => group !== 'collar'),
  layers: { collar: Object.fromEntries(collars.map((collar) => [collar, { front: [{ d: collarPath(collar), paint: 'collar' }] }])) },
  paints: {
    collar: { default: null, from: { source: 'accessory', key: 'contrast-collar-cuffs', colours: { 'white-collar': '#ffffff' } } },
  },
  monogram: null,
};
/** As the storefront is served it: the picture's outline; the drawings are asked for apart. */
const config: ProductConfig = { ...shirt, picture: pictureOutline(picture) };
const drawingsKey = ['garment-picture', 'shirt', config.version];

/** Renders with the drawings already asked for and here (`drawings`), or not yet asked for (null). */
function render(ui: ReactElement, drawings: Picture | null = picture) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (drawings) client.setQueryData(drawingsKey, drawings);
  const wrap = (child: ReactElement) => <QueryClientProvider client={client}>{child}</QueryClientProvider>;
  const rendered = renderPlain(wrap(ui));
  return { ...rendered, rerender: (next: ReactElement) => rendered.rerender(wrap(next)) };
}

const fabric: Product = {
  id: 'prod_1',
  handle: 'shirt-royal-oxford-sky',
  title: 'Royal Oxford Sky',
  productType: 'shirt',
  description: 'A test cloth.',
  tags: ['Display'],
  attributes: {},
  images: [{ url: '/api/media/swatch-shirt-royal-oxford-sky', altText: 'swatch', width: 400, height: 400 }],
  variantId: 'var_1',
  price: { amount: '119.00', currencyCode: 'SGD' },
  availableForSale: true,
  collections: [],
};

const design = (styles: Record<string, string> = {}, accessories: Record<string, string | true> = {}): Design => ({
  ...defaultDesign(config, fabric.handle),
  styles: { ...defaultDesign(config).styles, ...styles },
  accessories,
});

/** The shirt's usual collar, as the picture names it. */
const usual = shirt.styles.collar?.options.find((option) => option.key === shirt.styles.collar?.default);

const fetchSpy = vi.fn();
beforeEach(() => {
  fetchSpy.mockReset();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const figure = () => screen.getByTestId('garment-picture');
const drawing = () => figure().querySelector('svg[role="img"]');
const drawnPaths = () => [...figure().querySelectorAll('svg > g path')].map((path) => path.getAttribute('d'));

describe('the garment picture in the customiser', () => {
  it('opens on the server’s picture of the design, fetched at once, and names it', () => {
    const opened = design({ collar: 'spread' });
    render(<GarmentPicture config={config} design={opened} fabric={fabric} piece="shirt" />);
    const preview = screen.getByRole('img', { name: 'Spread collar shirt in Royal Oxford Sky, front' });
    expect(preview.tagName).toBe('IMG');
    expect(preview.getAttribute('src')).toBe(previewPath('shirt', designToSearchParams(config, opened).toString()));
    expect(preview.getAttribute('fetchpriority')).toBe('high');
    expect(preview.getAttribute('width')).toBe('400');
    expect(preview.getAttribute('height')).toBe('480');
    expect(figure().dataset.shown).toBe('preview');
    expect(figure().textContent).toContain('The garment shown is a visualisation');
  });

  it('draws the design itself at once when the server’s picture cannot be had', () => {
    render(<GarmentPicture config={config} design={design({ collar: 'spread' })} fabric={fabric} piece="shirt" />);
    fireEvent.error(screen.getByRole('img'));
    const svg = screen.getByRole('img', { name: 'Spread collar shirt in Royal Oxford Sky, front' });
    expect(svg.tagName).toBe('svg');
    expect(figure().querySelector('img')).toBeNull();
    expect(figure().querySelector('pattern image')?.getAttribute('href')).toBe(fabric.images[0]?.url);
    expect(drawnPaths()).toContain(collarPath('spread'));
  });

  it('keeps the server’s picture until the customer changes something, composing nothing and asking for no drawings', () => {
    render(<GarmentPicture config={config} design={design()} fabric={fabric} piece="shirt" />, null);
    fireEvent.load(screen.getByRole('img'));
    expect(figure().dataset.shown).toBe('preview');
    expect(screen.getByRole('img').tagName).toBe('IMG');
    expect(drawing()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the drawing at the first change, its cloth loading into it', () => {
    const { rerender } = render(<GarmentPicture config={config} design={design()} fabric={fabric} piece="shirt" />);
    rerender(<GarmentPicture config={config} design={design({ collar: 'cutaway' })} fabric={fabric} piece="shirt" />);
    expect(figure().dataset.shown).toBe('drawing');
    expect(figure().dataset.cloth).toBe('loading');
    expect(figure().querySelector('img')).toBeNull();
    fireEvent.load(figure().querySelector('pattern image')!);
    expect(figure().dataset.cloth).toBe('ready');
    expect(drawing()).not.toBeNull();
  });

  it('changes the picture on a style or accessory choice within the same render, fetching nothing', () => {
    const { rerender } = render(<GarmentPicture config={config} design={design({ collar: 'point' })} fabric={fabric} piece="shirt" />);
    rerender(<GarmentPicture config={config} design={design({ collar: 'cutaway' })} fabric={fabric} piece="shirt" />);
    expect(screen.getByRole('img', { name: 'Cutaway collar shirt in Royal Oxford Sky, front' }).tagName).toBe('svg');
    expect(drawnPaths()).toContain(collarPath('cutaway'));
    expect(drawnPaths()).not.toContain(collarPath('point'));
    const collar = () => figure().querySelector(`svg > g path[d="${collarPath('cutaway')}"]`);
    expect(collar()?.getAttribute('fill')).toMatch(/^url\(#.+-cloth\)$/);

    rerender(
      <GarmentPicture
        config={config}
        design={design({ collar: 'cutaway' }, { 'contrast-collar-cuffs': 'white-collar' })}
        fabric={fabric}
        piece="shirt"
      />,
    );
    expect(collar()?.getAttribute('fill')).toBe('#ffffff');
    expect(fetchSpy).not.toHaveBeenCalled();
    // Only the server's picture of the opened design was ever asked for.
    expect(figure().querySelector('img')).toBeNull();
  });

  it('switches between the views with the pointer and the keyboard, in a box that keeps its size', async () => {
    const user = userEvent.setup();
    render(<GarmentPicture config={config} design={design()} fabric={null} piece="shirt" />);
    const stage = screen.getByTestId('garment-stage');
    const box = stage.style.aspectRatio;
    const views = screen.getByRole('radiogroup', { name: 'View' });
    expect(
      within(views)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Front', 'Back']);
    expect(within(views).getByRole('radio', { name: 'Front' }).getAttribute('aria-checked')).toBe('true');

    await user.click(within(views).getByRole('radio', { name: 'Back' }));
    expect(screen.getByRole('img', { name: `${usual?.value} shirt, back` }).tagName).toBe('svg');
    expect(figure().dataset.view).toBe('back');
    expect(drawnPaths()).toContain('M70 40 H330 V440 H70 Z');
    expect(stage.style.aspectRatio).toBe(box);

    // A held arrow key, as a person presses it: the next view is focused and chosen before the key comes up.
    await user.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(within(views).getByRole('radio', { name: 'Front' }).getAttribute('aria-checked')).toBe('true'));
    await user.keyboard('{/ArrowLeft}');
    expect(document.activeElement).toBe(within(views).getByRole('radio', { name: 'Front' }));
    expect(screen.getByRole('img', { name: `${usual?.value} shirt, front` })).toBeVisible();
    expect(drawnPaths()).toContain(collarPath(usual?.key ?? ''));
    expect(stage.style.aspectRatio).toBe(box);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers no view switcher for a picture of one view', () => {
    const single = { ...picture, views: picture.views.slice(0, 1) };
    render(
      <GarmentPicture config={{ ...config, picture: pictureOutline(single) }} design={design()} fabric={fabric} piece="shirt" />,
      single,
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText(/The garment shown is a visualisation/)).toBeVisible();
  });

  it('asks for the drawings once, at the first change, and until they are here shows the server’s picture of the design as it now is', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchSpy.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { rerender } = render(
      <GarmentPicture config={config} design={design({ collar: 'point' })} fabric={fabric} piece="shirt" />,
      null,
    );
    expect(fetchSpy).not.toHaveBeenCalled();

    const chosen = design({ collar: 'cutaway' });
    rerender(<GarmentPicture config={config} design={chosen} fabric={fabric} piece="shirt" />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain(garmentPicturePath('shirt', config.version));
    const preview = screen.getByRole('img', { name: 'Cutaway collar shirt in Royal Oxford Sky, front' });
    expect(preview.tagName).toBe('IMG');
    expect(preview.getAttribute('src')).toBe(previewPath('shirt', designToSearchParams(config, chosen).toString()));
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Back' }));
    expect(screen.getByRole('img', { name: 'Cutaway collar shirt in Royal Oxford Sky, back' }).getAttribute('src')).toBe(
      previewPath('shirt', designToSearchParams(config, chosen).toString(), 'back'),
    );

    answer(
      new Response(JSON.stringify({ productType: 'shirt', version: config.version, picture }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(screen.getByRole('img', { name: 'Cutaway collar shirt in Royal Oxford Sky, back' }).tagName).toBe('svg'));
    expect(drawnPaths()).toContain('M70 40 H330 V440 H70 Z');
    expect(figure().querySelector('img')).toBeNull();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
