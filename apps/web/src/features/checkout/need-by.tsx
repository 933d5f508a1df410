import type { Checkout, UpdateCheckoutRequest } from '@selvedge/contract';
import { addDays, singaporeDay } from '@selvedge/domain';
import { useState } from 'react';
import { describeApiFailure } from '../../lib/api-failure';
import { FormField } from '../../lib/ui/form-field';
import styles from './checkout.module.css';

const OUT_OF_RANGE = 'Choose a date from today to a year from now.';

/**
 * "I need it by" (decision 048): an optional date. The checkout answers with a warning when the
 * pieces, with the fit guarantee's buffer, are not expected by then; it never stops Pay.
 */
export function NeedBy({
  checkout,
  save,
  saving,
}: {
  checkout: Checkout;
  save: (change: Pick<UpdateCheckoutRequest, 'needBy'>) => Promise<unknown>;
  saving: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const today = singaporeDay(new Date());
  const given = checkout.needBy ?? null;

  const send = async (needBy: string | null) => {
    setProblem(null);
    try {
      await save({ needBy });
    } catch (error) {
      const failure = describeApiFailure(error);
      setProblem(failure.problems.some((entry) => entry.path === 'needBy') ? OUT_OF_RANGE : failure.message);
    }
  };

  return (
    <div className={styles.needBy}>
      <FormField
        key={given ?? 'none'}
        label="I need it by (optional)"
        type="date"
        name="needBy"
        min={today}
        max={addDays(today, 365)}
        defaultValue={given ?? ''}
        hint="For a wedding or a trip: we tell you now if your pieces may not be ready in time."
        error={problem}
        disabled={saving}
        onBlur={(event) => {
          // Saved on leaving the field (a date half typed is no date yet), when it changed.
          const value = event.currentTarget.value === '' ? null : event.currentTarget.value;
          if (value !== given) void send(value);
        }}
      />
      {given ? (
        <button type="button" className={styles.linkButton} onClick={() => void send(null)} disabled={saving}>
          Remove the date
        </button>
      ) : null}
      <div aria-live="polite">
        {checkout.needByWarning ? (
          <p className={styles.warning} data-testid="need-by-warning">
            {checkout.needByWarning}
          </p>
        ) : given ? (
          <p className={styles.muted} data-testid="need-by-ok">
            We expect your pieces in time for that date, with room for a fitting.
          </p>
        ) : null}
      </div>
    </div>
  );
}
