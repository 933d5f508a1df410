import { composeGarment, pictureProblems, svgMarkup } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';
import { seedProductConfigs } from '../index.js';
import { outerwearsPicture } from './outerwears.js';

const config = seedProductConfigs.find((candidate) => candidate.productType === 'outerwears')!;
const defaults: Record<string, string> = Object.fromEntries(Object.values(config.styles).map((group) => [group.key, group.default]));
const markup = (styles: Record<string, string>, view: string) =>
  svgMarkup(composeGarment({ picture: config.picture, design: { styles, accessories: {} }, view, clothHref: null })!);

describe('the outerwears picture', () => {
  it('is the seed configuration picture, whole by the rules', () => {
    expect(config.picture).toBe(outerwearsPicture);
    expect(pictureProblems(config)).toEqual([]);
  });

  it('draws every option of every stacked group differently from the group default in some view', () => {
    const same: string[] = [];
    for (const group of new Set(config.picture.views.flatMap((view) => view.stack))) {
      const views = config.picture.views.filter((view) => view.stack.includes(group)).map((view) => view.key);
      const fallback = defaults[group]!;
      for (const option of config.styles[group]!.options) {
        if (option.key === fallback) continue;
        const changed = views.some((view) => markup({ ...defaults, [group]: option.key }, view) !== markup(defaults, view));
        if (!changed) same.push(`${group}/${option.key}`);
      }
    }
    expect(same).toEqual([]);
  });

  it('keeps the drawing data small', () => {
    expect(JSON.stringify(outerwearsPicture).length).toBeLessThan(35_000);
  });
});
