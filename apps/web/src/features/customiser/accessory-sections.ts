import type { AccessoryItem, Money, ProductConfig } from '@selvedge/contract';
import { decimalStringToMinor, formatMoneyValue } from '@selvedge/domain';

type SectionKey = keyof ProductConfig['accessories'];

/** The four accessory sections of every configuration (SPEC §3), as the customiser titles them. */
const SECTIONS: readonly [SectionKey, string][] = [
  ['fabric', 'Fabric options'],
  ['initials', 'Initials'],
  ['addOns', 'Add-ons'],
  ['others', 'Notes for your tailor'],
];

export interface AccessorySection {
  key: SectionKey;
  title: string;
  /** Only the items shown to customers (`display`); hidden ones still validate. */
  items: AccessoryItem[];
}

/** The sections that have something to show. */
export function accessorySections(config: ProductConfig): AccessorySection[] {
  return SECTIONS.map(([key, title]) => ({ key, title, items: config.accessories[key].filter((item) => item.display) })).filter(
    (section) => section.items.length > 0,
  );
}

/** "+ SGD 15.00" for a priced choice, nothing for a free one. */
export function surchargeText(price: Money | null): string | null {
  if (price === null || decimalStringToMinor(price.amount, price.currencyCode) === 0) return null;
  return `+ ${formatMoneyValue(price)}`;
}

/** Notes longer than this are cut short in the summary (the cart shows the first 100 characters too). */
const SUMMARY_TEXT_LENGTH = 100;

export interface SummaryRow {
  key: string;
  kind: AccessoryItem['kind'];
  label: string;
  value: string;
}

/**
 * The accessories a summary lists: toggles that are on, texts that are filled, and the choices of
 * each section, except the choices of a section whose text is empty (no initials: no initials colour).
 */
export function accessorySummary(config: ProductConfig, accessories: Record<string, string | true>): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const section of accessorySections(config)) {
    const texts = section.items.filter((item) => item.kind === 'text');
    const textGiven = texts.length === 0 || texts.some((item) => typeof accessories[item.key] === 'string');
    for (const item of section.items) {
      const value = accessories[item.key];
      if (value === undefined) continue;
      if (item.kind === 'toggle' && value === true) rows.push({ key: item.key, kind: item.kind, label: item.value, value: 'Yes' });
      else if (item.kind === 'text' && typeof value === 'string') {
        const characters = [...value];
        const text = characters.length > SUMMARY_TEXT_LENGTH ? `${characters.slice(0, SUMMARY_TEXT_LENGTH).join('')}…` : value;
        rows.push({ key: item.key, kind: item.kind, label: item.value, value: text });
      } else if (item.kind === 'choice' && textGiven) {
        const option = item.options.find((candidate) => candidate.key === value);
        if (option) rows.push({ key: item.key, kind: item.kind, label: item.value, value: option.name });
      }
    }
  }
  return rows;
}
