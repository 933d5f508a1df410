import { ORDER_STATUS_LABELS, type Money, type OrderStatus } from '@selvedge/contract';
import { formatMoneyValue } from './money.js';

/**
 * The audit log as people read it: each kind of entry the shop writes, as a sentence. A template
 * gives what was done to the subject ("withdrew", the subject, "(reason: …)"); the page puts who did
 * it in front and the subject as a link. A kind no template knows still reads as a sentence.
 */

/** A piece of a sentence: words, or the subject's place (its name, a link on the page). */
export type SentencePart = string | { subject: true };

/** What a template reads: the entry's subject and what it was and became. */
export interface AuditFacts {
  subjectType: string;
  subjectId: string;
  subjectName: string | null;
  before: unknown;
  after: unknown;
}

type Template = (facts: AuditFacts) => SentencePart[];

const SUBJECT: SentencePart = { subject: true };

type Data = Record<string, unknown>;
const dataOf = (value: unknown): Data => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Data) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const isMoney = (value: unknown): value is Money =>
  typeof dataOf(value).amount === 'string' && typeof dataOf(value).currencyCode === 'string';

function moneyText(value: unknown): string | null {
  if (!isMoney(value)) return null;
  try {
    return formatMoneyValue(value);
  } catch {
    return `${value.currencyCode} ${value.amount}`;
  }
}

/** " (reason: …)", or nothing without one. */
const aside = (label: string, value: unknown): string => (text(value) ? ` (${label}: ${text(value)})` : '');

/** `saleStatusNote` → "sale status note". */
export const fieldWords = (field: string): string =>
  field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();

/** "a, b and c". */
export const listWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;

/** Fields that are bookkeeping, not something a person changed. */
const QUIET_FIELDS = new Set(['id', 'version', 'updatedAt', 'createdAt', 'lastLoginAt']);

/** The fields whose values differ between before and after, in words: "price and description". */
export function changedFieldWords(before: unknown, after: unknown): string[] {
  const was = dataOf(before);
  const now = dataOf(after);
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((field) => !QUIET_FIELDS.has(field) && JSON.stringify(was[field] ?? null) !== JSON.stringify(now[field] ?? null))
    .map(fieldWords);
}

/** "changed X's price and description" (or "saved X without a change"). */
const changed =
  (lead: string): Template =>
  ({ before, after }) => {
    const fields = changedFieldWords(before, after);
    return fields.length === 0 ? [`saved ${lead}`, SUBJECT, ' without a change'] : [`changed ${lead}`, SUBJECT, `: ${listWords(fields)}`];
  };

const statusWords = (status: unknown): string =>
  typeof status === 'string' && status in ORDER_STATUS_LABELS ? ORDER_STATUS_LABELS[status as OrderStatus] : String(status);

const SALE_STATUS_SENTENCES: Record<string, string> = { withdrawn: 'withdrew ', on_sale: 'put ', out_of_stock: 'marked ' };
const SALE_STATUS_ENDS: Record<string, string> = { withdrawn: '', on_sale: ' back on sale', out_of_stock: ' out of stock' };

const ROLE_WORDS: Record<string, string> = { owner: 'an owner', manager: 'a manager', workroom: 'a workroom member' };
const roleWords = (role: unknown): string => (typeof role === 'string' ? (ROLE_WORDS[role] ?? role) : 'staff');

const DECISION_WORDS: Record<string, string> = {
  alteration: 'an alteration',
  remake: 'a remake',
  refund: 'a refund',
  store_credit: 'store credit',
  declined: 'declined',
};

const pieceCount = (pieces: unknown): string => {
  const count = Object.keys(dataOf(pieces)).length;
  return count === 0 ? '' : count === 1 ? ' (1 piece)' : ` (${count} pieces)`;
};

const staffUpdate: Template = ({ before, after }) => {
  const was = dataOf(before);
  const now = dataOf(after);
  if (was.active === true && now.active === false) return ['deactivated ', SUBJECT];
  if (was.active === false && now.active === true) return ['reactivated ', SUBJECT];
  if (was.role !== now.role && now.role !== undefined) return ['made ', SUBJECT, ` ${roleWords(now.role)} (was ${roleWords(was.role)})`];
  return changed('')({ subjectType: 'staff', subjectId: '', subjectName: null, before, after });
};

