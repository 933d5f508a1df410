import {
  AdminDiscountCodeCreateRequestSchema,
  DISCOUNT_CODE_KINDS,
  type AdminDiscountCode,
  type AdminDiscountCodeCreateRequest,
  type DiscountCodeFields,
} from '@selvedge/contract/admin';
import { CURRENCY_CODES, PRODUCT_TYPES, type CurrencyCode, type ProductType } from '@selvedge/contract';
import type { ReactNode } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField, OptionalMark } from '../../../lib/ui/form-field';
import { shopLocalTime, zonedMoment, zoneText } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import styles from './discount-codes.module.css';

/** The form holds what a person types (text for numbers and dates); it becomes the request the server takes. */
export interface DiscountCodeFormValues {
  code: string;
  description: string;
  kind: DiscountCodeFields['kind'];
  percentOff: string;
  /** Major units as typed ('49.90'); sent in minor units. */
  amounts: Partial<Record<CurrencyCode, string>>;
  productTypes: ProductType[];
  trialOnly: boolean;
  /** 'SG, MY'. */
  countryCodes: string;
  newCustomersOnly: boolean;
  usageLimitTotal: string;
  usageLimitPerCustomer: string;
  usageLimitPerMonth: string;
  /** A datetime-local value, in the shop's time zone. */
  startsAt: string;
  endsAt: string;
  active: boolean;
}

/** Every field the server may name a problem on, as the request names it. */
export const DISCOUNT_CODE_FIELDS: readonly Path<DiscountCodeFormValues>[] = [
  'code',
  'description',
  'kind',
  'percentOff',
  'amounts.SGD',
  'productTypes',
  'countryCodes',
  'usageLimitTotal',
  'usageLimitPerCustomer',
  'usageLimitPerMonth',
  'startsAt',
  'endsAt',
  ...CURRENCY_CODES.filter((currency) => currency !== 'SGD').map((currency) => `amounts.${currency}` as const),
];

const KIND_WORDS: Record<DiscountCodeFields['kind'], string> = {
  percentage: 'A percentage off',
  fixed_amount: 'An amount off',
  fixed_price: 'A fixed price for each piece',
};

const PRODUCT_WORDS: Record<ProductType, string> = {
  shirt: 'Shirts',
  polo: 'Polos',
  trousers: 'Trousers',
  shorts: 'Shorts',
  outerwears: 'Outerwear',
  jackets: 'Jackets',
};

const wholeOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));
const minorOf = (text: string): number => Math.round(Number(text.trim()) * 100);
/** A datetime-local value, read as the shop's time, as an ISO instant (a text that is no time goes as it is, for the contract to name). */
const instantOf = (text: string): string | null => {
  if (text.trim() === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text.trim()) ? zonedMoment(text.trim()) : text;
};
/** An ISO instant as a datetime-local value in the shop's time zone. */
const localOf = (iso: string | null): string => (iso ? shopLocalTime(iso) : '');

/** The request a filled form makes (checked by the contract next, as the server checks it). */
function requestOf(values: DiscountCodeFormValues): z.input<typeof AdminDiscountCodeCreateRequestSchema> {
  const amounts = Object.fromEntries(
    Object.entries(values.amounts)
      .filter(([, text]) => text !== undefined && text.trim() !== '')
      .map(([currency, text]) => [currency, minorOf(text ?? '')]),
  );
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    percentOff: values.kind === 'percentage' ? wholeOrNull(values.percentOff) : null,
    amounts: values.kind === 'percentage' ? {} : amounts,
    productTypes: values.productTypes,
    trialOnly: values.trialOnly,
    countryCodes: values.countryCodes
      .split(/[\s,]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
    newCustomersOnly: values.newCustomersOnly,
    usageLimitTotal: wholeOrNull(values.usageLimitTotal),
    usageLimitPerCustomer: wholeOrNull(values.usageLimitPerCustomer),
    usageLimitPerMonth: wholeOrNull(values.usageLimitPerMonth),
    startsAt: instantOf(values.startsAt),
    endsAt: instantOf(values.endsAt),
    active: values.active,
  };
}

