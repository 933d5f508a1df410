import type { AccessoryItemDocument, ApiProblem, ProductType } from '@selvedge/contract';
import { AdminProductConfigSchema, type AdminProductConfig } from '@selvedge/contract/admin';
import { FABRIC_PARAM, FOREIGN_PARAMS, leadTimeDays, pictureProblems, stageDaysTotal } from '@selvedge/domain';

/**
 * The checks of a product configuration an editor proposes (issue 16): the contract's schema, then
 * what the schema cannot say and the storefront and the cart rely on. Every problem is named by
 * its path under `config` (`config.styles.collar.options[2].key`), so a form can show it on its field.
 */

/** A JavaScript path: `config.styles.collar.options[2].key`. */
export function configPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : `${path}.${String(segment)}`),
    'config',
  );
}

/** What the database holds that a configuration may name: the type's add-on variants, and the shop's pictures. */
export interface KnownReferences {
  addOnVariants: ReadonlySet<string>;
  mediaIds: ReadonlySet<string>;
}

const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A record's own entry, never one inherited from Object.prototype. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

const MEDIA_URL = /^\/api\/media\/([A-Za-z0-9_-]{1,120})$/;

/** The picture ids a configuration points to (those written as a shop picture's address). */
export function mediaIdsNamed(config: AdminProductConfig): string[] {
  const images = Object.values(config.styles).flatMap((group) => [group.image, ...group.options.map((option) => option.image)]);
  return [...new Set(images.flatMap((image) => MEDIA_URL.exec(image)?.[1] ?? []))];
}

function accessoryLists(config: AdminProductConfig): [keyof AdminProductConfig['accessories'], AccessoryItemDocument[]][] {
  const { fabric, initials, addOns, others } = config.accessories;
  return [
    ['fabric', fabric],
    ['initials', initials],
    ['addOns', addOns],
    ['others', others],
  ];
}

