import { composeGarment, pictureProblems, svgMarkup } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';
import { seedProductConfigs } from '../index.js';

const config = seedProductConfigs.find((candidate) => candidate.productType === 'polo')!;
/** The default design: each group's default option, no accessories chosen. */
const design = { styles: Object.fromEntries(config.stylesOrder.map((group) => [group, config.styles[group]!.default])), accessories: {} };
const markup = (styles: Record<string, string>, view: string): string =>
  svgMarkup(composeGarment({ picture: config.picture, design: { ...design, styles }, view, clothHref: null })!);

describe('the polo picture', () => {
  it('is whole: every group drawn or unseen, every option drawn in every view stacking its group', () => {
    expect(pictureProblems(config)).toEqual([]);
  });

  it('draws every option of every stacked group differently from the group default in some view', () => {
    const groups = new Set(config.picture.views.flatMap((view) => view.stack));
    for (const group of groups) {
      const definition = config.styles[group]!;
      const views = config.picture.views.filter((view) => view.stack.includes(group)).map((view) => view.key);
      const chosen = design.styles[group]!;
      for (const option of definition.options) {
        if (option.key === chosen) continue;
        const styles = { ...design.styles, [group]: option.key };
        const changed = views.some((view) => markup(styles, view) !== markup(design.styles, view));
        expect(changed, `${group}: ${option.key}`).toBe(true);
      }
    }
  });

  it('has a front and a back view first, and stays small', () => {
    expect(config.picture.views.slice(0, 2).map((view) => view.key)).toEqual(['front', 'back']);
    expect(JSON.stringify(config.picture).length).toBeLessThan(35_000);
  });
});