/** A code as the form shows it. */
export function formValuesOf(code: AdminDiscountCode): DiscountCodeFormValues {
  return {
    code: code.code,
    description: code.description,
    kind: code.kind,
    percentOff: code.percentOff === null ? '' : String(code.percentOff),
    amounts: Object.fromEntries(Object.entries(code.amounts).map(([currency, minor]) => [currency, (minor / 100).toFixed(2)])),
    productTypes: [...code.productTypes],
    trialOnly: code.trialOnly,
    countryCodes: code.countryCodes.join(', '),
    newCustomersOnly: code.newCustomersOnly,
    usageLimitTotal: code.usageLimitTotal === null ? '' : String(code.usageLimitTotal),
    usageLimitPerCustomer: code.usageLimitPerCustomer === null ? '' : String(code.usageLimitPerCustomer),
    usageLimitPerMonth: code.usageLimitPerMonth === null ? '' : String(code.usageLimitPerMonth),
    startsAt: localOf(code.startsAt),
    endsAt: localOf(code.endsAt),
    active: code.active,
  };
}

export const EMPTY_DISCOUNT_CODE: DiscountCodeFormValues = {
  code: '',
  description: '',
  kind: 'percentage',
  percentOff: '',
  amounts: {},
  productTypes: [],
  trialOnly: false,
  countryCodes: '',
  newCustomersOnly: false,
  usageLimitTotal: '',
  usageLimitPerCustomer: '',
  usageLimitPerMonth: '',
  startsAt: '',
  endsAt: '',
  active: true,
};

/** The typed form becomes the request, then the contract checks it: the server's own rules, on the fields. */
const FormSchema = z.custom<DiscountCodeFormValues>().transform(requestOf).pipe(AdminDiscountCodeCreateRequestSchema);

/** Amounts are typed in major units, so their problem says so rather than the contract's cents. */
const wording = (path: string, message: string) =>
  path.startsWith('amounts.') && message.startsWith('amounts: an amount') ? `${path}: an amount like 50 or 49.90, more than 0` : message;

export function useDiscountCodeForm(
  defaultValues: DiscountCodeFormValues,
): UseFormReturn<DiscountCodeFormValues, unknown, AdminDiscountCodeCreateRequest> {
  return useForm<DiscountCodeFormValues, unknown, AdminDiscountCodeCreateRequest>({
    resolver: contractResolver(FormSchema, { wording }),
    defaultValues,
  });
}

