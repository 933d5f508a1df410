import type { ShippingCountry, ShippingRate } from '@selvedge/contract';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Modal, ModalClose, ModalDescription, ModalTitle } from '../../lib/ui/modal';
import { useShipping } from './api/get-shipping';
import { CloseIcon } from './close-icon';
import { formatShippingPrice } from './format-shipping-price';
import styles from './shipping-dialog.module.css';

interface ShippingDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** SPEC §8, for a country where orders never ship free. */
export const noFreeShippingText = (country: string) =>
  `Please note that free shipping is not applicable to ${country}. Shipping rates will automatically be calculated at checkout page.`;

/** Lower case without accents, so "cote" finds "Côte d'Ivoire". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');

const deliveryDaysText = ({ deliveryDays: { min, max } }: ShippingRate) =>
  min === max ? `${min} working ${min === 1 ? 'day' : 'days'}` : `${min}–${max} working days`;

/**
 * "Worldwide Delivery" (SPEC §2 navbar menu footer): every country the shop delivers to, with its
 * rate, delivery days and price in whole SGD, searchable by name or country code.
 */
export function ShippingRatesDialog({ open, onOpenChange }: ShippingDialogProps) {
  const query = useShipping({ enabled: open });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const searchId = useId();

  const rows = useMemo(() => {
    if (!query.data) return [];
    const rates = new Map(query.data.rates.map((rate) => [rate.id, rate]));
    return query.data.countries
      .flatMap((country) => {
        const rate = rates.get(country.rateId);
        return rate ? [{ country, rate }] : [];
      })
      .sort((a, b) => a.country.name.localeCompare(b.country.name, 'en'));
  }, [query.data]);

  const needle = fold(deferredSearch.trim());
  const visible = needle
    ? rows.filter(({ country }) => fold(country.name).includes(needle) || country.code.toLowerCase() === needle)
    : rows;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
      described
      className={styles.content}
      data-testid="shipping-rates-dialog"
    >
      <header className={styles.header}>
        <ModalTitle className={styles.title}>Worldwide delivery</ModalTitle>
        <ModalClose className={styles.close} aria-label="Close">
          <CloseIcon />
        </ModalClose>
      </header>
      <ModalDescription className={styles.lede}>
        Every piece is made in our Singapore workroom and sent by express courier.
        {query.data ? (
          <>
            {' '}
            Orders over <strong>{formatShippingPrice(query.data.freeShippingThreshold)}</strong> ship free to eligible countries.
          </>
        ) : null}
      </ModalDescription>

      {query.isPending ? (
        <p className={styles.status} role="status">
          Loading delivery rates…
        </p>
      ) : query.isError ? (
        <div className={styles.status} role="alert">
          <p>We could not load delivery rates just now.</p>
          <button type="button" className={styles.button} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <div className={styles.search}>
            <label htmlFor={searchId} className={styles.searchLabel}>
              Find your country
            </label>
            <input
              id={searchId}
              className={styles.searchInput}
              type="search"
              autoComplete="off"
              placeholder="e.g. Japan"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <ul className={styles.countries} aria-label="Delivery countries">
            {visible.map(({ country, rate }) => (
              <CountryRow key={country.code} country={country} rate={rate} />
            ))}
          </ul>
          {visible.length === 0 ? (
            <p className={styles.status} role="status">
              No delivery country matches “{deferredSearch.trim()}”. Write to us through Contact us and we will see what we can do.
            </p>
          ) : null}
        </>
      )}
    </Modal>
  );
}

function CountryRow({ country, rate }: { country: ShippingCountry; rate: ShippingRate }) {
  return (
    <li className={styles.country} data-country={country.code}>
      <div className={styles.countryMain}>
        <span className={styles.countryName}>{country.name}</span>
        <span className={styles.countryMeta}>
          {rate.name} · {deliveryDaysText(rate)}
        </span>
      </div>
      <span className={styles.price}>{formatShippingPrice(rate.price)}</span>
      {country.freeShipping ? null : <p className={styles.notice}>{noFreeShippingText(country.name)}</p>}
    </li>
  );
}
