import { seriousViolations } from '../fixtures/axe';
import { PRODUCT_TYPES, ProductsConfigResponseSchema, type ProductConfig, type ProductType } from '@selvedge/contract';
import { accessoryItems, designToSearchParams, FABRIC_PARAM, repairDesign } from '@selvedge/domain';
import { expect, test, type Page } from '@playwright/test';
import served from '../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };

/**
 * The garment drawn in its cloth (issue 30): ten designs of each type at 1440 px and two at 360 px,
 * each compared pixel by pixel with its approved picture (a 1% tolerance for anti-aliasing). The
 * designs of a type at one width are drawn one after another in one customiser page, as the design
 * lives in the address alone: one page load for each, not one for each picture (decision 069).
 *
 * When the drawings change (a new option, a redrawn collar), look at the new pictures and approve them
 * with one command from the repository's root:
 *
 *   node scripts/build.mjs && cd e2e && E2E_PORT=4331 npx playwright test tests/garment-pictures.spec.ts --update-snapshots
 *
 * The approved pictures are in garment-pictures.spec.ts-snapshots/ beside this file; commit them.
 */

/** The configuration the shop serves (kept equal to the seed by an API test). */
const configs = ProductsConfigResponseSchema.parse(served).products;

/** Five plain and five patterned (striped, checked, textured) seed cloths of each type, on sale. */
const FABRICS: Record<ProductType, string[]> = {
  shirt: [
    'shirt-royal-oxford-sky',
    'shirt-bengal-stripe-poplin-pale-blue',
    'shirt-royal-oxford-ecru',
    'shirt-bengal-stripe-poplin-burgundy',
    'shirt-giza-poplin-pale-pink',
    'shirt-pencil-stripe-twill-grey',
    'shirt-pinpoint-oxford-blue',
    'shirt-candy-stripe-poplin-green',
    'shirt-irish-linen-sky',
    'shirt-fine-twill-navy',
  ],
  polo: [
    'polo-cotton-jersey-ecru',
    'polo-classic-pique-navy',
    'polo-merino-knit-navy',
    'polo-classic-pique-bottle-green',
    'polo-cotton-interlock-white',
    'polo-mercerised-pique-white',
    'polo-cotton-jersey-ecru',
    'polo-mercerised-pique-pink',
    'polo-merino-knit-navy',
    'polo-breton-stripe-burgundy-ecru',
  ],
  trousers: [
    'trousers-biella-flannel-mid-grey',
    'trousers-high-twist-hopsack-navy',
    'trousers-biella-flannel-tobacco',
    'trousers-cotton-drill-chino-khaki',
    'trousers-tropical-wool-stone',
    'trousers-cotton-drill-chino-stone',
    'trousers-irish-linen-olive',
    'trousers-stretch-twill-grey',
    'trousers-moleskin-navy',
    'trousers-wide-wale-corduroy-forest',
  ],
  shorts: [
    'shorts-washed-linen-sand',
    'shorts-cotton-drill-stone',
    'shorts-washed-linen-white',
    'shorts-cotton-drill-khaki',
    'shorts-cotton-linen-sage',
    'shorts-seersucker-navy',
    'shorts-chambray-mid-indigo',
    'shorts-madras-check-blue-pink',
    'shorts-washed-linen-navy',
    'shorts-gingham-navy',
  ],
  outerwears: [
    'outerwears-waxed-cotton-olive',
    'outerwears-shetland-herringbone-grey',
    'outerwears-waxed-cotton-black',
    'outerwears-donegal-tweed-charcoal',
    'outerwears-cotton-canvas-olive',
    'outerwears-brushed-wool-plaid-rust-navy',
    'outerwears-moleskin-navy',
    'outerwears-wide-wale-corduroy-navy',
    'outerwears-technical-ripstop-black',
    'outerwears-shetland-herringbone-grey',
  ],
  jackets: [
    'jackets-worsted-flannel-mid-grey',
    'jackets-hopsack-navy',
    'jackets-worsted-flannel-brown',
    'jackets-hopsack-mid-blue',
    'jackets-irish-linen-olive',
    'jackets-shetland-herringbone-green',
    'jackets-worsted-flannel-navy',
    'jackets-glen-check-grey-blue',
    'jackets-irish-linen-sand',
    'jackets-houndstooth-black-white',
  ],
};

