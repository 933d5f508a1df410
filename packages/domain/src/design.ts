import { previewPath, type AccessoryItem, type CurrencyCode, type Money, type ProductConfig, type ProductType } from '@selvedge/contract';
import { decimalStringToMinor } from './money.js';

/**
 * A customised piece as the customer designs it (SPEC §3 "Shop state"): the fabric, one option per
 * style group, and the accessories (initials, add-ons, comments) by item key. Everything about a
 * product type comes from its configuration; nothing here names a collar or a waistband.
 */
export interface Design {
  productType: ProductType;
  /** The fabric's handle, or null before one is chosen. */
  fabric: string | null;
  /** Style group key -> option key. */
  styles: Record<string, string>;
  /**
   * Accessory item key -> value: a `choice` holds an option key, a `toggle` true when on, a `text`
   * its (non-empty) text. Items that are off or empty are absent.
   */
  accessories: Record<string, string | true>;
}

/** Every accessory item of a configuration, in the order the customiser shows them. */
export function accessoryItems(config: Pick<ProductConfig, 'accessories'>): AccessoryItem[] {
  const { fabric, initials, addOns, others } = config.accessories;
  return [...fabric, ...initials, ...addOns, ...others];
}

/** The piece as it starts (SPEC §4): the default option of every group, default choices, nothing added. */
export function defaultDesign(config: ProductConfig, fabric: string | null = null): Design {
  const styles: Record<string, string> = {};
  for (const group of config.stylesOrder) {
    const definition = config.styles[group];
    if (definition) styles[group] = definition.default;
  }
  const accessories: Record<string, string | true> = {};
  for (const item of accessoryItems(config)) {
    if (item.kind === 'choice' && item.default !== null) accessories[item.key] = item.default;
  }
  return { productType: config.productType, fabric, styles, accessories };
}

// --- Exceptions -----------------------------------------------------------------------------------

/** 'Not suitable for {style}' (SPEC §8), with the display name of the choice that rules it out. */
export function notSuitableMessage(styleName: string): string {
  return `Not suitable for ${styleName}`;
}

/** SPEC §8: what the styles show for a type without exception rules. */
export const NO_EXCEPTIONS_MESSAGE = (title: string) => `${title} have no exceptions.`;

/**
 * The options that the current choices rule out: `group -> option -> display name of the choice
 * that rules it out`. An option is never ruled out by its own group's choice.
 */
export function unsuitableOptions(config: ProductConfig, styles: Record<string, string>): Map<string, Map<string, string>> {
  const ruledOut = new Map<string, Map<string, string>>();
  for (const rule of config.exceptions) {
    if (styles[rule.when.group] !== rule.when.option) continue;
    const cause = config.styles[rule.when.group]?.options.find((option) => option.key === rule.when.option)?.value ?? rule.when.option;
    for (const target of rule.notSuitable) {
      if (target.group === rule.when.group) continue;
      const options = ruledOut.get(target.group) ?? new Map<string, string>();
      for (const option of target.options) if (!options.has(option)) options.set(option, cause);
      ruledOut.set(target.group, options);
    }
  }
  return ruledOut;
}

/** The reason an option cannot be chosen now ('Not suitable for Band collar'), or null when it can. */
export function unsuitableReason(config: ProductConfig, styles: Record<string, string>, group: string, option: string): string | null {
  const cause = unsuitableOptions(config, styles).get(group)?.get(option);
  return cause === undefined ? null : notSuitableMessage(cause);
}

/**
 * Chooses `option` in `group` and repairs the groups the new choice rules out: each moves to its
 * default, or the first option that suits, and is named in `changed` so the customer can be told.
 * An option that the other choices rule out is not taken: the design stays, and `changed` says why.
 */
export function chooseStyle(
  config: ProductConfig,
  design: Design,
  group: string,
  option: string,
): { design: Design; changed: DesignNotice[] } {
  const reason = unsuitableReason(config, design.styles, group, option);
  if (reason !== null) return { design, changed: [{ field: group, message: `${optionName(config, group, option)}: ${reason}.` }] };
  const next: Design = { ...design, styles: { ...design.styles, [group]: option } };
  const changed = settleExceptions(config, next, group);
  return { design: next, changed };
}

// --- Repair ---------------------------------------------------------------------------------------

export interface DesignNotice {
  /** What was changed: a style group key, an accessory key or "fabric". */
  field: string;
  /** A sentence for the customer. */
  message: string;
}

