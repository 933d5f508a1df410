import type { ApiProblem, ProductType } from '@selvedge/contract';
import { AdminProductConfigSchema, type AdminProductConfig } from '@selvedge/contract/admin';
import { accessoriesOfValues, accessoriesValues, accessoryField, priceField, type AccessoriesValues } from './config-accessories-values';
import { fitGuaranteeField, fitGuaranteeOfValues, fitGuaranteeValues, type FitGuaranteeValues } from './config-fit-guarantee-values';
import { fitChecksField, fitModelField, fitOfValues, fitValues, type FitValues } from './config-fit-values';
import { formProblems, text, type FormProblem, type FormProblems } from './config-form-text';
import { measurementField, measurementsOfValues, measurementsValues, type MeasurementsValues } from './config-measurements-values';
import { stylesField, stylesOfValues, stylesValues, type StylesValues } from './config-styles-values';
import { timelineField, timelineOfValues, timelineValues, type TimelineValues } from './config-timeline-values';

/**
 * A product configuration as the editor's form holds it, and back: numbers and prices as the text
 * typed, style groups in their order, each measurement field with its own column of the size table.
 * Each section's values, and where its problems show, are in its own file (config-<section>-values);
 * this one holds the type's own words (title, lead times, matching piece, picture) and puts the
 * sections together. Every problem, the form's own, the contract's or the server's (named by its
 * path under `config`), is placed on the field that holds it, or reported for the whole form.
 */

interface LeadTimeValues {
  minWeeks: string;
  maxWeeks: string;
}

export interface ConfigFormValues
  extends StylesValues,
    AccessoriesValues,
    MeasurementsValues,
    FitValues,
    FitGuaranteeValues,
    TimelineValues {
  title: string;
  description: string;
  leadTime: LeadTimeValues;
  trial: boolean;
  trialLeadTime: LeadTimeValues;
  matching: boolean;
  matchingItem: { prefix: string; suffix: string };
  /** The garment picture (issue 30) as JSON text: the views, each option's drawing per view, the paints. */
  picture: string;
}

/** The form's values for a configuration; `variants` are every add-on variant the type is known to have. */
export function valuesOfConfig(config: AdminProductConfig, variants: readonly string[] = []): ConfigFormValues {
  return {
    title: config.title,
    description: config.description,
    leadTime: { minWeeks: text(config.leadTime.minWeeks), maxWeeks: text(config.leadTime.maxWeeks) },
    trial: config.trialLeadTime !== null,
    trialLeadTime: { minWeeks: text(config.trialLeadTime?.minWeeks), maxWeeks: text(config.trialLeadTime?.maxWeeks) },
    matching: config.matchingItem !== null,
    matchingItem: { prefix: config.matchingItem?.prefix ?? '', suffix: config.matchingItem?.suffix ?? '' },
    ...stylesValues(config),
    ...fitValues(config),
    ...accessoriesValues(config, variants),
    ...timelineValues(config.timeline),
    ...measurementsValues(config.measurements),
    ...fitGuaranteeValues(config.fitGuarantee),
    picture: JSON.stringify(config.picture, null, 1),
  };
}

function leadTimeOf(typed: LeadTimeValues, name: 'leadTime' | 'trialLeadTime', problems: FormProblems) {
  return {
    minWeeks: problems.number(typed.minWeeks, `${name}.minWeeks`, `config.${name}.minWeeks`),
    maxWeeks: problems.number(typed.maxWeeks, `${name}.maxWeeks`, `config.${name}.maxWeeks`),
  };
}

/**
 * The configuration the form's values make, with the prices of the variants it names; or the
 * problems, each on its field: the form's own first (a number that is not one, a price, two groups
 * with one key), then the contract's schema, the one the server checks it with.
 */
