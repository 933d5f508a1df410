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
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { useSaveNotice, type SaveNotice } from '../../lib/save-notice';
import ui from '../../lib/ui/admin-ui.module.css';
import { ProblemLine, SaveNoticeLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import { useAddCountry, useUpdateCountry, useUpdateRate, useUpdateSettings } from './shipping-api';
import styles from './shipping.module.css';

/** A whole number as typed; empty is no number at all, so the contract's message names the field. */
const wholeOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

function NoticeLine({ notice, problem }: { notice: SaveNotice; problem: string | undefined }) {
  return (
    <>
      <SaveNoticeLine notice={notice} savedClassName={styles.saved} />
      <ProblemLine>{problem}</ProblemLine>
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
  .transform(
    (values): z.input<typeof AdminShippingRateUpdateRequestSchema> => ({
      name: values.name,
      priceSgd: wholeOf(values.priceSgd),
      deliveryDays: { min: wholeOf(values.deliveryDays.min), max: wholeOf(values.deliveryDays.max) },
      // The version is the one the form was filled from, added when it is sent.
      version: 0,
    }),
  )
  .pipe(AdminShippingRateUpdateRequestSchema);

/** One rate: its name, its price in whole SGD and its delivery days. */
export function RateForm({ rate }: { rate: AdminShippingRate }) {
  const update = useUpdateRate();
  const [version, setVersion] = useState(rate.version);
  const form = useForm<RateFormValues, unknown, AdminShippingRateUpdateRequest>({
    resolver: contractResolver(RateFormSchema),
    defaultValues: rateValuesOf(rate),
  });
  const save = useSaveNotice({
    form,
    schema: AdminShippingRateSchema,
    valuesOf: rateValuesOf,
    onLoad: (loaded) => setVersion(loaded.version),
  });
  const { errors } = form.formState;
  return (
    <form
      className={styles.rate}
      aria-label={`Rate: ${rate.name}`}
      noValidate
      onSubmit={form.handleSubmit((request) => {
        save.clear();
        update.mutate(
          { ...request, id: rate.id, version },
          {
            onSuccess: (saved) => save.saved(saved, 'Saved.'),
            onError: (error) => save.refused(error, ['name', 'priceSgd', 'deliveryDays.min', 'deliveryDays.max']),
          },
        );
      })}
    >
      <div className={styles.rateFields}>
        <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
        <FormField label="Price (SGD)" inputMode="numeric" error={errors.priceSgd?.message} {...form.register('priceSgd')} />
        <FormField
          label="Fewest days"
          inputMode="numeric"
          error={errors.deliveryDays?.min?.message}
          {...form.register('deliveryDays.min')}
        />
        <FormField label="Most days" inputMode="numeric" error={errors.deliveryDays?.max?.message} {...form.register('deliveryDays.max')} />
        <div className={styles.rateAction}>
          <SubmitButton pending={update.isPending} aria-label={`Save the rate ${rate.name}`}>
            Save
          </SubmitButton>
        </div>
      </div>
      <p className={styles.rateNote}>
        {rate.countryCount === 1
          ? '1 country ships at this rate.'
          : `${rate.countryCount.toLocaleString('en-SG')} countries ship at this rate.`}
      </p>
      <NoticeLine notice={save.notice} problem={errors.root?.server?.message} />
    </form>
  );
}

interface ThresholdFormValues {
  freeShippingThresholdSgd: string;
}

const ThresholdFormSchema = z
  .custom<ThresholdFormValues>()
  .transform(
    (values): z.input<typeof AdminShippingSettingsUpdateRequestSchema> => ({
      freeShippingThresholdSgd: wholeOf(values.freeShippingThresholdSgd),
      version: 0,
    }),
  )
  .pipe(AdminShippingSettingsUpdateRequestSchema);

const thresholdValuesOf = (settings: AdminShippingSettings): ThresholdFormValues => ({
  freeShippingThresholdSgd: String(settings.freeShippingThresholdSgd),
});

/** The free-shipping threshold, in whole SGD. */
export function ThresholdForm({ settings }: { settings: AdminShippingSettings }) {
  const update = useUpdateSettings();
  const [version, setVersion] = useState(settings.version);
  const form = useForm<ThresholdFormValues, unknown, AdminShippingSettingsUpdateRequest>({
    resolver: contractResolver(ThresholdFormSchema),
    defaultValues: thresholdValuesOf(settings),
  });
  const save = useSaveNotice({
    form,
    schema: AdminShippingSettingsSchema,
    valuesOf: thresholdValuesOf,
    onLoad: (loaded) => setVersion(loaded.version),
  });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Free shipping"
      noValidate
      onSubmit={form.handleSubmit((request) => {
        save.clear();
        update.mutate(
          { ...request, version },
          { onSuccess: (saved) => save.saved(saved, 'Saved.'), onError: (error) => save.refused(error, ['freeShippingThresholdSgd']) },
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
        <SubmitButton pending={update.isPending}>Save the threshold</SubmitButton>
      </div>
      <NoticeLine notice={save.notice} problem={errors.root?.server?.message} />
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
  const form = useForm<CountryFormValues, unknown, AdminShippingCountryCreateRequest>({
    resolver: contractResolver(AdminShippingCountryCreateRequestSchema),
    defaultValues: country
      ? countryValuesOf(country)
      : { code: '', name: '', description: '', rateId: rates[0]?.id ?? '', freeShipping: false, currencyCode: 'SGD' },
  });
  const save = useSaveNotice({
    form,
    schema: AdminShippingCountrySchema,
    valuesOf: countryValuesOf,
    onLoad: (loaded) => setVersion(loaded.version),
  });
  const { errors } = form.formState;
  const label = country ? `Edit ${country.name}` : 'Add a country';
  return (
    <form
      className={styles.countryForm}
      aria-label={label}
      noValidate
      onSubmit={form.handleSubmit((request) => {
        save.clear();
        const refused = (error: unknown) => save.refused(error, COUNTRY_FIELDS);
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
        control={(control) => <textarea className={ui.textarea} rows={3} {...control} {...form.register('description')} />}
      />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('freeShipping')} /> Free shipping over the threshold
      </label>
      <NoticeLine notice={save.notice} problem={errors.root?.server?.message} />
      <div className={styles.actions}>
        <SubmitButton pending={pending}>{country ? 'Save the country' : 'Add the country'}</SubmitButton>
        <button type="button" className={ui.secondaryButton} onClick={onDone} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