const optionName = (config: ProductConfig, group: string, option: string) =>
  config.styles[group]?.options.find((candidate) => candidate.key === option)?.value ?? option;

/**
 * Moves every group whose choice is ruled out to a suitable option (its default when that suits,
 * else the first that does), in `stylesOrder`, leaving `keep` alone. Mutates `design.styles`.
 */
function settleExceptions(config: ProductConfig, design: Design, keep?: string): DesignNotice[] {
  const notices: DesignNotice[] = [];
  // Each pass can only move a group to an option that suits the others, so this ends; the bound is a guard.
  for (let pass = 0; pass < config.stylesOrder.length + 1; pass += 1) {
    const ruledOut = unsuitableOptions(config, design.styles);
    const clash = config.stylesOrder.find((group) => group !== keep && ruledOut.get(group)?.has(design.styles[group] ?? ''));
    if (clash === undefined) return notices;
    const definition = config.styles[clash];
    if (!definition) return notices;
    const blocked = ruledOut.get(clash) ?? new Map<string, string>();
    const replacement = blocked.has(definition.default)
      ? definition.options.find((option) => !blocked.has(option.key))?.key
      : definition.default;
    if (replacement === undefined) return notices;
    const was = design.styles[clash] ?? '';
    notices.push({
      field: clash,
      message: `${definition.name}: ${optionName(config, clash, was)} is not suitable for ${blocked.get(was)}, so we chose ${optionName(config, clash, replacement)}.`,
    });
    design.styles[clash] = replacement;
  }
  return notices;
}

/** A text accessory's value as it may be kept, or null when it breaks the item's rules. */
export function acceptableText(item: AccessoryItem, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (item.maxLength !== undefined && [...trimmed].length > item.maxLength) return null;
  if (item.pattern !== undefined && !new RegExp(`^(?:${item.pattern})$`, 'u').test(trimmed)) return null;
  return trimmed;
}

/**
 * Any design, however it was made (an old link, a doctored URL), as a valid one for `config`, and
 * what was changed to get there. Unknown groups and options go back to the default; choices that
 * an exception rules out move to one that suits; unknown, empty or invalid accessories are dropped.
 */
export function repairDesign(config: ProductConfig, input: Partial<Design>): { design: Design; notices: DesignNotice[] } {
  const notices: DesignNotice[] = [];
  const start = defaultDesign(config, input.fabric ?? null);
  const styles = { ...start.styles };
  for (const [group, option] of Object.entries(input.styles ?? {})) {
    const definition = config.styles[group];
    if (!definition || !config.stylesOrder.includes(group)) {
      notices.push({ field: group, message: `There is no "${group}" style for ${config.title.toLowerCase()}; it was left out.` });
      continue;
    }
    if (!definition.options.some((candidate) => candidate.key === option)) {
      notices.push({
        field: group,
        message: `${definition.name}: "${option}" is not one of our options, so we chose ${optionName(config, group, definition.default)}.`,
      });
      continue;
    }
    styles[group] = option;
  }

  const accessories = { ...start.accessories };
  const items = new Map(accessoryItems(config).map((item) => [item.key, item]));
  for (const [key, value] of Object.entries(input.accessories ?? {})) {
    const item = items.get(key);
    if (!item) {
      notices.push({ field: key, message: `"${key}" is not an option for ${config.title.toLowerCase()}; it was left out.` });
      continue;
    }
    if (item.kind === 'toggle') {
      if (value === true) accessories[key] = true;
      else notices.push({ field: key, message: `${item.value}: "${String(value)}" is not on or off; it was left off.` });
    } else if (item.kind === 'choice') {
      if (typeof value === 'string' && item.options.some((option) => option.key === value)) accessories[key] = value;
      else notices.push({ field: key, message: `${item.value}: "${String(value)}" is not one of our options; we kept the usual choice.` });
    } else {
      const text = typeof value === 'string' ? acceptableText(item, value) : null;
      if (text !== null) accessories[key] = text;
      else if (typeof value === 'string' && value.trim() !== '') {
        notices.push({ field: key, message: `${item.value}: "${value.trim()}" was left out. ${textProblem(item, value)}` });
      }
    }
  }

  const design: Design = { productType: config.productType, fabric: input.fabric ?? null, styles, accessories };
  notices.push(...settleExceptions(config, design));
  return { design, notices };
}

