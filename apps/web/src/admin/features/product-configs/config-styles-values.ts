import type { AdminProductConfig } from '@selvedge/contract/admin';
import { index, type FormProblems } from './config-form-text';

/**
 * The configuration's style groups as the form holds them: the document's `styles` record and
 * `stylesOrder` made one list, the style keys, and the exceptions (an option that rules out others).
 */

export interface OptionValues {
  key: string;
  value: string;
  description: string;
  image: string;
}

export interface GroupValues {
  key: string;
  name: string;
  description: string;
  image: string;
  default: string;
  options: OptionValues[];
}

interface ExceptionValues {
  when: { group: string; option: string };
  notSuitable: { group: string; options: string[] }[];
}

export interface StylesValues {
  styles: GroupValues[];
  styleKeys: { key: string }[];
  exceptions: ExceptionValues[];
}

type StylesDocument = Pick<AdminProductConfig, 'stylesOrder' | 'styles' | 'exceptions' | 'styleKeys'>;

const exceptionsCopy = (exceptions: readonly ExceptionValues[]): ExceptionValues[] =>
  exceptions.map((rule) => ({
    when: { ...rule.when },
    notSuitable: rule.notSuitable.map((target) => ({ group: target.group, options: [...target.options] })),
  }));

export function stylesValues(config: StylesDocument): StylesValues {
  return {
    styles: config.stylesOrder.flatMap((key) => {
      const group = Object.hasOwn(config.styles, key) ? config.styles[key] : undefined;
      return group ? [{ ...group, key, options: group.options.map((option) => ({ ...option })) }] : [];
    }),
    styleKeys: config.styleKeys.map((key) => ({ key })),
    exceptions: exceptionsCopy(config.exceptions),
  };
}

/** The groups under their keys; a second group with a key already taken is a problem on its key. */
export function stylesOfValues(values: StylesValues, problems: FormProblems): StylesDocument {
  // Made with Object.fromEntries: a key such as "__proto__" is then a key like any other, which the server names.
  const groupKeys = new Set<string>();
  const styles: AdminProductConfig['styles'] = Object.fromEntries(
    values.styles.flatMap((group, at) => {
      if (groupKeys.has(group.key)) {
        problems.add(`styles.${at}.key`, `config.styles.${group.key}`, `Another style group has the key "${group.key}"`);
        return [];
      }
      groupKeys.add(group.key);
      return [[group.key, { ...group, options: group.options.map((option) => ({ ...option })) }]];
    }),
  );
  return {
    stylesOrder: values.styles.map((group) => group.key),
    styles,
    exceptions: exceptionsCopy(values.exceptions),
    styleKeys: values.styleKeys.map(({ key }) => key),
  };
}

/** New, empty rows of the lists the section can grow. */
export const emptyOption = (): OptionValues => ({ key: '', value: '', description: '', image: '' });
export const emptyGroup = (): GroupValues => ({ key: '', name: '', description: '', image: '', default: '', options: [emptyOption()] });
export const emptyException = (): ExceptionValues => ({ when: { group: '', option: '' }, notSuitable: [{ group: '', options: [] }] });

const OPTION_FIELDS = new Set(['key', 'value', 'name', 'description', 'image', 'variantId']);
const GROUP_FIELDS = new Set(['key', 'name', 'description', 'image', 'default', 'options']);

/** The field of a problem under `stylesOrder`, `styleKeys`, `styles` or `exceptions`. */
export function stylesField(
  top: 'stylesOrder' | 'styleKeys' | 'styles' | 'exceptions',
  rest: (string | number)[],
  values: StylesValues,
): string | null {
  switch (top) {
    case 'stylesOrder': {
      const at = index(rest[0]);
      return at !== null && at < values.styles.length ? `styles.${at}.key` : null;
    }
    case 'styleKeys': {
      const at = index(rest[0]);
      return at !== null && at < values.styleKeys.length ? `styleKeys.${at}.key` : null;
    }
    case 'styles':
      return styleField(rest, values);
    case 'exceptions':
      return exceptionField(rest, values);
  }
}

function styleField([key, property, option, optionProperty]: (string | number)[], values: StylesValues): string | null {
  const group = values.styles.findIndex((entry) => entry.key === key);
  if (group < 0) return null;
  if (property === undefined) return `styles.${group}.key`;
  if (property === 'options') {
    const at = index(option);
    if (at === null || at >= (values.styles[group]?.options.length ?? 0)) return `styles.${group}.options`;
    return `styles.${group}.options.${at}.${typeof optionProperty === 'string' && OPTION_FIELDS.has(optionProperty) ? optionProperty : 'key'}`;
  }
  return typeof property === 'string' && GROUP_FIELDS.has(property) ? `styles.${group}.${property}` : `styles.${group}.key`;
}

function exceptionField([rule, part, target, property]: (string | number)[], values: StylesValues): string | null {
  const at = index(rule);
  if (at === null || at >= values.exceptions.length) return null;
  if (part === 'when') return `exceptions.${at}.when.${target === 'option' ? 'option' : 'group'}`;
  if (part === 'notSuitable') {
    const t = index(target);
    if (t === null || t >= (values.exceptions[at]?.notSuitable.length ?? 0)) return `exceptions.${at}.when.group`;
    return `exceptions.${at}.notSuitable.${t}.${property === 'group' ? 'group' : 'options'}`;
  }
  return `exceptions.${at}.when.group`;
}
