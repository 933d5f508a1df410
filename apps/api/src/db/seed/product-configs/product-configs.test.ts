import { describe, it, expect } from 'vitest';
import { mediaUrl, PRODUCT_TYPES, ProductConfigDocumentSchema } from '@selvedge/contract';
import type { AccessoryItemDocument, ProductConfigDocument } from '@selvedge/contract';
import { variantIdFor } from '../../../modules/catalogue/catalogue-ids.js';
import { seedAddOns, seedProductConfigs, seedStyleMedia } from './index.js';

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function accessoryItems(config: ProductConfigDocument): AccessoryItemDocument[] {
  const { fabric, initials, addOns, others } = config.accessories;
  return [...fabric, ...initials, ...addOns, ...others];
}

function defaultsOf(config: ProductConfigDocument): Record<string, string> {
  return Object.fromEntries(Object.values(config.styles).map((group) => [group.key, group.default]));
}

/** True when `value` is a whole multiple of `step` (steps are binary fractions, so this is exact). */
function isMultiple(value: number, step: number): boolean {
  return Number.isInteger(value / step);
}

/**
 * A light XML check for the generated SVGs (which hold no text content): the document is a run of
 * tags, attribute values carry no markup, and every element closes in order.
 */
function isWellFormedSvg(svg: string): boolean {
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/y;
  const open: string[] = [];
  let at = 0;
  while (at < svg.length) {
    tag.lastIndex = at;
    const match = tag.exec(svg);
    if (!match) return false;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name ?? '');
    at = tag.lastIndex;
  }
  return open.length === 0;
}

const mediaUrls = new Set(seedStyleMedia.map((media) => mediaUrl(media.id)));
const addOnVariants = new Map(seedAddOns.map((addOn) => [variantIdFor(addOn.handle), addOn]));