/** A pattern that is one set of characters, repeated (`[A-Za-z.&]{1,3}`): the set, as a test and in words. */
interface CharacterSet {
  allows(character: string): boolean;
  /** "letters, digits, spaces and . & -" */
  words: string;
}

const SET_PATTERN = /^\[(?!\^)((?:\\.|[^\]\\])+)\](?:\{\d+(?:,\d*)?\}|[+*?])?$/u;
const RANGE_WORDS: Record<string, string> = { 'A-Z': 'capital letters', 'a-z': 'small letters', '0-9': 'digits' };
const ESCAPE_WORDS: Record<string, string> = { '\\d': 'digits', '\\s': 'spaces' };

/** The set a pattern repeats, or null when the pattern says more than which characters it takes. */
function characterSet(pattern: string): CharacterSet | null {
  const body = SET_PATTERN.exec(pattern)?.[1];
  if (body === undefined) return null;
  const named: string[] = [];
  const literals: string[] = [];
  for (const [token] of body.matchAll(/\\.|.-(?:\\.|[^\\])|./gu)) {
    if (RANGE_WORDS[token]) named.push(RANGE_WORDS[token]);
    else if (ESCAPE_WORDS[token]) named.push(ESCAPE_WORDS[token]);
    else if (token.startsWith('\\')) {
      // An escaped character stands for itself; a class escape such as \w or \p{L} has no plain name here.
      if (/^\\[a-zA-Z]$/u.test(token)) return null;
      literals.push(token.slice(1));
    } else if (token.length > 1) literals.push(token.replace('-', '–'));
    else if (token === ' ') named.push('spaces');
    else literals.push(token);
  }
  const letters = named.includes('capital letters') && named.includes('small letters');
  const words = [...new Set(letters ? ['letters', ...named.filter((word) => !word.endsWith(' letters'))] : named)];
  if (literals.length > 0) words.push(literals.join(' '));
  const test = new RegExp(`^[${body}]$`, 'u');
  return { allows: (character) => test.test(character), words: listOf(words) };
}

/** "a", "a and b", "a, b and c" */
function listOf(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const characterName = (character: string) => (/\s/u.test(character) ? 'spaces' : `"${character}"`);

/**
 * Why a text accessory cannot take `text`, in words a customer can act on: the characters it
 * refuses, by name, and the length only when the length is what is wrong. Null when the text is
 * fine, or empty (an empty text is no text, not a mistake).
 */
export function textProblem(item: AccessoryItem, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || acceptableText(item, text) !== null) return null;
  const problems: string[] = [];
  const length = [...trimmed].length;
  if (item.maxLength !== undefined && length > item.maxLength) {
    problems.push(`${item.value} can be at most ${item.maxLength} characters; this is ${length}.`);
  }
  const set = item.pattern === undefined ? null : characterSet(item.pattern);
  if (set) {
    const refused = [...new Set([...new Set(trimmed)].filter((character) => !set.allows(character)).map(characterName))];
    if (refused.length > 0) {
      const verb = refused.length === 1 && refused[0] !== 'spaces' ? 'is' : 'are';
      problems.push(`${item.value} can use ${set.words} only; ${listOf(refused)} ${verb} not allowed.`);
    }
  }
  // A rule with no plain words (a pattern beyond a set of characters): the item's own description says it.
  if (problems.length === 0) problems.push(`${item.value}: ${item.description.split('.')[0] ?? 'not allowed'}.`);
  return problems.join(' ');
}

// --- Price ----------------------------------------------------------------------------------------

export interface PriceLine {
  /** What the line is for: "Fabric", or the accessory's name. */
  label: string;
  /** The accessory item key, or "fabric". */
  key: string;
  minor: number;
}

export interface DesignPrice {
  currencyCode: CurrencyCode;
  lines: PriceLine[];
  totalMinor: number;
}

function priceOf(money: Money | null, currency: CurrencyCode): number | null {
  if (money === null) return null;
  if (money.currencyCode !== currency) throw new RangeError(`prices in ${money.currencyCode} and ${currency} cannot be added`);
  return decimalStringToMinor(money.amount, currency);
}

/**
 * The price of a design (the cart reuses this on the server): the fabric's price plus every
 * priced accessory that is chosen (a toggle that is on, a choice whose option has a price, a text
 * that is filled and has a price). All prices must be in one currency; the answer is in minor units.
 */
