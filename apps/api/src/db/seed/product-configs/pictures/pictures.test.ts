import { PRODUCT_TYPES, type ProductType } from '@selvedge/contract';
import { composeGarment, pictureProblems, svgMarkup } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';
import { seedProductConfigs } from '../index.js';
import { seedPictures } from './index.js';

const configOf = (type: ProductType) => seedProductConfigs.find((candidate) => candidate.productType === type)!;
/** The default design: each group's default option, no accessories chosen. */
const defaultsOf = (type: ProductType): Record<string, string> => {
  const config = configOf(type);
  return Object.fromEntries(config.stylesOrder.map((group) => [group, config.styles[group]!.default]));
};
const markup = (type: ProductType, styles: Record<string, string>, view: string): string =>
  svgMarkup(composeGarment({ picture: configOf(type).picture, design: { styles, accessories: {} }, view, clothHref: null })!);

describe.each(PRODUCT_TYPES)('the %s picture', (type) => {
  const config = configOf(type);
  const defaults = defaultsOf(type);

  it('is the seed configuration’s, whole: every group drawn or unseen, every option drawn in every view stacking its group', () => {
    expect(config.picture).toBe(seedPictures[type]);
    expect(pictureProblems(config)).toEqual([]);
  });

  it('draws every option of every stacked group differently from the group default in some view', () => {
    const same: string[] = [];
    for (const group of new Set(config.picture.views.flatMap((view) => view.stack))) {
      const views = config.picture.views.filter((view) => view.stack.includes(group)).map((view) => view.key);
      for (const option of config.styles[group]!.options) {
        if (option.key === defaults[group]) continue;
        const styles = { ...defaults, [group]: option.key };
        if (!views.some((view) => markup(type, styles, view) !== markup(type, defaults, view))) same.push(`${group}: ${option.key}`);
      }
    }
    expect(same).toEqual([]);
  });

  it('has a front and a back view first, and stays small', () => {
    expect(config.picture.views.slice(0, 2).map((view) => view.key)).toEqual(['front', 'back']);
    expect(JSON.stringify(config.picture).length).toBeLessThan(35_000);
  });
});

describe('legwear', () => {
  it.each(['trousers', 'shorts'] as const)('%s show the hem from the side as a third view', (type) => {
    expect(configOf(type).picture.views.map((view) => view.key)).toEqual(['front', 'back', 'hem']);
  });

  it('shorts draw the legs at the chosen length in the front and the back', () => {
    const lengths = configOf('shorts').styles.length!.options.map((option) => option.key);
    for (const view of ['front', 'back']) {
      const drawn = new Set(lengths.map((length) => markup('shorts', { ...defaultsOf('shorts'), length }, view)));
      expect(drawn.size).toBe(lengths.length);
    }
  });

  it('trousers show turn-ups in every view: the front and back as well as the side', () => {
    const defaults = defaultsOf('trousers');
    for (const view of ['front', 'back', 'hem'])
      expect(markup('trousers', { ...defaults, hem: 'turn-ups' }, view)).not.toBe(markup('trousers', defaults, view));
  });
});