const INITIALS = ['JB', 'A.M', 'R&K'];

interface RawDesign {
  fabric: string | null;
  styles: Record<string, string>;
  accessories: Record<string, string | true>;
}

/**
 * The n-th design of a type before repair: the n-th option of every style group (so the ten together
 * show each option of every group of up to ten), the n-th choice of each accessory, initials on every third.
 */
function rawDesign(config: ProductConfig, n: number): RawDesign {
  const styles: Record<string, string> = {};
  for (const group of config.stylesOrder) {
    const options = config.styles[group]?.options ?? [];
    const option = options[n % options.length];
    if (option) styles[group] = option.key;
  }
  const accessories: Record<string, string | true> = {};
  for (const item of accessoryItems(config)) {
    if (item.kind === 'choice') {
      const option = item.options[n % item.options.length];
      if (option) accessories[item.key] = option.key;
    } else if (item.kind === 'toggle') {
      if (n % 2 === 1) accessories[item.key] = true;
    } else if (item.key === 'initials' && n % 3 === 0) accessories[item.key] = INITIALS[(n / 3) % INITIALS.length] ?? 'JB';
  }
  return { fabric: FABRICS[config.productType][n] ?? null, styles, accessories };
}

const repaired = (config: ProductConfig, raw: RawDesign) => repairDesign(config, { ...raw, styles: { ...raw.styles } }).design.styles;

/** Which options of each group the designs show once repaired. */
function shownOptions(config: ProductConfig, designs: RawDesign[]): Set<string> {
  return new Set(designs.flatMap((raw) => Object.entries(repaired(config, raw)).map(([group, option]) => `${group}=${option}`)));
}

/**
 * The ten designs of a type, repaired as the customiser repairs: where a style exception moved an
 * option aside, the option goes into another design that can have it, so every option is still shown.
 */
function tenDesigns(config: ProductConfig): string[] {
  const designs = Array.from({ length: 10 }, (_, n) => rawDesign(config, n));
  for (const group of config.stylesOrder) {
    for (const option of config.styles[group]?.options ?? []) {
      if (shownOptions(config, designs).has(`${group}=${option.key}`)) continue;
      for (let n = designs.length - 1; n >= 0; n--) {
        const before = shownOptions(config, designs);
        const current = designs[n]!;
        const candidate = { ...current, styles: { ...current.styles, [group]: option.key } };
        const after = shownOptions(
          config,
          designs.map((design, index) => (index === n ? candidate : design)),
        );
        if (after.has(`${group}=${option.key}`) && [...before].every((shown) => after.has(shown))) {
          designs[n] = candidate;
          break;
        }
      }
    }
  }
  return designs.map((raw) => designToSearchParams(config, repairDesign(config, raw).design).toString());
}

const DESIGNS = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, tenDesigns(configs[type])])) as Record<ProductType, string[]>;
const nthDesign = (config: ProductConfig, n: number): string => DESIGNS[config.productType][n] ?? '';

/** The drawing, its cloth loaded and its web fonts ready, as the customer sees it once it has settled. */
async function settled(page: Page, fabric: string | null) {
  const picture = page.getByTestId('garment-picture');
  await expect(picture).toHaveAttribute('data-shown', 'drawing');
  // The cloth of this design, not the one before it: the attribute changes in the render that draws it.
  await expect(picture).toHaveAttribute('data-fabric', fabric ?? '');
  await expect(picture).toHaveAttribute('data-cloth', fabric === null ? 'none' : 'ready');
  await expect(picture.getByRole('img')).toBeVisible();
  // Wait for the web fonts the monogram is set in, and for the cloth's picture to be decoded.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const href = document.querySelector('[data-testid="garment-picture"] image')?.getAttribute('href');
    if (href) await Promise.all([new Image()].map((image) => ((image.src = href), image.decode())));
  });
  return page.getByTestId('garment-stage');
}