export function priceDesign(config: ProductConfig, fabricPrice: Money, design: Design): DesignPrice {
  const currencyCode = fabricPrice.currencyCode;
  const lines: PriceLine[] = [{ label: 'Fabric', key: 'fabric', minor: decimalStringToMinor(fabricPrice.amount, currencyCode) }];
  for (const item of accessoryItems(config)) {
    const value = design.accessories[item.key];
    if (value === undefined) continue;
    let minor: number | null = null;
    if (item.kind === 'choice') {
      const option = item.options.find((candidate) => candidate.key === value);
      minor = option ? priceOf(option.price, currencyCode) : null;
    } else {
      minor = priceOf(item.price, currencyCode);
    }
    if (minor !== null && minor !== 0) lines.push({ label: item.value, key: item.key, minor });
  }
  return { currencyCode, lines, totalMinor: lines.reduce((sum, line) => sum + line.minor, 0) };
}

// --- URL ------------------------------------------------------------------------------------------

/** The query parameter of the fabric; every other parameter is a style group or an accessory key. */
export const FABRIC_PARAM = 'fabric';
/** Query parameters the customiser leaves to others (the login modal, analytics, pre-order mode). */
export const FOREIGN_PARAMS: ReadonlySet<string> = new Set([
  'modal',
  'form',
  'session-expired',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'tab',
  'notice',
]);

/**
 * The design as query parameters, so a link reproduces it: `fabric`, then every style group in
 * `stylesOrder`, then the accessories that are set (a toggle as `1`). Stable order, readable keys.
 */
export function designToSearchParams(config: ProductConfig, design: Design): URLSearchParams {
  const params = new URLSearchParams();
  if (design.fabric) params.set(FABRIC_PARAM, design.fabric);
  for (const group of config.stylesOrder) {
    const option = design.styles[group];
    if (option !== undefined) params.set(group, option);
  }
  for (const item of accessoryItems(config)) {
    const value = design.accessories[item.key];
    if (value === undefined) continue;
    params.set(item.key, value === true ? '1' : value);
  }
  return params;
}

/**
 * A design read back from query parameters, repaired (see `repairDesign`): what a shared or
 * doctored link gives. Parameters that belong to other parts of the page are ignored.
 */
export function designFromSearchParams(config: ProductConfig, params: URLSearchParams): { design: Design; notices: DesignNotice[] } {
  const toggles = new Set(
    accessoryItems(config)
      .filter((item) => item.kind === 'toggle')
      .map((item) => item.key),
  );
  const accessoryKeys = new Set(accessoryItems(config).map((item) => item.key));
  const styles: Record<string, string> = {};
  const accessories: Record<string, string | true> = {};
  for (const [key, value] of params) {
    if (key === FABRIC_PARAM || FOREIGN_PARAMS.has(key)) continue;
    if (accessoryKeys.has(key)) {
      if (toggles.has(key)) {
        if (value === '1' || value === 'true') accessories[key] = true;
        else accessories[key] = value;
      } else accessories[key] = value;
    } else {
      styles[key] = value;
    }
  }
  const fabric = params.get(FABRIC_PARAM);
  return repairDesign(config, { fabric: fabric && fabric.trim() !== '' ? fabric : null, styles, accessories });
}

/** The style-keyed attribute of SPEC §9 (shirt collar; trousers and shorts waistband; ...): the chosen options of `styleKeys`. */
export function styleKeyedAttribute(config: ProductConfig, design: Design): string {
  return config.styleKeys.map((group) => optionName(config, group, design.styles[group] ?? config.styles[group]?.default ?? '')).join(', ');
}

/** A matching item's name (SPEC §9): the configuration's prefix and suffix around the fabric's title. */
export function matchingItemName(config: ProductConfig, fabricTitle: string): string {
  if (!config.matchingItem) return fabricTitle;
  return `${config.matchingItem.prefix}${fabricTitle}${config.matchingItem.suffix}`.trim();
}

/**
 * The address of the server's picture of a piece (issue 30): the design's query as the customiser
 * writes it, less the piece's comments (notes for the workroom, never drawn), so every place the
 * piece appears shows the same picture and shares one drawing. Initials are drawn, so they stay.
 */
export function designPreviewPath(config: ProductConfig, design: Design, view?: string): string {
  const params = designToSearchParams(config, design);
  for (const item of config.accessories.others) if (item.kind === 'text') params.delete(item.key);
  return previewPath(design.productType, params, view);
}
