import { DEFAULT_CURRENCY } from '@selvedge/contract';
import type { AdminRate } from '@selvedge/contract/admin';
import { formatMoney } from '@selvedge/domain';
import { useState } from 'react';
import { dateTimeText } from '../../lib/admin-format';
import { ActionsHeader } from '../../lib/ui/actions-header';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine } from '../../lib/ui/form-messages';
import table from '../../lib/ui/data-table.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { RateEditAction } from './rate-dialog';
import { currencyName, examplePrice, exampleSgd } from './rate-words';
import { useRates } from './rates-api';
import styles from './catalogue.module.css';

const changedAt = (iso: string) => dateTimeText(iso);

function RateRow({ rate, onSaved }: { rate: AdminRate; onSaved(rate: AdminRate): void }) {
  const base = rate.code === DEFAULT_CURRENCY;
  return (
    <tr>
      <th scope="row">
        <div className={styles.titleCell}>
          <span className={styles.fabricTitle}>{rate.code}</span>
          <span className={ui.muted}>{currencyName(rate.code)}</span>
        </div>
      </th>
      <td className={styles.numbers}>{rate.ratePerSgd}</td>
      <td className={styles.numbers}>{formatMoney(rate.roundingIncrementMinor, rate.code)}</td>
      <td className={styles.numbers}>{examplePrice(rate) ?? '—'}</td>
      <td>{base ? <span className={ui.muted}>Base currency</span> : changedAt(rate.updatedAt)}</td>
      <td>{base ? null : <RateEditAction rate={rate} onSaved={onSaved} />}</td>
    </tr>
  );
}

/** Exchange rates set by hand (issue 16): units of each currency per SGD, and the step its prices round up to. */
export function RatesRoute() {
  const rates = useRates();
  const [saved, setSaved] = useState<AdminRate | null>(null);
  return (
    <>
      <PageHeader title="Exchange rates" />
      <p className={styles.lede}>
        Prices are set in SGD and converted at these rates, rounded up to each currency’s step, unless a fabric has a hand-set price in that
        currency. A new rate prices the storefront at once: a customer sees the new prices at their next page load, and a cart or checkout
        already open is priced again when it is next read.
      </p>
      <DoneLine>
        {saved ? (
          <>
            {saved.code} saved: 1 SGD = {saved.ratePerSgd} {saved.code}, so a fabric at {exampleSgd()} now costs {examplePrice(saved)}.
          </>
        ) : null}
      </DoneLine>
      <QueryState query={rates} label="exchange rates">
        {({ rates: list }) => (
          <div className={`${table.wrap} ${styles.ratesTable}`}>
            <div className={table.scroller}>
              <table className={table.table}>
                <caption className="visually-hidden">Exchange rates</caption>
                <thead>
                  <tr>
                    <th scope="col">Currency</th>
                    <th scope="col">For 1 SGD</th>
                    <th scope="col">Rounded up to</th>
                    <th scope="col">{exampleSgd()} is</th>
                    <th scope="col">Last changed</th>
                    <ActionsHeader />
                  </tr>
                </thead>
                <tbody>
                  {list.map((rate) => (
                    <RateRow key={rate.code} rate={rate} onSaved={setSaved} />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