interface DiscountCodeFieldsProps {
  form: UseFormReturn<DiscountCodeFormValues, unknown, AdminDiscountCodeCreateRequest>;
  /** A code's name never changes once made. */
  editing: boolean;
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of a discount code the contract takes, each with the server's problem under it. */
export function DiscountCodeFields({ form, editing }: DiscountCodeFieldsProps) {
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const amountErrors = errors.amounts as (Partial<Record<CurrencyCode, { message?: string }>> & { message?: string }) | undefined;
  return (
    <>
      <Fieldset legend="The code">
        <div className={ui.formGrid}>
          <FormField
            label="Code"
            hint={
              editing
                ? 'A code’s name never changes: make a new code and deactivate this one instead.'
                : '3 to 40 letters, digits, - or _; customers may type it in any case.'
            }
            autoComplete="off"
            readOnly={editing}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <FormField
            label="What it gives"
            hint="Shown to customers when the code applies; at most 300 characters."
            error={errors.description?.message}
            {...form.register('description')}
          />
        </div>
      </Fieldset>
      <Fieldset legend="Its value">
        <div className={ui.formGrid}>
          <FormField
            label="Kind"
            error={errors.kind?.message}
            control={(control) => (
              <select className={ui.select} {...control} {...form.register('kind')}>
                {DISCOUNT_CODE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {KIND_WORDS[value]}
                  </option>
                ))}
              </select>
            )}
          />
          {kind === 'percentage' ? (
            <FormField
              label="Percentage off"
              hint="A whole number from 1 to 100."
              inputMode="numeric"
              error={errors.percentOff?.message}
              {...form.register('percentOff')}
            />
          ) : (
            <FormField
              label={kind === 'fixed_amount' ? 'Amount off in SGD' : 'Each piece’s price in SGD'}
              hint="Like 50 or 49.90. Other currencies convert from it like a price unless given below."
              inputMode="decimal"
              error={amountErrors?.SGD?.message ?? amountErrors?.message}
              {...form.register('amounts.SGD')}
            />
          )}
        </div>
        {kind === 'percentage' ? null : (
          <details className={styles.details}>
            <summary>Amounts in other currencies (optional)</summary>
            <div className={styles.currencyGrid}>
              {CURRENCY_CODES.filter((currency) => currency !== 'SGD').map((currency) => (
                <FormField
                  key={currency}
                  label={currency}
                  inputMode="decimal"
                  error={amountErrors?.[currency]?.message}
                  {...form.register(`amounts.${currency}`)}
                />
              ))}
            </div>
          </details>
        )}
      </Fieldset>
      <Fieldset legend="Who and what it is for">
        <div className={styles.checkRow} role="group" aria-label="Product types (none ticked: every product)">
          <span className={styles.groupLabel}>
            Product types <OptionalMark text="none ticked: every product" />
          </span>
          {PRODUCT_TYPES.map((type) => (
            <label key={type} className={styles.check}>
              <input type="checkbox" value={type} {...form.register('productTypes')} /> {PRODUCT_WORDS[type]}
            </label>
          ))}
          {errors.productTypes?.message ? (
            <p role="alert" className={styles.fieldProblem}>
              {errors.productTypes.message}
            </p>
          ) : null}
        </div>
        <div className={ui.formGrid}>
          <FormField
            label={
              <>
                Delivery countries <OptionalMark text="empty: every country" />
              </>
            }
            hint="Two-letter codes the shop delivers to, like SG, MY."
            autoComplete="off"
            error={errors.countryCodes?.message}
            {...form.register('countryCodes')}
          />
        </div>
        <div className={styles.checkRow}>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('trialOnly')} /> Trial pieces only
          </label>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('newCustomersOnly')} /> New customers only
          </label>
        </div>
      </Fieldset>
      <Fieldset legend="Limits and dates">
        <div className={ui.formGrid}>
          <FormField
            label="Uses in all"
            hint="Empty: no limit."
            inputMode="numeric"
            error={errors.usageLimitTotal?.message}
            {...form.register('usageLimitTotal')}
          />
          <FormField
            label="Uses per customer"
            hint="Empty: no limit."
            inputMode="numeric"
            error={errors.usageLimitPerCustomer?.message}
            {...form.register('usageLimitPerCustomer')}
          />
          <FormField
            label="Uses a month"
            hint="Empty: no limit. Counted by calendar month in Singapore."
            inputMode="numeric"
            error={errors.usageLimitPerMonth?.message}
            {...form.register('usageLimitPerMonth')}
          />
          <FormField
            label={
              <>
                Starts, {zoneText()} <OptionalMark />
              </>
            }
            type="datetime-local"
            error={errors.startsAt?.message}
            {...form.register('startsAt')}
          />
          <FormField
            label={
              <>
                Ends, {zoneText()} <OptionalMark />
              </>
            }
            type="datetime-local"
            error={errors.endsAt?.message}
            {...form.register('endsAt')}
          />
        </div>
        <label className={`${styles.check} ${styles.spaced}`}>
          <input type="checkbox" {...form.register('active')} /> Active: carts may apply it
        </label>
      </Fieldset>
    </>
  );
}
