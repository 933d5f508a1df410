import { ApplyDiscountCodeRequestSchema, type CurrencyCode, type DiscountApplication } from '@selvedge/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureText, showApiFailure } from '../../lib/api-failure';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField } from '../../lib/ui/form-field';
import fields from '../../lib/ui/form-fields.module.css';
import { useApplyDiscountCode, useRemoveDiscountCode } from './api/cart-mutations';
import { moneyText } from './cart-money';
import styles from './cart-drawer.module.css';

/** SPEC §5, §9: a code that does not apply shows an error indicator for 3 seconds. */
export const DISCOUNT_ERROR_MS = 3000;

const resolver = contractResolver(ApplyDiscountCodeRequestSchema);

interface DiscountCodeFormProps {
  currency: CurrencyCode;
  /** The code on the cart, applicable or not. */
  application: DiscountApplication | null;
}

/** The cart's discount code: apply one, see whether it applies and why not, remove it. */
export function DiscountCodeForm({ currency, application }: DiscountCodeFormProps) {
  const apply = useApplyDiscountCode(currency);
  const remove = useRemoveDiscountCode(currency);
  const { register, handleSubmit, setError, reset, formState } = useForm({ resolver, defaultValues: { discountCode: '' } });
  // Counts the refusals; each shows the indicator for DISCOUNT_ERROR_MS from its moment (0: hidden).
  const [flashes, setFlashes] = useState(0);
  useEffect(() => {
    if (flashes === 0) return;
    const timer = window.setTimeout(() => setFlashes(0), DISCOUNT_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [flashes]);
  const indicator = flashes > 0;
  const flash = () => setFlashes((count) => count + 1);

  const submit = handleSubmit(async ({ discountCode }) => {
    try {
      const cart = await apply.mutateAsync(discountCode);
      const applied = cart.discountApplications.find((entry) => entry.code.toLowerCase() === discountCode.toLowerCase());
      if (applied && !applied.applicable) flash();
      reset({ discountCode: '' });
    } catch (error) {
      showApiFailure(error, setError, ['discountCode']);
      flash();
    }
  });

  const fieldError = formState.errors.discountCode?.message ?? formState.errors.root?.server?.message;
  return (
    <div className={styles.discount} data-error-indicator={indicator ? 'true' : undefined}>
      {application ? (
        <div className={styles.appliedCode}>
          <p>
            <span className={application.applicable ? styles.codeOk : styles.codeNotApplicable} data-testid="discount-code">
              {application.code}
            </span>{' '}
            {application.applicable ? `applied: −${moneyText(application.amount, currency)}` : 'does not apply'}
            {indicator ? (
              <span className={styles.errorIndicator} role="img" aria-label="Not applicable" data-testid="discount-error-indicator">
                !
              </span>
            ) : null}
          </p>
          {application.message ? (
            <p className={application.applicable ? styles.muted : styles.codeMessage} role={application.applicable ? undefined : 'alert'}>
              {application.message}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.linkButton}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={`Remove discount code ${application.code}`}
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </button>
          {remove.isError ? (
            <p role="alert" className={fields.error}>
              {failureText(remove.error)}
            </p>
          ) : null}
        </div>
      ) : (
        <form className={styles.discountForm} onSubmit={(event) => void submit(event)} noValidate>
          <FormField
            label="Discount code"
            autoComplete="off"
            spellCheck={false}
            error={fieldError}
            className={styles.discountField}
            {...register('discountCode')}
          />
          {indicator && fieldError ? (
            <span className={styles.errorIndicator} role="img" aria-label="Not applicable" data-testid="discount-error-indicator">
              !
            </span>
          ) : null}
          <button type="submit" className={fields.secondary} disabled={apply.isPending} aria-busy={apply.isPending}>
            {apply.isPending ? 'Applying…' : 'Apply'}
          </button>
        </form>
      )}
    </div>
  );
}
