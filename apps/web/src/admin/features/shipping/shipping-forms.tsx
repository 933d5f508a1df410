import {
  AdminShippingCountryCreateRequestSchema,
  AdminShippingCountrySchema,
  AdminShippingRateSchema,
  AdminShippingRateUpdateRequestSchema,
  AdminShippingSettingsSchema,
  AdminShippingSettingsUpdateRequestSchema,
  type AdminShippingCountry,
  type AdminShippingCountryCreateRequest,
  type AdminShippingRate,
  type AdminShippingRateUpdateRequest,
  type AdminShippingSettings,
  type AdminShippingSettingsUpdateRequest,
} from '@selvedge/contract/admin';
import { CURRENCY_CODES, type CurrencyCode } from '@selvedge/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { STALE_EDIT_TEXT, staleCurrent } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { useAddCountry, useUpdateCountry, useUpdateRate, useUpdateSettings } from './shipping-api';
import styles from './shipping.module.css';

/** A whole number as typed; empty is no number at all, so the contract's message names the field. */
const wholeOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

type Notice = { kind: 'saved' | 'stale'; text: string } | null;

function NoticeLine({ notice, problem }: { notice: Notice; problem: string | undefined }) {
  return (
    <>
      {notice ? (
        <p className={notice.kind === 'saved' ? styles.saved : ui.problem} role={notice.kind === 'saved' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      {problem ? (
        <p className={ui.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}

interface RateFormValues {
  name: string;
  priceSgd: string;
  deliveryDays: { min: string; max: string };
}

const rateValuesOf = (rate: AdminShippingRate): RateFormValues => ({
  name: rate.name,
  priceSgd: String(rate.priceSgd),
  deliveryDays: { min: String(rate.deliveryDays.min), max: String(rate.deliveryDays.max) },
});

const RateFormSchema = z
  .custom<RateFormValues>()
  .transform((values): z.input<typeof AdminShippingRateUpdateRequestSchema> => ({
    name: values.name,
    priceSgd: wholeOf(values.priceSgd),
    deliveryDays: { min: wholeOf(values.deliveryDays.min), max: wholeOf(values.deliveryDays.max) },
    // The version is the one the form was filled from, added when it is sent.
    version: 0,
  }))
  .pipe(AdminShippingRateUpdateRequestSchema);

/** One rate: its name, its price in whole SGD and its delivery days. */
export function RateForm({ rate }: { rate: AdminShippingRate }) {
  const update = useUpdateRate();
  const [version, setVersion] = useState(rate.version);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<RateFormValues, unknown, AdminShippingRateUpdateRequest>({ resolver: contractResolver(RateFormSchema), defaultValues: rateValuesOf(rate) });
  const { errors } = form.formState;
  return (
    <form
      className={styles.rate}
      aria-label={`Rate: ${rate.name}`}
      noValidate
      onSubmit={form.handleSubmit((request) => {
        setNotice(null);
        update.mutate(
          { ...request, id: rate.id, version },
          {
            onSuccess: (saved) => {
              setVersion(saved.version);
              form.reset(rateValuesOf(saved));
              setNotice({ kind: 'saved', text: 'Saved.' });
            },
            onError: (error) => {
              const current = staleCurrent(error, AdminShippingRateSchema);
              if (current) {
                setVersion(current.version);
                form.reset(rateValuesOf(current));
                setNotice({ kind: 'stale', text: STALE_EDIT_TEXT });
              } else showApiFailure(error, form.setError, ['name', 'priceSgd', 'deliveryDays.min', 'deliveryDays.max']);
            },
          },
        );
      })}
    >
      <div className={styles.rateFields}>
        <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
        <FormField label="Price (SGD)" inputMode="numeric" error={errors.priceSgd?.message} {...form.register('priceSgd')} />
        <FormField label="Fewest days" inputMode="numeric" error={errors.deliveryDays?.min?.message} {...form.register('deliveryDays.min')} />
        <FormField label="Most days" inputMode="numeric" error={errors.deliveryDays?.max?.message} {...form.register('deliveryDays.max')} />
        <div className={styles.rateAction}>
          <button type="submit" className={ui.button} disabled={update.isPending} aria-label={`Save the rate ${rate.name}`}>
            {update.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
      <p className={styles.rateNote}>
        {rate.countryCount === 1 ? '1 country ships at this rate.' : `${rate.countryCount.toLocaleString('en-SG')} countries ship at this rate.`}
      </p>
      <NoticeLine notice={notice} problem={errors.root?.server?.message} />
    </form>
  );
}

interface ThresholdFormValues {
  freeShippingThresholdSgd: string;
}

const ThresholdFormSchema = z
  .custom<ThresholdFormValues>()
  .transform((values): z.input<typeof AdminShippingSettingsUpdateRequestSchema> => ({ freeShippingThresholdSgd: wholeOf(values.freeShippingThresholdSgd), version: 0 }))
  .pipe(AdminShippingSettingsUpdateRequestSchema);

const thresholdValuesOf = (settings: AdminShippingSettings): ThresholdFormValues => ({ freeShippingThresholdSgd: String(settings.freeShippingThresholdSgd) });

/** The free-shipping threshold, in whole SGD. */
export function ThresholdForm({ settings }: { settings: AdminShippingSettings }) {
  const update = useUpdateSettings();
  const [version, setVersion] = useState(settings.version);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<ThresholdFormValues, unknown, AdminShippingSettingsUpdateRequest>({ resolver: contractResolver(ThresholdFormSchema), defaultValues: thresholdValuesOf(settings) });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Free shipping"
      noValidate
      onSubmit={form.handleSubmit((request) => {
        setNotice(null);
        update.mutate(
          { ...request, version },
          {
            onSuccess: (saved) => {
              setVersion(saved.version);
              form.reset(thresholdValuesOf(saved));
              setNotice({ kind: 'saved', text: 'Saved.' });
            },
            onError: (error) => {
              const current = staleCurrent(error, AdminShippingSettingsSchema);
              if (current) {
                setVersion(current.version);
                form.reset(thresholdValuesOf(current));
                setNotice({ kind: 'stale', text: STALE_EDIT_TEXT });
              } else showApiFailure(error, form.setError, ['freeShippingThresholdSgd']);
            },
          },
        );
      })}
    >
      <div className={styles.inline}>
        <FormField
          label="Free shipping from (whole SGD)"
          hint="Orders whose goods come to this much, after codes, ship free to the countries marked for free shipping."
          inputMode="numeric"
          error={errors.freeShippingThresholdSgd?.message}
          {...form.register('freeShippingThresholdSgd')}
        />
        <button type="submit" className={ui.button} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save the threshold'}
        </button>
      </div>
      <NoticeLine notice={notice} problem={errors.root?.server?.message} />
    </form>
  );
}

type CountryFormValues = Omit<AdminShippingCountryCreateRequest, 'currencyCode'> & { currencyCode: CurrencyCode };

const COUNTRY_FIELDS = ['code', 'name', 'description', 'rateId', 'freeShipping', 'currencyCode'] as const;

const countryValuesOf = (country: AdminShippingCountry): CountryFormValues => ({
  code: country.code,
  name: country.name,
  description: country.description,
  rateId: country.rateId,
  freeShipping: country.freeShipping,
  currencyCode: country.currencyCode,
});

interface CountryFormProps {
  rates: readonly AdminShippingRate[];
  /** Editing a country (its code then never changes); none: adding one. */
  country?: AdminShippingCountry;
  onDone(): void;
}

/** A country the shop delivers to: adding one, or editing its rate, currency, free shipping and notice. */
export function CountryForm({ rates, country, onDone }: CountryFormProps) {
  const add = useAddCountry();
  const update = useUpdateCountry();
  const pending = add.isPending || update.isPending;
  const [version, setVersion] = useState(country?.version ?? 0);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<CountryFormValues, unknown, AdminShippingCountryCreateRequest>({
    resolver: contractResolver(AdminShippingCountryCreateRequestSchema),
    defaultValues: country ? countryValuesOf(country) : { code: '', name: '', description: '', rateId: rates[0]?.id ?? '', freeShipping: false, currencyCode: 'SGD' },
  });
  const { errors } = form.formState;
  const label = country ? `Edit ${country.name}` : 'Add a country';
  return (
    <form
      className={styles.countryForm}
      aria-label={label}
      noValidate
      onSubmit={form.handleSubmit((request) => {
        setNotice(null);
        const refused = (error: unknown) => {
          const current = staleCurrent(error, AdminShippingCountrySchema);
          if (current) {
            setVersion(current.version);
            form.reset(countryValuesOf(current));
            setNotice({ kind: 'stale', text: STALE_EDIT_TEXT });
          } else showApiFailure(error, form.setError, COUNTRY_FIELDS);
        };
        if (country) {
          const { code: _code, ...fields } = request;
          update.mutate({ ...fields, code: country.code, version }, { onSuccess: onDone, onError: refused });
        } else {
          add.mutate(request, { onSuccess: onDone, onError: refused });
        }
      })}
    >
      <div className={ui.formGrid}>
        <FormField
          label="Country code"
          hint={country ? 'A country’s code never changes.' : 'Two letters, like SG.'}
          maxLength={2}
          autoComplete="off"
          readOnly={Boolean(country)}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <FormField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <FormField
          label="Shipping rate"
          error={errors.rateId?.message}
          control={(control) => (
            <select className={ui.select} {...control} {...form.register('rateId')}>
              {rates.map((rate) => (
                <option key={rate.id} value={rate.id}>
                  {rate.name} ({rate.priceSgd === 0 ? 'free' : `SGD ${rate.priceSgd}`})
                </option>
              ))}
            </select>
          )}
        />
        <FormField
          label="Customers pay in"
          error={errors.currencyCode?.message}
          control={(control) => (
            <select className={ui.select} {...control} {...form.register('currencyCode')}>
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <FormField
        label="Delivery and duty notice"
        hint="What customers delivering here read: how it ships, and any duty or tax. At most 500 characters."
        error={errors.description?.message}
        control={(control) => <textarea className={styles.textarea} rows={3} {...control} {...form.register('description')} />}
      />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('freeShipping')} /> Free shipping over the threshold
      </label>
      <NoticeLine notice={notice} problem={errors.root?.server?.message} />
      <div className={styles.actions}>
        <button type="submit" className={ui.button} disabled={pending}>
          {pending ? 'Saving…' : country ? 'Save the country' : 'Add the country'}
        </button>
        <button type="button" className={ui.secondaryButton} onClick={onDone} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
