import { describe, expect, it } from 'vitest';
import type { ProductConfigDocument } from '@selvedge/contract';
import { composeGarment, pictureProblems, svgMarkup } from '@selvedge/domain';
import { seedProductConfigs } from '../index.js';
import { trousersPicture } from './trousers.js';

const config = seedProductConfigs.find((candidate) => candidate.productType === 'trousers') as ProductConfigDocument;
const design = { styles: Object.fromEntries(config.stylesOrder.map((group) => [group, config.styles[group]!.default])), accessories: {} };
const markup = (styles: Record<string, string>, view: string): string =>
  svgMarkup(composeGarment({ picture: config.picture, design: { ...design, styles }, view, clothHref: null })!);

describe('the trousers picture', () => {
  it('is the seed configuration of trousers and is whole', () => {
    expect(config.picture).toBe(trousersPicture);
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

  it('shows the hem in every view: turn-ups on the front and back as well as in the side view', () => {
    for (const view of ['front', 'back', 'hem']) expect(markup({ ...design.styles, hem: 'turn-ups' }, view)).not.toBe(markup(design.styles, view));
  });

  it('stays small', () => {
    expect(JSON.stringify(config.picture).length).toBeLessThan(35_000);
  });
});
