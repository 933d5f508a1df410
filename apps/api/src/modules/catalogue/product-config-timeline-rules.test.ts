import { describe, expect, it } from 'vitest';
import { seedAddOns, seedProductConfigs, seedStyleMedia } from '../../db/seed/product-configs/index.js';
import { variantIdFor } from './catalogue-ids.js';
import { parseProductConfig, productConfigProblems } from './product-config-rules.js';

/** The `timeline` section's rules (decision 048): stage days within the lead time, trial stages exactly where a trial is sold. */
const known = {
  addOnVariants: new Set(seedAddOns.map((addOn) => variantIdFor(addOn.handle))),
  mediaIds: new Set(seedStyleMedia.map((media) => media.id)),
};
const shirt = () => {
  const document = structuredClone(seedProductConfigs.find((config) => config.productType === 'shirt')!);
  const addOnPrices = Object.fromEntries(
    seedAddOns.filter((addOn) => addOn.productType === 'shirt').map((addOn) => [variantIdFor(addOn.handle), addOn.priceMinorSgd]),
  );
  return { ...document, addOnPrices };
};
const problemsOf = (config: ReturnType<typeof shirt>) => {
  const parsed = parseProductConfig(config);
  if (!parsed.ok) return parsed.problems;
  return productConfigProblems(parsed.config, 'shirt', known);
};

describe('the timeline section of a configuration', () => {
  it('is seeded for every type, its stages adding up to the lead time', () => {
    for (const config of seedProductConfigs) {
      const total = Object.values(config.timeline.stageDays).reduce((sum, days) => sum + days, 0);
      expect(total, config.productType).toBeGreaterThanOrEqual(Math.floor(config.leadTime.minWeeks * 7));
      expect(total, config.productType).toBeLessThanOrEqual(Math.ceil(config.leadTime.maxWeeks * 7));
      expect(config.timeline.trialStageDays === null, config.productType).toBe(config.trialLeadTime === null);
    }
  });

  it('refuses stages that add up to more or less than the lead time allows, naming the field', () => {
    const config = shirt();
    config.timeline.stageDays.sewing = 40;
    expect(problemsOf(config)).toContainEqual({
      path: 'config.timeline.stageDays',
      message: 'add up to 53 days; the lead time of 3.5–4 weeks needs 24–28',
    });
    config.timeline.stageDays.sewing = 1;
    expect(problemsOf(config).map((problem) => problem.path)).toContain('config.timeline.stageDays');
  });

  it('wants trial stages exactly when the type sells a trial', () => {
    const config = shirt();
    config.timeline.trialStageDays = null;
    expect(problemsOf(config).map((problem) => problem.path)).toContain('config.timeline.trialStageDays');
    const without = shirt();
    without.trialLeadTime = null;
    expect(problemsOf(without).map((problem) => problem.path)).toContain('config.timeline.trialStageDays');
  });

  it('refuses negative or fractional days through the schema, by path', () => {
    const config = shirt();
    config.timeline.stageDays.cutting = -1;
    config.timeline.needByBufferDays = 1.5;
    const paths = problemsOf(config).map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['config.timeline.stageDays.cutting', 'config.timeline.needByBufferDays']));
  });
});