/** Every variant id the configuration names (items and their options), in order, once. */
export function variantIdsNamed(config: Pick<AdminProductConfig, 'accessories'>): string[] {
  const { fabric, initials, addOns, others } = config.accessories;
  const ids = [...fabric, ...initials, ...addOns, ...others].flatMap((item) => [
    item.variantId,
    ...item.options.map((option) => option.variantId),
  ]);
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

function duplicates<T>(values: readonly T[]): Set<number> {
  const seen = new Set<T>();
  const repeated = new Set<number>();
  values.forEach((value, index) => {
    if (seen.has(value)) repeated.add(index);
    seen.add(value);
  });
  return repeated;
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The rules the schema cannot say, on a configuration it accepted: every problem, or none. */
export function productConfigProblems(config: AdminProductConfig, type: ProductType, known: KnownReferences): ApiProblem[] {
  const problems: ApiProblem[] = [];
  const at = (segments: readonly PropertyKey[], message: string) => problems.push({ path: configPath(segments), message });

  if (config.productType !== type) at(['productType'], `must be ${type}: this is the ${type} configuration`);
  const groupOf = (key: string) => own(config.styles, key);
  // Names that would reach an object's prototype where the storefront looks a key up.
  const reserved = (path: PropertyKey[], name: string) => {
    if (PROTOTYPE_NAMES.has(name)) at(path, `"${name}" cannot be used as a name here`);
  };
  for (const key of Object.keys(config.styles)) reserved(['styles', key], key);
  config.measurements.fields.forEach((field, index) => reserved(['measurements', 'fields', index, 'key'], field.key));
  config.measurements.sizes.forEach((size, index) => reserved(['measurements', 'sizes', index], size));
  config.measurements.fits.forEach((fit, index) => reserved(['measurements', 'fits', index], fit));
  for (const [list, items] of accessoryLists(config))
    items.forEach((item, index) => reserved(['accessories', list, index, 'key'], item.key));

  // Style groups: listed once each in stylesOrder, keyed by their own key, with a default among their options.
  const groupKeys = Object.keys(config.styles);
  for (const index of duplicates(config.stylesOrder)) at(['stylesOrder', index], `names "${config.stylesOrder[index]}" twice`);
  config.stylesOrder.forEach((key, index) => {
    if (!groupOf(key)) at(['stylesOrder', index], `names "${key}", which is not a style group`);
  });
  for (const key of groupKeys) {
    const group = config.styles[key]!;
    if (!config.stylesOrder.includes(key))
      at(['styles', key], 'is missing from stylesOrder: the customiser shows only the groups listed there');
    if (group.key !== key) at(['styles', key, 'key'], `must be "${key}", the key the group is kept under`);
    const optionKeys = group.options.map((option) => option.key);
    for (const index of duplicates(optionKeys))
      at(['styles', key, 'options', index, 'key'], `"${optionKeys[index]}" is already an option of this group`);
    if (!optionKeys.includes(group.default))
      at(['styles', key, 'default'], `names "${group.default}", which is not an option of this group`);
    const pictures: [PropertyKey[], string][] = [
      [['styles', key, 'image'], group.image],
      ...group.options.map((option, index): [PropertyKey[], string] => [['styles', key, 'options', index, 'image'], option.image]),
    ];
    for (const [path, image] of pictures) {
      const id = MEDIA_URL.exec(image)?.[1];
      if (!id) at(path, 'must be the address of one of the shop’s pictures, like /api/media/shirt-collar');
      else if (!known.mediaIds.has(id)) at(path, `names the picture "${id}", which the shop does not have`);
    }
  }
  for (const index of duplicates(config.styleKeys)) at(['styleKeys', index], `names "${config.styleKeys[index]}" twice`);
  config.styleKeys.forEach((key, index) => {
    if (!groupOf(key)) at(['styleKeys', index], `names "${key}", which is not a style group`);
  });

  // Exceptions: about existing options of other groups, never emptying a group or ruling out the starting design.
  config.exceptions.forEach((rule, r) => {
    const when = groupOf(rule.when.group);
    if (!when) return at(['exceptions', r, 'when', 'group'], `names "${rule.when.group}", which is not a style group`);
    if (!when.options.some((option) => option.key === rule.when.option))
      at(['exceptions', r, 'when', 'option'], `names "${rule.when.option}", which is not an option of ${rule.when.group}`);
    rule.notSuitable.forEach((target, t) => {
      const group = groupOf(target.group);
      if (!group) return at(['exceptions', r, 'notSuitable', t, 'group'], `names "${target.group}", which is not a style group`);
      if (target.group === rule.when.group)
        return at(['exceptions', r, 'notSuitable', t, 'group'], 'must be another group than the one the rule starts from');
      const keys = group.options.map((option) => option.key);
      target.options.forEach((option, o) => {
        if (!keys.includes(option))
          at(['exceptions', r, 'notSuitable', t, 'options', o], `names "${option}", which is not an option of ${target.group}`);
      });
      if (keys.every((key) => target.options.includes(key)))
        at(
          ['exceptions', r, 'notSuitable', t, 'options'],
          `rules out every option of ${target.group}: there would be nothing left to choose`,
        );
      if (when.default === rule.when.option && target.options.includes(group.default)) {
        at(
          ['exceptions', r, 'notSuitable', t, 'options'],
          `rules out ${target.group}'s default "${group.default}" with ${rule.when.group}'s default: the customiser would start on a design it refuses`,
        );
      }
    });
  });

  // Accessories: keys unique among themselves and apart from the style groups (they share the design's query string).
  const itemKeys = accessoryLists(config).flatMap(([list, items]) => items.map((item, index) => ({ list, index, key: item.key })));
  const taken = new Set<string>([FABRIC_PARAM, ...FOREIGN_PARAMS]);
  for (const key of groupKeys) {
    if (taken.has(key)) at(['styles', key], `"${key}" is a word the customiser's address keeps for itself`);
    taken.add(key);
  }
  for (const { list, index, key } of itemKeys) {
    if (taken.has(key))
      at(
        ['accessories', list, index, 'key'],
        `"${key}" is already the key of a style group, another accessory or a word the customiser's address keeps`,
      );
    taken.add(key);
  }
  const priced = new Set(Object.keys(config.addOnPrices));
  const named = new Set<string>();
  const variantAt = (path: PropertyKey[], variantId: string | null) => {
    if (variantId === null) return;
    named.add(variantId);
    if (!known.addOnVariants.has(variantId)) at(path, `names "${variantId}", which is not an add-on of the ${type} configuration`);
    else if (!priced.has(variantId)) at(['addOnPrices', variantId], 'is missing: every add-on the configuration names needs its price');
  };
  for (const [list, items] of accessoryLists(config)) {
    items.forEach((item, index) => {
      const path = ['accessories', list, index];
      const optionKeys = item.options.map((option) => option.key);
      if (item.kind === 'choice') {
        if (item.options.length === 0) at([...path, 'options'], 'a choice needs at least one option');
        for (const o of duplicates(optionKeys))
          at([...path, 'options', o, 'key'], `"${optionKeys[o]}" is already an option of this accessory`);
        if (item.default === null || !optionKeys.includes(item.default))
          at([...path, 'default'], 'a choice starts on one of its own options');
        if (item.variantId !== null) at([...path, 'variantId'], 'a choice is priced by its options, so it names no variant of its own');
      } else {
        if (item.options.length > 0) at([...path, 'options'], `a ${item.kind} has no options`);
        if (item.default !== null) at([...path, 'default'], `a ${item.kind} has no default: leave it null`);
      }
      if (item.kind === 'toggle' && item.variantId === null)
        at([...path, 'variantId'], 'an add-on that is on or off names the variant that prices it');
      if (item.kind === 'text') {
        if (item.maxLength === undefined) at([...path, 'maxLength'], 'a text needs its longest length');
        if (item.pattern !== undefined && !compiles(item.pattern)) at([...path, 'pattern'], 'is not a regular expression');
      } else if (item.maxLength !== undefined || item.pattern !== undefined) {
        at([...path, item.maxLength !== undefined ? 'maxLength' : 'pattern'], 'only a text has a length or a pattern');
      }
      variantAt([...path, 'variantId'], item.variantId);
      item.options.forEach((option, o) => variantAt([...path, 'options', o, 'variantId'], option.variantId));
    });
  }
  for (const variantId of priced) {
    if (!named.has(variantId)) at(['addOnPrices', variantId], 'is the price of an add-on this configuration does not name');
  }

  // Lead times in order.
  if (config.leadTime.minWeeks > config.leadTime.maxWeeks) at(['leadTime', 'maxWeeks'], 'must not be below minWeeks');
  if (config.trialLeadTime && config.trialLeadTime.minWeeks > config.trialLeadTime.maxWeeks)
    at(['trialLeadTime', 'maxWeeks'], 'must not be below minWeeks');

  // The fit guarantee (issue 29): a share and a cap that reimburse something together, or neither.
  const guarantee = config.fitGuarantee;
  if (guarantee.alterationSharePercent > 0 && guarantee.alterationCapMinorSgd === 0)
    at(
      ['fitGuarantee', 'alterationCapMinorSgd'],
      'a share of the piece with a cap of 0 reimburses nothing: give a cap, or set the share to 0',
    );
  if (guarantee.alterationSharePercent === 0 && guarantee.alterationCapMinorSgd > 0)
    at(['fitGuarantee', 'alterationSharePercent'], 'a cap with a share of 0 reimburses nothing: give a share, or set the cap to 0');
  // Timeline (decision 048): the stages add up to a time within the lead time; a trial's to the trial lead time's.
  const withinLead = (
    days: Parameters<typeof stageDaysTotal>[0],
    lead: AdminProductConfig['leadTime'],
    path: PropertyKey[],
    what: string,
  ) => {
    const total = stageDaysTotal(days);
    const allowed = leadTimeDays(lead);
    if (total < allowed.min || total > allowed.max)
      at(path, `add up to ${total} days; ${what} of ${lead.minWeeks}–${lead.maxWeeks} weeks needs ${allowed.min}–${allowed.max}`);
  };
  withinLead(config.timeline.stageDays, config.leadTime, ['timeline', 'stageDays'], 'the lead time');
  if (config.trialLeadTime && !config.timeline.trialStageDays)
    at(['timeline', 'trialStageDays'], 'a type with a trial lead time needs its trial stages');
  if (!config.trialLeadTime && config.timeline.trialStageDays)
    at(['timeline', 'trialStageDays'], 'a type without a trial lead time has no trial stages: leave it empty');
  if (config.trialLeadTime && config.timeline.trialStageDays)
    withinLead(config.timeline.trialStageDays, config.trialLeadTime, ['timeline', 'trialStageDays'], 'the trial lead time');

  // Measurements: fields the measurement step can show, and a size table complete for every size and fit.
  const { fields, sizes, fits, sizeAndFitMeasurements } = config.measurements;
  const m = (...segments: PropertyKey[]) => ['measurements', ...segments];
  for (const index of duplicates(fields.map((field) => field.key)))
    at(m('fields', index, 'key'), `"${fields[index]?.key}" is already a measurement field`);
  fields.forEach((field, index) => {
    if (field.type === 'dropdown') {
      if (field.options.length === 0) at(m('fields', index, 'options'), 'a dropdown needs options');
      if (typeof field.default !== 'string' || !field.options.includes(field.default))
        at(m('fields', index, 'default'), 'a dropdown starts on one of its own options');
      return;
    }
    if (field.lower_bound === null) at(m('fields', index, 'lower_bound'), 'a number field needs its lowest value');
    if (field.upper_bound === null) at(m('fields', index, 'upper_bound'), 'a number field needs its highest value');
    if (field.visibility.standard && field.adjustments === null)
      at(m('fields', index, 'adjustments'), 'a field shown with standard sizes says how far a customer may move it');
    if (field.adjustments && !(field.adjustments.min <= 0 && field.adjustments.max >= 0 && field.adjustments.min < field.adjustments.max)) {
      at(m('fields', index, 'adjustments'), 'min must be 0 or below and max 0 or above, min below max');
    }
    const within = (value: number) =>
      (field.lower_bound === null || value >= field.lower_bound) && (field.upper_bound === null || value <= field.upper_bound);
    if (field.value !== null && !within(field.value)) at(m('fields', index, 'value'), 'must lie within lower_bound and upper_bound');
  });
  for (const index of duplicates(sizes)) at(m('sizes', index), `names "${sizes[index]}" twice`);
  for (const index of duplicates(fits)) at(m('fits', index), `names "${fits[index]}" twice`);
  const tabled = fields.filter((field) => field.type === 'display' && field.visibility.standard);
  for (const size of Object.keys(sizeAndFitMeasurements)) {
    if (!sizes.includes(size)) at(m('sizeAndFitMeasurements', size), `"${size}" is not one of the sizes`);
  }
  for (const size of sizes) {
    const row = own(sizeAndFitMeasurements, size);
    if (!row) {
      at(m('sizeAndFitMeasurements', size), 'is missing: every size needs its measurements for every fit');
      continue;
    }
    for (const fit of Object.keys(row))
      if (!fits.includes(fit)) at(m('sizeAndFitMeasurements', size, fit), `"${fit}" is not one of the fits`);
    for (const fit of fits) {
      const values = own(row, fit);
      if (!values) {
        at(m('sizeAndFitMeasurements', size, fit), 'is missing: every size needs its measurements for every fit');
        continue;
      }
      for (const key of Object.keys(values)) {
        if (!tabled.some((field) => field.key === key))
          at(m('sizeAndFitMeasurements', size, fit, key), 'is not a number field shown with standard sizes');
      }
      for (const field of tabled) {
        const value = own(values, field.key);
        if (value === undefined) at(m('sizeAndFitMeasurements', size, fit, field.key), 'is missing');
        else if ((field.lower_bound !== null && value < field.lower_bound) || (field.upper_bound !== null && value > field.upper_bound)) {
          at(
            m('sizeAndFitMeasurements', size, fit, field.key),
            `must lie within the field's bounds (${field.lower_bound} to ${field.upper_bound})`,
          );
        }
      }
    }
  }

  fitProblems(config, at);
  // The garment picture (issue 30): every option drawn in every view that stacks its group, every paint defined.
  for (const message of pictureProblems(config)) at(['picture'], message);
  return problems;
}

/**
 * The fit estimate's model and the measurement warnings' checks (issue 29): every field they name is
 * a number field of this type, every fit and size they name is the table's, and every range runs
 * from a lower to a higher number.
 */
function fitProblems(config: AdminProductConfig, at: (segments: readonly PropertyKey[], message: string) => void): void {
  const { fields, sizes, fits } = config.measurements;
  const { fitModel: model, fitChecks: checks } = config;
  const numberFields = new Set(fields.filter((field) => field.type === 'display').map((field) => field.key));
  const field = (path: PropertyKey[], key: string) => {
    if (!numberFields.has(key)) at(path, `names "${key}", which is not a number field of the measurements`);
  };
  const fit = (path: PropertyKey[], name: string) => {
    if (!fits.includes(name)) at(path, `names "${name}", which is not one of the fits`);
  };
  const range = (path: PropertyKey[], band: { min: number; max: number }) => {
    if (!(band.min < band.max)) at([...path, 'max'], 'must be above min');
  };
  const f = (...segments: PropertyKey[]) => ['fitModel', ...segments];
  const c = (...segments: PropertyKey[]) => ['fitChecks', ...segments];

  range(f('covers', 'heightCm'), model.covers.heightCm);
  range(f('covers', 'weightKg'), model.covers.weightKg);
  for (const key of Object.keys(model.girths)) field(f('girths', key), key);
  for (const key of Object.keys(model.lengths)) field(f('lengths', key), key);
  for (const [name, byField] of Object.entries(model.ease)) {
    fit(f('ease', name), name);
    for (const key of Object.keys(byField)) {
      field(f('ease', name, key), key);
      if (numberFields.has(key) && !Object.hasOwn(model.girths, key) && !Object.hasOwn(model.lengths, key))
        at(f('ease', name, key), 'has no girth or length in the model to add its ease to');
    }
  }
  for (const name of fits) if (!Object.hasOwn(model.ease, name)) at(f('ease', name), 'is missing: every fit needs its ease');
  for (const preference of ['slim', 'regular', 'relaxed'] as const) fit(f('preferences', preference), model.preferences[preference]);
  const labels = model.usualSizes.map((entry) => entry.label.trim().toLowerCase());
  for (const index of duplicates(labels))
    at(f('usualSizes', index, 'label'), `"${model.usualSizes[index]!.label}" is already a usual size`);
  model.usualSizes.forEach((entry, index) => {
    if (!sizes.includes(entry.size)) at(f('usualSizes', index, 'size'), `names "${entry.size}", which is not one of the sizes`);
  });
  if (!(model.confidence.medium < model.confidence.high)) at(f('confidence', 'high'), 'must be above medium');

  for (const [key, band] of Object.entries(checks.heightBands)) {
    field(c('heightBands', key), key);
    range(c('heightBands', key), band);
  }
  checks.atMostShare.forEach((rule, index) => {
    field(c('atMostShare', index, 'field'), rule.field);
    field(c('atMostShare', index, 'other'), rule.other);
  });
  checks.notBelow.forEach((rule, index) => {
    field(c('notBelow', index, 'field'), rule.field);
    field(c('notBelow', index, 'other'), rule.other);
    rule.fits.forEach((name, position) => fit(c('notBelow', index, 'fits', position), name));
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every text (or key) holding half of a character, a lone UTF-16 surrogate: no database can keep it in JSON. */
function brokenTexts(value: unknown, segments: PropertyKey[] = []): ApiProblem[] {
  if (typeof value === 'string')
    return !LONE_SURROGATE.test(value) ? [] : [{ path: configPath(segments), message: 'holds half of a character; type it again' }];
  if (Array.isArray(value)) return value.flatMap((item, index) => brokenTexts(item, [...segments, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    !LONE_SURROGATE.test(key)
      ? brokenTexts(item, [...segments, key])
      : [{ path: configPath(segments), message: 'names a key holding half of a character' }],
  );
}

/** A proposed configuration read with the contract's schema: the configuration as it will be kept (unknown keys dropped), or every problem. */
export function parseProductConfig(input: unknown): { ok: true; config: AdminProductConfig } | { ok: false; problems: ApiProblem[] } {
  const parsed = AdminProductConfigSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ path: configPath(issue.path), message: issue.message })) };
  const broken = brokenTexts(parsed.data);
  return broken.length > 0 ? { ok: false, problems: broken } : { ok: true, config: parsed.data };
}