/** Every kind of entry the shop writes, as a sentence. */
export const AUDIT_SENTENCES: Readonly<Record<string, Template>> = {
  // Orders and payments
  'order.move': ({ after, before }) => {
    const now = dataOf(after);
    return [
      'moved order ',
      SUBJECT,
      ` to ${statusWords(now.status)}${pieceCount(now.pieces)}, from ${statusWords(dataOf(before).status)}${aside('note', now.note)}`,
    ];
  },
  'order.refund': ({ after }) => {
    const now = dataOf(after);
    return [`refunded ${moneyText(now.amount) ?? 'money'} on order `, SUBJECT, aside('reason', now.reason)];
  },
  'order.late_notified': ({ after }) => [
    'told the customer of order ',
    SUBJECT,
    ` of a later delivery date${pieceCount(dataOf(after).pieces)}`,
  ],
  'payment.refunded_automatically': ({ after }) => {
    const now = dataOf(after);
    return [
      `refunded ${moneyText(now.amount) ?? 'a payment'} by itself, a payment that came after its checkout had closed`,
      aside('reason', now.reason),
    ];
  },

  // Fit claims
  'fit_claim.file': ({ after }) => [
    'filed the fit claim ',
    SUBJECT,
    text(dataOf(after).by) === 'guest link' ? ' by the order’s guest link' : '',
  ],
  'fit_claim.photo_add': () => ['added a photo to the fit claim ', SUBJECT],
  'fit_claim.receipt_add': () => ['added an alteration receipt to the fit claim ', SUBJECT],
  'fit_claim.decide': ({ after }) => {
    const now = dataOf(after);
    const decision = text(now.decision) ?? '';
    const amount = moneyText(now.amount);
    return [
      'decided the fit claim ',
      SUBJECT,
      `: ${DECISION_WORDS[decision] ?? fieldWords(decision)}${amount ? ` of ${amount}` : ''}${aside('reason', now.reason)}`,
    ];
  },
  'fit_claim.reopen': ({ after }) => ['reopened the fit claim ', SUBJECT, aside('why', dataOf(after).why)],

  // The catalogue
  'fabric.create': () => ['added the fabric ', SUBJECT],
  'fabric.update': changed('the fabric '),
  'fabric.sale_status': ({ after }) => {
    const now = dataOf(after);
    const status = text(now.saleStatus) ?? '';
    return [
      SALE_STATUS_SENTENCES[status] ?? 'changed the sale status of ',
      SUBJECT,
      `${SALE_STATUS_ENDS[status] ?? ''}${aside('reason', now.note)}`,
    ];
  },
  'fabric.images_add': () => ['added pictures to ', SUBJECT],
  'fabric.images_remove': () => ['removed a picture from ', SUBJECT],
  'preorder.create': () => ['opened the pre-order ', SUBJECT],
  'preorder.update': changed('the pre-order '),
  'preorder.navbar_image': () => ['changed the menu picture of the pre-order ', SUBJECT],
  'product_config.publish': ({ after }) => {
    const now = dataOf(after);
    return [`published version ${String(now.version)} of the `, SUBJECT, ' setup', aside('note', now.note)];
  },
  'product_config.rollback': ({ after }) => {
    const now = dataOf(after);
    return [
      'rolled the ',
      SUBJECT,
      ` setup back to version ${String(now.rolledBackTo)} (now version ${String(now.version)})`,
      aside('note', now.note),
    ];
  },
  'rate.update': ({ before, after }) => {
    const was = dataOf(before);
    const now = dataOf(after);
    const parts = [
      was.ratePerSgd !== now.ratePerSgd ? `the rate from ${String(was.ratePerSgd)} to ${String(now.ratePerSgd)} per SGD` : null,
      was.roundingIncrementMinor !== now.roundingIncrementMinor ? 'the rounding' : null,
    ].filter((part): part is string => part !== null);
    return ['changed the ', SUBJECT, ` exchange rate${parts.length > 0 ? `: ${listWords(parts)}` : ''}`];
  },

  // Discount codes
  'discount_code.create': ({ after }) => [
    'made the discount code ',
    SUBJECT,
    text(dataOf(after).description) ? ` (${text(dataOf(after).description)})` : '',
  ],

  // Shipping
  'shipping_rate.update': changed('the shipping rate '),
  'shipping_settings.update': ({ after }) => {
    const threshold = dataOf(after).freeShippingThresholdSgd;
    return [typeof threshold === 'number' ? `set free shipping to start at SGD ${threshold}` : 'changed the shipping settings'];
  },
  'shipping_country.create': () => ['added ', SUBJECT, ' to the countries the shop ships to'],
  'shipping_country.update': changed('shipping to '),
  'shipping_country.remove': () => ['stopped shipping to ', SUBJECT],

  // Content
  'content_page.update': changed('the page '),
  'announcement.update': () => ['changed the announcement bar'],
  'faq.create': ({ after }) => [`added a question to the FAQ${text(dataOf(after).question) ? `: “${text(dataOf(after).question)}”` : ''}`],
  'faq.update': ({ after }) => [`edited a question of the FAQ${text(dataOf(after).question) ? `: “${text(dataOf(after).question)}”` : ''}`],
  'faq.reorder': () => ['reordered the FAQ'],
  'faq.delete': ({ before }) => [
    `removed a question from the FAQ${text(dataOf(before).question) ? `: “${text(dataOf(before).question)}”` : ''}`,
  ],

  // Staff
  'staff.create': () => ['made the first owner account, ', SUBJECT],
  'staff.setup': () => ['set up the owner account ', SUBJECT],
  'staff.join': ({ after }) => ['joined the staff: ', SUBJECT, ` as ${roleWords(dataOf(after).role)}`],
  'staff.invite': ({ after }) => ['invited ', SUBJECT, ` to join as ${roleWords(dataOf(after).role)}`],
  'staff.update': staffUpdate,
  'staff.rejoin': ({ after }) => ['came back to the staff: ', SUBJECT, ` as ${roleWords(dataOf(after).role)}`],
  'staff.invite_resend': () => ['sent the invitation to ', SUBJECT, ' again (the earlier link no longer works)'],
  'staff.invite_revoke': () => ['withdrew the invitation to ', SUBJECT],
  'staff.password_change': () => ['changed the password of ', SUBJECT, ' (their other sessions ended)'],
  'staff.password_reset': () => ['set a new password for ', SUBJECT, ' from a reset link (every session ended)'],
  'staff.sessions_end': ({ after }) => {
    const ended = dataOf(after).ended;
    return ['ended ', typeof ended === 'number' ? `${ended} session${ended === 1 ? '' : 's'}` : 'the sessions', ' of ', SUBJECT];
  },
  'staff.grant': ({ before, after }) => {
    const had = Array.isArray(dataOf(before).grants) ? (dataOf(before).grants as unknown[]) : [];
    const has = Array.isArray(dataOf(after).grants) ? (dataOf(after).grants as unknown[]) : [];
    const given = has.filter((grant) => !had.includes(grant)).map(String);
    const taken = had.filter((grant) => !has.includes(grant)).map(String);
    if (given.length > 0) return [`let `, SUBJECT, ` make ${listWords(given)}`];
    if (taken.length > 0) return [`stopped `, SUBJECT, ` making ${listWords(taken)}`];
    return ['saved the permissions of ', SUBJECT, ' without a change'];
  },

  // Studio appointments
  'studio.create': () => ['opened the studio ', SUBJECT],
  'studio.update': changed('the studio '),
  'studio.fitter_add': ({ after }) => [`added ${text(dataOf(after).name) ?? 'a fitter'} as a fitter at a studio`],
  'studio.fitter_update': ({ after }) => [
    `changed the fitter ${text(dataOf(after).name) ?? ''}`.trimEnd() +
      (dataOf(after).active === false ? ' (no longer taking appointments)' : ''),
  ],
  'studio.hours': () => ['changed a studio’s weekly hours'],
  'studio.closure_add': ({ after }) => [
    `closed a studio${dataOf(after).fitterId ? ' for one fitter' : ''} on ${String(dataOf(after).date)}${aside('reason', dataOf(after).reason)}`,
  ],
  'studio.closure_remove': ({ after }) => [`took back a studio’s closing on ${String(dataOf(after).date)}`],
  'appointment.measurements': ({ after }) => [
    `recorded measurements at a studio appointment as ${text(dataOf(after).size) ?? 'a new size'}`,
  ],

  // The shop
  'job.retry': () => ['sent the failed ', SUBJECT, ' job back to be run'],
  'shop_settings.update': ({ before, after }) => [
    `changed the shop’s time zone from ${String(dataOf(before).timeZone)} to ${String(dataOf(after).timeZone)}`,
  ],
};

/** Who did it when no staff member did: the customer for their own claim, else the shop itself. */
const NOBODY: Readonly<Record<string, string>> = {
  'fit_claim.file': 'The customer',
  'fit_claim.photo_add': 'The customer',
};

export const hasAuditSentence = (action: string): boolean => Object.hasOwn(AUDIT_SENTENCES, action);

/** The entry's sentence: who (when no staff member did it) and what; a kind with no template says what was changed. */
export function auditSentence(action: string, facts: AuditFacts): { nobody: string; parts: SentencePart[] } {
  const template = AUDIT_SENTENCES[action];
  const [, verb = 'changed'] = action.split('.');
  const parts = template ? template(facts) : [`changed the ${fieldWords(facts.subjectType)} `, SUBJECT, ` (${fieldWords(verb)})`];
  return { nobody: NOBODY[action] ?? 'The shop', parts };
}
