import {
  INVALID_PIECE_MESSAGES,
  type CartAttribute,
  type MeasurementsConfig,
  type PieceSizing,
  type ProductConfig,
  type ProductType,
  type SavedSize,
} from '@selvedge/contract';
import { accessoryItems, designFromSearchParams, designToSearchParams, type Design } from './design.js';
import { checkSize } from './measurements.js';

/** What is wrong with a piece, in SPEC §8's two messages, and each problem in words. */
export interface PieceProblems {
  message: string;
  problems: string[];
}

/**
 * A piece's design read from the customiser's query string and checked against the product
 * configuration: every style group and option must exist, no exception may rule a choice out,
 * accessories must be options of the configuration and texts must follow their rules (comments,
 * the `others` texts, are free). The fabric in the query, when there is one, must be `fabricHandle`.
 * Answers the design (written back in the configuration's order) or what is wrong with it.
 */
export function checkPieceDesign(
  config: ProductConfig,
  fabricHandle: string,
  query: string,
): { design: Design; query: string; problems: PieceProblems | null } {
  const params = new URLSearchParams(query);
  const { design, notices } = designFromSearchParams(config, params);
  const problems: string[] = [];
  let missingChoice = false;
  const groups = new Set(config.stylesOrder);
  const itemKeys = new Set(accessoryItems(config).map((item) => item.key));
  const comments = new Set(config.accessories.others.filter((item) => item.kind === 'text').map((item) => item.key));
  for (const notice of notices) {
    if (comments.has(notice.field)) continue;
    // A group or an item the configuration no longer has: the piece names something there is nothing to select for.
    if (!groups.has(notice.field) && !itemKeys.has(notice.field)) missingChoice = true;
    problems.push(notice.message);
  }
  const fabric = params.get('fabric');
  if (fabric !== null && fabric !== fabricHandle)
    problems.push(`The design names the fabric "${fabric.slice(0, 80)}", not this piece's fabric.`);
  const checked: Design = { ...design, fabric: fabricHandle };
  // Comments that break their own length rule are shortened rather than refused: they are notes, not choices.
  for (const key of comments) {
    const raw = params.get(key);
    if (raw !== null && raw.trim() !== '' && checked.accessories[key] === undefined) {
      const item = config.accessories.others.find((candidate) => candidate.key === key);
      checked.accessories[key] = [...raw.trim()].slice(0, item?.maxLength ?? 500).join('');
    }
  }
  return {
    design: checked,
    query: designToSearchParams(config, checked).toString(),
    problems:
      problems.length === 0
        ? null
        : { message: missingChoice ? INVALID_PIECE_MESSAGES.nothingToSelect : INVALID_PIECE_MESSAGES.valueMismatch, problems },
  };
}

/**
 * A piece's size checked as SPEC §5 asks: a standard size and fit of the table, body measurements
 * within their bounds (both with the measurement step's own `checkSize`), or one of the customer's
 * saved sizes of this type, by name, with the same fit (the Size–Fit pair). Answers the
 * measurements as they are kept (rounded), or what is wrong.
 */
export function checkPieceSizing(
  config: MeasurementsConfig,
  sizing: PieceSizing,
  savedSizes: readonly SavedSize[] | null,
): { sizing: PieceSizing; problems: PieceProblems | null } {
  if (sizing.method === 'saved') {
    const name = sizing.sizeName ?? sizing.size;
    const saved = name === null ? undefined : savedSizes?.find((size) => size.name.toLowerCase() === name.toLowerCase() && !size.deleted);
    if (!saved) {
      const why = savedSizes === null ? 'Log in to use a saved size.' : `There is no saved size named "${(name ?? '').slice(0, 60)}".`;
      return { sizing, problems: { message: INVALID_PIECE_MESSAGES.valueMismatch, problems: [why] } };
    }
    if (saved.basedOn.fit !== sizing.fit) {
      return {
        sizing,
        problems: {
          message: INVALID_PIECE_MESSAGES.valueMismatch,
          problems: [`The saved size "${saved.name}" is ${saved.basedOn.fit}, not ${sizing.fit.slice(0, 20)}.`],
        },
      };
    }
    return {
      sizing: { ...sizing, track: saved.track, size: saved.name, sizeName: saved.name, measurements: saved.measurements },
      problems: null,
    };
  }
  const checked = checkSize(
    config,
    sizing.track,
    { size: sizing.track === 'standard' ? sizing.size : null, fit: sizing.fit },
    sizing.measurements,
  );
  if (checked.problems.length > 0) {
    return {
      sizing,
      problems: { message: INVALID_PIECE_MESSAGES.valueMismatch, problems: checked.problems.map((problem) => problem.message) },
    };
  }
  // A name is kept only when it is one of the customer's saved sizes: a client cannot label a size at will.
  const named =
    sizing.sizeName === null
      ? undefined
      : savedSizes?.find((size) => size.name.toLowerCase() === sizing.sizeName?.toLowerCase() && !size.deleted);
  return {
    sizing: {
      ...sizing,
      size: sizing.track === 'standard' ? sizing.size : null,
      sizeName: named?.name ?? null,
      measurements: checked.measurements,
    },
    problems: null,
  };
}