describe('seed product configurations', () => {
  it('has one document per product type, in the shop order', () => {
    expect(seedProductConfigs.map((config) => config.productType)).toEqual([...PRODUCT_TYPES]);
  });

  it('gives every media item a unique, well-formed id', () => {
    const ids = seedStyleMedia.map((media) => media.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(KEY);
  });

  it('draws every picture as a self-contained 240 x 240 SVG', () => {
    for (const media of seedStyleMedia) {
      expect(media.contentType).toBe('image/svg+xml');
      expect([media.width, media.height]).toEqual([240, 240]);
      expect(media.body, media.id).toMatch(/^<svg [^>]*width="240" height="240" viewBox="0 0 240 240"/);
      expect(media.body.endsWith('</svg>'), media.id).toBe(true);
      expect(media.body, media.id).not.toMatch(/<script|href|url\(|@import|<image|<foreignObject/i);
      expect(isWellFormedSvg(media.body), media.id).toBe(true);
    }
  });

  it('uses every picture somewhere', () => {
    const used = new Set(
      seedProductConfigs.flatMap((config) =>
        Object.values(config.styles).flatMap((group) => [group.image, ...group.options.map((option) => option.image)]),
      ),
    );
    for (const media of seedStyleMedia) expect(used.has(mediaUrl(media.id)), media.id).toBe(true);
  });

  it('prices every add-on once, in whole cents, and names each one from a configuration', () => {
    const handles = seedAddOns.map((addOn) => addOn.handle);
    expect(new Set(handles).size).toBe(handles.length);
    const named = new Set(
      seedProductConfigs.flatMap((config) =>
        accessoryItems(config).flatMap((item) => [item.variantId, ...item.options.map((option) => option.variantId)]),
      ),
    );
    for (const addOn of seedAddOns) {
      expect(addOn.handle).toMatch(KEY);
      expect(Number.isInteger(addOn.priceMinorSgd) && addOn.priceMinorSgd > 0, addOn.handle).toBe(true);
      expect(named.has(variantIdFor(addOn.handle)), addOn.handle).toBe(true);
    }
  });
});

describe.each(seedProductConfigs.map((config) => [config.productType, config] as const))('%s', (productType, config) => {
  it('parses with ProductConfigDocumentSchema', () => {
    const result = ProductConfigDocumentSchema.safeParse(config);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('lists exactly the style groups in stylesOrder', () => {
    expect(new Set(config.stylesOrder).size).toBe(config.stylesOrder.length);
    expect([...config.stylesOrder].sort()).toEqual(Object.keys(config.styles).sort());
    for (const [key, group] of Object.entries(config.styles)) expect(group.key).toBe(key);
  });

  it('defaults every group to one of its own options, with unique option keys', () => {
    for (const group of Object.values(config.styles)) {
      const keys = group.options.map((option) => option.key);
      expect(new Set(keys).size, group.key).toBe(keys.length);
      expect(keys, group.key).toContain(group.default);
    }
  });

  it('writes a description for every group and option', () => {
    for (const group of Object.values(config.styles)) {
      expect(group.description.length, group.key).toBeGreaterThan(20);
      for (const option of group.options) expect(option.description.length, `${group.key}.${option.key}`).toBeGreaterThan(20);
    }
  });

  it('points every style image at an existing media item', () => {
    for (const group of Object.values(config.styles)) {
      expect(mediaUrls.has(group.image), group.image).toBe(true);
      for (const option of group.options) expect(mediaUrls.has(option.image), option.image).toBe(true);
    }
  });

  it('names existing groups in styleKeys', () => {
    for (const key of config.styleKeys) expect(Object.keys(config.styles)).toContain(key);
  });

  it(productType === 'polo' ? 'has no exceptions' : 'has at least one exception', () => {
    if (productType === 'polo') expect(config.exceptions).toEqual([]);
    else expect(config.exceptions.length).toBeGreaterThan(0);
  });

  it('refers only to existing groups and options in its exceptions, and only to other groups', () => {
    for (const rule of config.exceptions) {
      const when = config.styles[rule.when.group];
      expect(when, rule.when.group).toBeDefined();
      expect(
        when?.options.map((option) => option.key),
        `${rule.when.group}.${rule.when.option}`,
      ).toContain(rule.when.option);
      for (const target of rule.notSuitable) {
        expect(target.group, `${rule.when.option} -> ${target.group}`).not.toBe(rule.when.group);
        const group = config.styles[target.group];
        expect(group, target.group).toBeDefined();
        const keys = group?.options.map((option) => option.key) ?? [];
        for (const option of target.options) expect(keys, `${target.group}.${option}`).toContain(option);
        // something must stay available in the group
        expect(
          keys.some((key) => !target.options.includes(key)),
          `${rule.when.option} empties ${target.group}`,
        ).toBe(true);
      }
    }
  });

  it('never forbids the default combination', () => {
    const defaults = defaultsOf(config);
    for (const rule of config.exceptions) {
      if (defaults[rule.when.group] !== rule.when.option) continue;
      for (const target of rule.notSuitable) {
        expect(target.options, `${rule.when.group}.${rule.when.option} forbids default ${target.group}`).not.toContain(
          defaults[target.group],
        );
      }
    }
  });

  it('prices accessories only through its own seed add-ons', () => {
    for (const item of accessoryItems(config)) {
      for (const variantId of [item.variantId, ...item.options.map((option) => option.variantId)]) {
        if (variantId === null) continue;
        const addOn = addOnVariants.get(variantId);
        expect(addOn, `${item.key}: ${variantId}`).toBeDefined();
        expect(addOn?.productType, item.key).toBe(productType);
      }
    }
  });

  it('gives each accessory kind the fields it needs', () => {
    const keys = accessoryItems(config).map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of accessoryItems(config)) {
      if (item.kind === 'choice') {
        expect(
          item.options.map((option) => option.key),
          item.key,
        ).toContain(item.default);
        expect(item.variantId, item.key).toBeNull();
      } else {
        expect(item.default, item.key).toBeNull();
        expect(item.options, item.key).toEqual([]);
      }
      if (item.kind === 'toggle') expect(item.variantId, item.key).not.toBeNull();
      if (item.kind === 'text') {
        expect(item.maxLength, item.key).toBeGreaterThan(0);
        if (item.pattern !== undefined) expect(() => new RegExp(`^(?:${item.pattern})$`)).not.toThrow();
      }
    }
    expect(config.accessories.others.map((item) => item.key)).toContain('comments');
  });

  it('keeps lead times in order', () => {
    expect(config.leadTime.minWeeks).toBeLessThanOrEqual(config.leadTime.maxWeeks);
    if (config.trialLeadTime) expect(config.trialLeadTime.minWeeks).toBeLessThanOrEqual(config.trialLeadTime.maxWeeks);
  });

  describe('measurements', () => {
    const { fields, sizes, fits, sizeAndFitMeasurements } = config.measurements;
    const step = productType === 'jackets' ? 0.25 : 0.125;
    const standardDisplay = fields.filter((field) => field.type === 'display' && field.visibility.standard);

    it(`rounds every field to ${step} inch`, () => {
      for (const field of fields) {
        expect(field.rounding, field.key).toBe(step);
        expect(field.increaseDecreaseBy, field.key).toBe(step);
      }
    });

    it('has unique field keys and sensible field settings', () => {
      const keys = fields.map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const field of fields) {
        expect(field.comments.length, field.key).toBeGreaterThan(20);
        if (field.type === 'dropdown') {
          expect(field.options, field.key).toContain(field.default);
          expect(field.adjustments, field.key).toBeNull();
          continue;
        }
        expect(field.lower_bound, field.key).not.toBeNull();
        expect(field.upper_bound, field.key).not.toBeNull();
        expect(field.adjustments !== null, `${field.key} adjustable exactly when shown in standard`).toBe(field.visibility.standard);
        if (field.adjustments) {
          expect(field.adjustments.min, field.key).toBeLessThan(0);
          expect(field.adjustments.max, field.key).toBeGreaterThan(0);
          expect(isMultiple(field.adjustments.max, step) && isMultiple(field.adjustments.min, step), field.key).toBe(true);
        }
        if (field.value !== null) {
          expect(field.value, field.key).toBeGreaterThanOrEqual(field.lower_bound ?? -Infinity);
          expect(field.value, field.key).toBeLessThanOrEqual(field.upper_bound ?? Infinity);
          expect(isMultiple(field.value, step), field.key).toBe(true);
        }
      }
    });

    it('has a complete size x fit table within each field’s bounds', () => {
      expect(Object.keys(sizeAndFitMeasurements).sort()).toEqual([...sizes].sort());
      for (const size of sizes) {
        expect(Object.keys(sizeAndFitMeasurements[size] ?? {}).sort(), size).toEqual([...fits].sort());
        for (const fit of fits) {
          const row = sizeAndFitMeasurements[size]?.[fit] ?? {};
          expect(Object.keys(row).sort(), `${size}/${fit}`).toEqual(standardDisplay.map((field) => field.key).sort());
          for (const field of standardDisplay) {
            const value = row[field.key];
            const where = `${size}/${fit}/${field.key}`;
            expect(typeof value, where).toBe('number');
            expect(value, where).toBeGreaterThanOrEqual(field.lower_bound ?? -Infinity);
            expect(value, where).toBeLessThanOrEqual(field.upper_bound ?? Infinity);
            expect(isMultiple(value ?? NaN, field.rounding), where).toBe(true);
          }
        }
      }
    });

    it('grows with size and from the slimmest fit to the fullest', () => {
      for (const field of standardDisplay) {
        sizes.forEach((size, s) => {
          fits.forEach((fit, f) => {
            const value = sizeAndFitMeasurements[size]?.[fit]?.[field.key] ?? NaN;
            const previousSize = s > 0 ? sizeAndFitMeasurements[sizes[s - 1] ?? '']?.[fit]?.[field.key] : undefined;
            const previousFit = f > 0 ? sizeAndFitMeasurements[size]?.[fits[f - 1] ?? '']?.[field.key] : undefined;
            if (previousSize !== undefined) expect(value, `${size}/${fit}/${field.key}`).toBeGreaterThanOrEqual(previousSize);
            if (previousFit !== undefined) expect(value, `${size}/${fit}/${field.key}`).toBeGreaterThanOrEqual(previousFit);
          });
        });
      }
      const girth = standardDisplay.find((field) => field.key === 'chest' || field.key === 'seat');
      expect(girth).toBeDefined();
      for (const size of sizes) {
        const values = fits.map((fit) => sizeAndFitMeasurements[size]?.[fit]?.[girth?.key ?? ''] ?? NaN);
        for (let f = 1; f < values.length; f++) expect(values[f], `${size} ${girth?.key}`).toBeGreaterThan(values[f - 1] ?? Infinity);
      }
    });
  });
});