export function configOfValues(
  values: ConfigFormValues,
  productType: ProductType,
): { config: AdminProductConfig } | { problems: FormProblem[] } {
  const problems = formProblems();
  const styles = stylesOfValues(values, problems);
  const measurements = measurementsOfValues(values, problems);
  const { accessories, addOnPrices } = accessoriesOfValues(values, problems);
  const fitGuarantee = fitGuaranteeOfValues(values, problems);
  const { fitModel, fitChecks } = fitOfValues(values, problems);
  let picture: unknown = null;
  try {
    picture = JSON.parse(values.picture);
  } catch {
    problems.add('picture', 'config.picture', 'The picture must be JSON, as the form showed it');
  }

  const config: AdminProductConfig = {
    productType,
    title: values.title,
    description: values.description,
    leadTime: leadTimeOf(values.leadTime, 'leadTime', problems),
    trialLeadTime: values.trial ? leadTimeOf(values.trialLeadTime, 'trialLeadTime', problems) : null,
    accessories,
    stylesOrder: styles.stylesOrder,
    styles: styles.styles,
    exceptions: styles.exceptions,
    measurements,
    fitModel,
    fitChecks,
    styleKeys: styles.styleKeys,
    matchingItem: values.matching ? { ...values.matchingItem } : null,
    fitGuarantee,
    timeline: timelineOfValues(values, values.trial, problems),
    addOnPrices,
    picture: picture as AdminProductConfig['picture'],
  };

  const parsed = AdminProductConfigSchema.safeParse(config);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = requestPath(issue.path);
      problems.add(fieldOfPath(path, values), path, issue.message);
    }
  }
  return problems.list.length > 0 ? { problems: problems.list } : { config };
}

/** `['styles', 'collar', 'options', 2, 'key']` -> `config.styles.collar.options[2].key`, as the server names it. */
function requestPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>(
    (path, segment) => (typeof segment === 'number' ? `${path}[${segment}]` : `${path}.${String(segment)}`),
    'config',
  );
}

/** `config.styles.collar.options[2].key` (or a difference's `styles.collar...`) -> `['styles', 'collar', 'options', 2, 'key']`. */
export function pathSegments(path: string): (string | number)[] {
  const inner = path.replace(/^config(?=[.[]|$)/, '');
  const rest = inner === '' || inner.startsWith('.') || inner.startsWith('[') ? inner : `.${inner}`;
  const segments: (string | number)[] = [];
  for (const match of rest.matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)) segments.push(match[2] !== undefined ? Number(match[2]) : (match[1] ?? ''));
  return segments;
}

/**
 * Where a problem the request's path names shows in the form: the field that holds it (its
 * react-hook-form path), or null when no one field does (the form then lists it at the top).
 * `values` are the ones the request was made of: record keys (a group's, a size's) are found in them.
 */
export function fieldOfPath(path: string, values: ConfigFormValues): string | null {
  const [top, ...rest] = pathSegments(path);
  switch (top) {
    case 'title':
    case 'description':
      return rest.length === 0 ? top : null;
    case 'leadTime':
    case 'trialLeadTime':
      return rest[0] === 'maxWeeks' ? `${top}.maxWeeks` : `${top}.minWeeks`;
    case 'matchingItem':
      return rest[0] === 'suffix' ? 'matchingItem.suffix' : 'matchingItem.prefix';
    case 'picture':
      return 'picture';
    case 'fitGuarantee':
      return fitGuaranteeField(rest);
    case 'timeline':
      return timelineField(rest);
    case 'stylesOrder':
    case 'styleKeys':
    case 'styles':
    case 'exceptions':
      return stylesField(top, rest, values);
    case 'accessories':
      return accessoryField(rest, values);
    case 'addOnPrices':
      return priceField(rest, values);
    case 'measurements':
      return measurementField(rest, values);
    case 'fitModel':
      return fitModelField(rest, values);
    case 'fitChecks':
      return fitChecksField(rest, values);
    default:
      return null;
  }
}

/** Problems the server named by their paths, each placed on its field where the form has one. */
export function placeProblems(problems: readonly ApiProblem[], values: ConfigFormValues): FormProblem[] {
  return problems.map((problem) => ({ field: fieldOfPath(problem.path, values), path: problem.path, message: problem.message }));
}