/** An accessory chosen in a design that carries a price of its own: it becomes a cart line of its own. */
export interface ChargedAccessory {
  /** The accessory item's key. */
  key: string;
  label: string;
  variantId: string;
}

/**
 * The priced accessories a design chooses, in the configuration's order: a toggle that is on, a
 * choice whose option has a variant, a filled text that has a variant. With the fabric, these are
 * the piece's lines, and `priceDesign` prices exactly these.
 */
export function chargedAccessories(config: Pick<ProductConfig, 'accessories'>, design: Design): ChargedAccessory[] {
  const charged: ChargedAccessory[] = [];
  for (const item of accessoryItems(config)) {
    const value = design.accessories[item.key];
    if (value === undefined) continue;
    const variantId = item.kind === 'choice' ? (item.options.find((option) => option.key === value)?.variantId ?? null) : item.variantId;
    if (variantId !== null) charged.push({ key: item.key, label: item.value, variantId });
  }
  return charged;
}

/** Pieces named in the plural ("your trousers are…"), by product type. */
export function isPluralPiece(type: ProductType): boolean {
  return type === 'trousers' || type === 'shorts';
}

/** SPEC §3's attribute keys as a customer reads them: the keys stay as specified, the labels are for people. */
const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = { 'Add ons': 'Add-ons', Others: 'Notes for your tailor' };

/** The label a person reads for a line attribute's key ("Others" is the customer's notes for the tailor). */
export function attributeLabel(key: string): string {
  return ATTRIBUTE_LABELS[key] ?? key;
}

/**
 * What a person reads about a piece (SPEC §3 line attributes): each style group's choice, Size,
 * Fit, Initials, Add ons and Others (the customer's notes), leaving out what is empty.
 */
export function pieceAttributes(config: ProductConfig, design: Design, sizing: PieceSizing): CartAttribute[] {
  const attributes: CartAttribute[] = [];
  for (const group of config.stylesOrder) {
    const definition = config.styles[group];
    const option = definition?.options.find((candidate) => candidate.key === design.styles[group]);
    if (definition && option) attributes.push({ key: definition.name, value: option.value });
  }
  attributes.push({
    key: 'Size',
    value:
      sizing.method === 'body' || sizing.track === 'body'
        ? (sizing.sizeName ?? 'Body measurements')
        : (sizing.sizeName ?? sizing.size ?? ''),
  });
  attributes.push({ key: 'Fit', value: sizing.fit });
  const valueOf = (key: string) => {
    const item = accessoryItems(config).find((candidate) => candidate.key === key);
    const value = design.accessories[key];
    if (!item || value === undefined) return null;
    if (item.kind === 'choice') return item.options.find((option) => option.key === value)?.name ?? null;
    return value === true ? item.value : value;
  };
  const initials = config.accessories.initials
    .filter((item) => item.kind === 'text')
    .map((item) => valueOf(item.key))
    .filter((value) => value !== null);
  if (initials.length > 0) {
    const details = config.accessories.initials
      .filter((item) => item.kind === 'choice')
      .map((item) => valueOf(item.key))
      .filter((value) => value !== null);
    attributes.push({ key: 'Initials', value: [...initials, ...details].join(' · ') });
  }
  const addOns = [...config.accessories.fabric, ...config.accessories.addOns]
    .filter(
      (item) => design.accessories[item.key] !== undefined && (item.kind !== 'choice' || design.accessories[item.key] !== item.default),
    )
    .map((item) => (item.kind === 'choice' ? `${item.value}: ${valueOf(item.key) ?? ''}` : item.value));
  if (addOns.length > 0) attributes.push({ key: 'Add ons', value: addOns.join(', ') });
  const others = config.accessories.others.map((item) => valueOf(item.key)).filter((value) => value !== null);
  if (others.length > 0) attributes.push({ key: 'Others', value: others.join('\n') });
  return attributes;
}
