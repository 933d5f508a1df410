import type { AdminShippingCountry, AdminShippingRate } from '@selvedge/contract/admin';
import { Fragment, useState } from 'react';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useConfirmState } from '../../lib/confirm-state';
import { ActionsHeader } from '../../lib/ui/actions-header';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useRemoveCountry, useShipping } from './shipping-api';
import { CountryForm, RateForm, ThresholdForm } from './shipping-forms';
import styles from './shipping.module.css';

function RemoveCountry({ country }: { country: AdminShippingCountry }) {
  const remove = useRemoveCountry();
  const confirm = useConfirmState(remove);
  return (
    <ConfirmDialog
      {...confirm.dialog}
      trigger={{ text: 'Remove', label: `Remove ${country.name}`, className: ui.secondaryButton }}
      title={`Stop delivering to ${country.name}?`}
      description="It is no longer offered at checkout, and open checkouts delivering there are asked to choose again. Orders already paid are not changed."
      cancelText="Keep delivering"
      confirmText={`Remove ${country.name}`}
      pendingText="Removing…"
      onConfirm={() => remove.mutate({ code: country.code, version: country.version }, { onSuccess: confirm.close })}
    />
  );
}

function Countries({ countries, rates }: { countries: readonly AdminShippingCountry[]; rates: readonly AdminShippingRate[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const rateName = (id: string) => rates.find((rate) => rate.id === id)?.name ?? id;
  return (
    <section className={ui.panel} aria-labelledby="countries-heading">
      <div className={styles.panelHead}>
        <h2 id="countries-heading">Countries delivered to</h2>
        {adding ? null : (
          <button type="button" className={ui.button} onClick={() => setAdding(true)}>
            Add a country
          </button>
        )}
      </div>
      {adding ? <CountryForm rates={rates} onDone={() => setAdding(false)} /> : null}
      <div className={ui.tableScroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">Countries delivered to</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col">Rate and currency</th>
              <th scope="col">Notice</th>
              <ActionsHeader />
            </tr>
          </thead>
          <tbody>
            {countries.map((country) => (
              <Fragment key={country.code}>
                <tr>
                  <td>
                    <strong>{country.code}</strong> {country.name}
                  </td>
                  <td className={styles.rateCell}>
                    {rateName(country.rateId)}
                    <br />
                    <span className={ui.muted}>
                      Pays in {country.currencyCode} · {country.freeShipping ? 'free shipping over the threshold' : 'no free shipping'}
                    </span>
                  </td>
                  <td className={styles.notice}>{country.description}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={ui.secondaryButton}
                        aria-expanded={editing === country.code}
                        aria-label={`Edit ${country.name}`}
                        onClick={() => setEditing(editing === country.code ? null : country.code)}
                      >
                        Edit
                      </button>
                      <RemoveCountry country={country} />
                    </div>
                  </td>
                </tr>
                {editing === country.code ? (
                  <tr>
                    <td colSpan={4}>
                      <CountryForm rates={rates} country={country} onDone={() => setEditing(null)} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
        {countries.length === 0 ? <p className={ui.muted}>The shop delivers nowhere yet: add a country.</p> : null}
      </div>
    </section>
  );
}

/** Shipping (owners and managers): the rates, the free-shipping threshold and the countries delivered to. */
export function ShippingRoute() {
  const shipping = useShipping();
  return (
    <>
      <PageHeader title="Shipping" />
      <QueryState query={shipping} label="shipping">
        {({ rates, countries, settings }) => (
          <>
            <section className={ui.panel} aria-labelledby="threshold-heading">
              <h2 id="threshold-heading">Free shipping</h2>
              <ThresholdForm settings={settings} />
            </section>
            <section className={ui.panel} aria-labelledby="rates-heading">
              <h2 id="rates-heading">Rates</h2>
              <p className={ui.muted}>
                Prices are whole Singapore dollars (0 is free); customers see them converted to their currency. Delivery days are working
                days.
              </p>
              {rates.map((rate) => (
                <RateForm key={rate.id} rate={rate} />
              ))}
            </section>
            <Countries countries={countries} rates={rates} />
          </>
        )}
      </QueryState>
    </>
  );
}
