import { ErrorCode, type CurrencyCode } from '@selvedge/contract';
import {
  SHIPPING_MESSAGES,
  type AdminShipping,
  type AdminShippingCountry,
  type AdminShippingCountryCreateRequest,
  type AdminShippingCountryUpdateRequest,
  type AdminShippingRate,
  type AdminShippingRateUpdateRequest,
  type AdminShippingSettings,
  type AdminShippingSettingsUpdateRequest,
} from '@selvedge/contract/admin';
import type { Runner } from '../../db/transaction.js';
import { badField, HttpError, notFound } from '../../platform/errors.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { ShippingAdminRepository, ShippingCountryRow, ShippingRateRow, ShippingSettingsRow } from './shipping-admin.repository.js';

const M = SHIPPING_MESSAGES;

const rateView = (row: ShippingRateRow, countryCount: number): AdminShippingRate => ({
  id: row.id,
  name: row.name,
  priceSgd: row.priceMinorSgd / 100,
  deliveryDays: { min: row.deliveryDaysMin, max: row.deliveryDaysMax },
  position: row.position,
  countryCount,
  version: row.version,
});

const countryView = (row: ShippingCountryRow): AdminShippingCountry => ({
  code: row.code,
  name: row.name,
  description: row.description,
  rateId: row.rateId,
  freeShipping: row.freeShipping,
  currencyCode: row.currencyCode as CurrencyCode,
  version: row.version,
});

const settingsView = (row: ShippingSettingsRow): AdminShippingSettings => ({
  freeShippingThresholdSgd: row.freeShippingThresholdMinorSgd / 100,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/**
 * Shipping in the back office (issue 16): rates in whole SGD (SPEC §9), the free-shipping
 * threshold, and the countries delivered to. Each change is one audited transaction on a row
 * locked at the version the editor saw; then this process forgets its shipping tables and kept
 * cart answers, so the storefront, the carts and the checkout use the change at once.
 */
export function createShippingAdminService({
  repository,
  audit,
  forgetCaches,
  now,
}: {
  repository: ShippingAdminRepository;
  audit: Pick<AuditService, 'record'>;
  forgetCaches: () => void;
  now: () => Date;
}) {
  async function changed<T>(work: (tx: Runner) => Promise<T>): Promise<T> {
    const result = await repository.transaction(work);
    forgetCaches();
    return result;
  }

  async function checkRate(rateId: string | undefined, tx: Runner): Promise<void> {
    if (rateId !== undefined && !(await repository.rateExists(rateId, tx)))
      throw badField('rateId', M.unknownRate(rateId), ErrorCode.invalid_input);
  }

  return {
    async all(): Promise<AdminShipping> {
      const { rates, countries, settings, countryCounts } = await repository.all();
      if (!settings) throw new HttpError(500, ErrorCode.internal_error, 'The shipping settings row is missing.');
      return {
        rates: rates.map((row) => rateView(row, countryCounts.get(row.id) ?? 0)),
        countries: countries.map(countryView),
        settings: settingsView(settings),
      };
    },

    updateRate(actor: Actor, id: string, request: AdminShippingRateUpdateRequest): Promise<AdminShippingRate> {
      return changed(async (tx) => {
        const before = await repository.lockRate(id, tx);
        if (!before) throw notFound(M.rateNotFound);
        const countryCount = await repository.countriesAt(id, tx);
        if (before.version !== request.version)
          throw new HttpError(409, ErrorCode.stale_edit, M.staleRate, {}, { current: rateView(before, countryCount) });
        const days = request.deliveryDays;
        const row = await repository.updateRate(
          id,
          {
            ...(request.name === undefined ? {} : { name: request.name }),
            ...(request.priceSgd === undefined ? {} : { priceMinorSgd: request.priceSgd * 100 }),
            ...(days === undefined ? {} : { deliveryDaysMin: days.min, deliveryDaysMax: days.max }),
          },
          tx,
        );
        const after = rateView(row, countryCount);
        await audit.record(
          actor,
          { action: 'shipping_rate.update', subjectType: 'shipping_rate', subjectId: id, before: rateView(before, countryCount), after },
          tx,
        );
        return after;
      });
    },

    updateSettings(actor: Actor, request: AdminShippingSettingsUpdateRequest): Promise<AdminShippingSettings> {
      return changed(async (tx) => {
        const before = await repository.lockSettings(tx);
        if (!before) throw new HttpError(500, ErrorCode.internal_error, 'The shipping settings row is missing.');
        if (before.version !== request.version)
          throw new HttpError(409, ErrorCode.stale_edit, M.staleSettings, {}, { current: settingsView(before) });
        const row = await repository.updateSettings(
          { freeShippingThresholdMinorSgd: request.freeShippingThresholdSgd * 100, updatedAt: now() },
          tx,
        );
        const after = settingsView(row);
        await audit.record(
          actor,
          { action: 'shipping_settings.update', subjectType: 'shipping_settings', subjectId: 'shop', before: settingsView(before), after },
          tx,
        );
        return after;
      });
    },

    createCountry(actor: Actor, request: AdminShippingCountryCreateRequest): Promise<AdminShippingCountry> {
      return changed(async (tx) => {
        await checkRate(request.rateId, tx);
        const row = await repository.insertCountry(request, tx);
        if (!row)
          throw new HttpError(
            409,
            ErrorCode.shipping_country_taken,
            M.countryTaken,
            {},
            { problems: [{ path: 'code', message: M.countryTaken }] },
          );
        const after = countryView(row);
        await audit.record(
          actor,
          { action: 'shipping_country.create', subjectType: 'shipping_country', subjectId: row.code, before: null, after },
          tx,
        );
        return after;
      });
    },

    updateCountry(actor: Actor, code: string, request: AdminShippingCountryUpdateRequest): Promise<AdminShippingCountry> {
      const { version, ...fields } = request;
      return changed(async (tx) => {
        const before = await repository.lockCountry(code, tx);
        if (!before) throw notFound(M.countryNotFound);
        if (before.version !== version)
          throw new HttpError(409, ErrorCode.stale_edit, M.staleCountry, {}, { current: countryView(before) });
        await checkRate(fields.rateId, tx);
        const after = countryView(await repository.updateCountry(code, fields, tx));
        await audit.record(
          actor,
          { action: 'shipping_country.update', subjectType: 'shipping_country', subjectId: code, before: countryView(before), after },
          tx,
        );
        return after;
      });
    },

    removeCountry(actor: Actor, code: string, version: number): Promise<void> {
      return changed(async (tx) => {
        const before = await repository.lockCountry(code, tx);
        if (!before) throw notFound(M.countryNotFound);
        if (before.version !== version)
          throw new HttpError(409, ErrorCode.stale_edit, M.staleCountry, {}, { current: countryView(before) });
        await repository.deleteCountry(code, tx);
        await audit.record(
          actor,
          { action: 'shipping_country.remove', subjectType: 'shipping_country', subjectId: code, before: countryView(before), after: null },
          tx,
        );
      });
    },
  };
}

export type ShippingAdminService = ReturnType<typeof createShippingAdminService>;