/**
 * The customiser opened on a design. It opens on the server's picture and draws from the first
 * change: another view and back to the front.
 */
async function openedPicture(page: Page, address: string, fabric: string | null) {
  await page.goto(address);
  const picture = page.getByTestId('garment-picture');
  await expect(picture).toHaveAttribute('data-shown', 'preview');
  const views = picture.getByRole('radio');
  await views.nth(1).click();
  await views.nth(0).click();
  await expect(views.nth(0)).toHaveAttribute('aria-checked', 'true');
  // Pressing the views scrolls them into sight on a phone: back to where the page opened.
  await page.evaluate(() => window.scrollTo(0, 0));
  return settled(page, fabric);
}

/**
 * Another design in the same customiser, as Back or Forward brings one: the address changes in the
 * page (a history entry as the router writes its own) and the router reads it, so the picture is
 * drawn again without a new page load. The design lives in the address alone, so the drawing is the
 * one a fresh page of that address draws.
 */
async function movedPicture(page: Page, address: string, fabric: string | null) {
  await page.evaluate((to) => {
    const index = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `design-${index}`, idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, address);
  await expect(page).toHaveURL(address);
  await expect(page.getByTestId('garment-picture').getByRole('radio').nth(0)).toHaveAttribute('aria-checked', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  return settled(page, fabric);
}

/** The cloth a design's address names, as the picture's data-fabric gives it. */
const fabricOf = (query: string): string | null => new URLSearchParams(query).get(FABRIC_PARAM);

/**
 * Each design of `numbers` compared with its approved picture, in one customiser page per type and
 * width: the first design opens the page, the others are moved to in it. Every comparison runs even
 * when one before it differs (soft), and any difference fails the test.
 */
async function compareDesigns(page: Page, type: ProductType, numbers: number[], width: number) {
  const config = configs[type];
  await page.setViewportSize({ width, height: width < 960 ? 740 : 900 });
  for (const [index, n] of numbers.entries()) {
    await test.step(`design ${n + 1} of 10`, async () => {
      const query = nthDesign(config, n);
      const address = `/shop/${type}?${query}`;
      const stage = index === 0 ? await openedPicture(page, address, fabricOf(query)) : await movedPicture(page, address, fabricOf(query));
      await expect.soft(stage).toHaveScreenshot(`${type}-${n + 1}-${width}.png`, { maxDiffPixelRatio: 0.01 });
    });
  }
}

for (const type of PRODUCT_TYPES) {
  test.describe(`the ${type} drawn in its cloth`, () => {
    test('ten designs at 1440 px', async ({ page }) => {
      test.setTimeout(180_000);
      await compareDesigns(
        page,
        type,
        Array.from({ length: 10 }, (_, n) => n),
        1440,
      );
    });
    test('designs 1 and 6 at 360 px', async ({ page }) => {
      test.setTimeout(60_000);
      await compareDesigns(page, type, [0, 5], 360);
    });
  });
}

test('the ten designs of each type show every option of every style group', () => {
  for (const type of PRODUCT_TYPES) {
    const config = configs[type];
    const shown = new Map<string, Set<string>>();
    for (let n = 0; n < 10; n++) {
      for (const [group, option] of new URLSearchParams(nthDesign(config, n))) {
        if (!config.styles[group]) continue;
        const options = shown.get(group) ?? new Set<string>();
        options.add(option);
        shown.set(group, options);
      }
    }
    for (const group of config.stylesOrder) {
      const offered = config.styles[group]?.options.map((option) => option.key) ?? [];
      // A style exception can move an option aside in one design; each is still shown in another or the exception says why.
      const missing = offered.filter((option) => !shown.get(group)?.has(option));
      expect.soft(missing, `${type} ${group}`).toEqual([]);
    }
  }
});

for (const width of [360, 1440]) {
  test(`the customiser with its picture has no serious or critical accessibility problem at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 960 ? 740 : 900 });
    await openedPicture(page, `/shop/shirt?${nthDesign(configs.shirt, 3)}`, fabricOf(nthDesign(configs.shirt, 3)));
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
