import { describe, expect, it } from 'vitest';
import type { ProductConfigDocument } from '@selvedge/contract';
import { composeGarment, pictureProblems, svgMarkup } from '@selvedge/domain';
import { seedProductConfigs } from '../index.js';
import { shortsPicture } from './shorts.js';

const config = seedProductConfigs.find((candidate) => candidate.productType === 'shorts') as ProductConfigDocument;
const design = { styles: Object.fromEntries(config.stylesOrder.map((group) => [group, config.styles[group]!.default])), accessories: {} };
const markup = (styles: Record<string, string>, view: string): string =>
  svgMarkup(composeGarment({ picture: config.picture, design: { ...design, styles }, view, clothHref: null })!);

describe('the shorts picture', () => {
  it('is the seed configuration of shorts and is whole', () => {
    expect(config.picture).toBe(shortsPicture);
    expect(pictureProblems(config)).toEqual([]);
    expect(config.picture.views.map((view) => view.key)).toEqual(['front', 'back', 'hem']);
  });

  it('draws every option of every stacked group differently from the default in some view', () => {
    const stacked = new Set(config.picture.views.flatMap((view) => view.stack));
    expect([...stacked].sort()).toEqual([...config.stylesOrder].sort());
    for (const group of stacked) {
      const views = config.picture.views.filter((view) => view.stack.includes(group)).map((view) => view.key);
      for (const option of config.styles[group]!.options) {
        if (option.key === design.styles[group]) continue;
        const changed = views.filter((view) => markup({ ...design.styles, [group]: option.key }, view) !== markup(design.styles, view));
        expect(changed, `${group}: ${option.key}`).not.toEqual([]);
      }
    }
  });

  it('draws the legs at the chosen length in the front and the back', () => {
    const lengths = config.styles.length!.options.map((option) => option.key);
    for (const view of ['front', 'back']) {
      const drawn = new Set(lengths.map((length) => markup({ ...design.styles, length }, view)));
      expect(drawn.size).toBe(lengths.length);
    }
  });

  it('stays small', () => {
    expect(JSON.stringify(config.picture).length).toBeLessThan(35_000);
  });
});
