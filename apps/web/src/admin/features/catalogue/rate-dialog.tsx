import { AdminRateUpdateRequestSchema, type AdminRate, type AdminRateUpdateRequest } from '@selvedge/contract/admin';
import { currencyDecimals } from '@selvedge/domain';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-client';
import { failureText, showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import ui from '../../lib/ui/admin-ui.module.css';
import { fieldWords } from './catalogue-words';
import { examplePrice, exampleSgd, rateLine, roundingStep } from './rate-words';
import { currentRate, useUpdateRate } from './rates-api';
import styles from './catalogue.module.css';

/** The form holds what was typed; the contract's own rules check it, the rounding read as a whole number first. */
const RateFormSchema = AdminRateUpdateRequestSchema.extend({
  roundingIncrementMinor: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'roundingIncrementMinor: a whole number of minor units, 1 or more')
    .transform(Number)
    .pipe(AdminRateUpdateRequestSchema.shape.roundingIncrementMinor),
});
type RateForm = z.input<typeof RateFormSchema>;

/** What the smallest unit of a currency is called in the rounding's hint. */
const minorUnitWords = (rate: AdminRate) => (currencyDecimals(rate.code) === 0 ? `whole ${rate.code}` : `hundredths of a ${rate.code}`);

/**
 * A currency's rate and rounding, edited from the version seen: a change someone else saved first
 * is refused (409) and shown as it is now; the server's refusal of a value is shown on its field.
 */
export function RateEditAction({ rate, onSaved }: { rate: AdminRate; onSaved(rate: AdminRate): void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={ui.secondaryButton} aria-label={`Edit the ${rate.code} rate`}>
        Edit
      </Dialog.Trigger>
      {open ? (
        <RateDialog
          seen={rate}
          onDone={(saved) => {
            setOpen(false);
            onSaved(saved);
          }}
        />
      ) : null}
    </Dialog.Root>
  );
}

function RateDialog({ seen, onDone }: { seen: AdminRate; onDone(saved: AdminRate): void }) {
  const update = useUpdateRate();
  const [now, setNow] = useState<{ message: string; rate: AdminRate | null } | null>(null);
  const form = useForm<RateForm, unknown, AdminRateUpdateRequest>({
    resolver: contractResolver(RateFormSchema, { wording: (_path, message) => fieldWords(message) ?? message }),
    defaultValues: { ratePerSgd: seen.ratePerSgd, roundingIncrementMinor: String(seen.roundingIncrementMinor), version: seen.version },
  });
  const { errors } = form.formState;
  const [typedRate = '', typedRounding = ''] = useWatch({ control: form.control, name: ['ratePerSgd', 'roundingIncrementMinor'] });
  const step = roundingStep(seen.code, typedRounding);
  const example = examplePrice({ code: seen.code, ratePerSgd: typedRate, roundingIncrementMinor: Number(typedRounding) });

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { code: seen.code, ...values },
      {
        onSuccess: onDone,
        onError: async (error) => {
          if (error instanceof ApiRequestError && error.code === 'stale_edit') {
            const rate = await currentRate(seen.code).catch(() => null);
            setNow({ message: failureText(error), rate });
            if (rate) form.setValue('version', rate.version);
            return;
          }
          showApiFailure(error, form.setError, ['ratePerSgd', 'roundingIncrementMinor']);
        },
      },
    ),
  );

  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={styles.dialog}
        onInteractOutside={(event) => {
          if (update.isPending) event.preventDefault();
        }}
        onEscapeKeyDown={(event) => {
          if (update.isPending) event.preventDefault();
        }}
      >
        <Dialog.Title className={styles.dialogTitle}>Edit the {seen.code} rate</Dialog.Title>
        <Dialog.Description className={styles.dialogText}>Now: {rateLine(seen)}. Fabrics with a hand-set {seen.code} price keep it.</Dialog.Description>

        {now ? (
          <div className={ui.problem} role="alert">
            <p className={styles.tight}>{now.message}</p>
            {now.rate ? (
              <p className={styles.tight}>
                It is now: <strong>{rateLine(now.rate)}</strong>. Save again to make your change from this, or cancel.
              </p>
            ) : null}
          </div>
        ) : null}

        <form className={styles.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
          <FormField
            label={`${seen.code} for 1 SGD`}
            hint="Up to 8 decimals, like 0.74 or 112.5."
            inputMode="decimal"
            autoComplete="off"
            looks={{ input: styles.input }}
            error={fieldWords(errors.ratePerSgd?.message)}
            {...form.register('ratePerSgd')}
          />
          <FormField
            label="Round prices up to a multiple of"
            hint={step ? `In ${minorUnitWords(seen)}: ${typedRounding.trim()} is ${step}.` : `In ${minorUnitWords(seen)}, 1 or more.`}
            inputMode="numeric"
            autoComplete="off"
            looks={{ input: styles.input }}
            error={fieldWords(errors.roundingIncrementMinor?.message)}
            {...form.register('roundingIncrementMinor')}
          />
          <p className={styles.preview} aria-live="polite">
            {example ? (
              <>
                A fabric at {exampleSgd()} will cost <strong>{example}</strong>.
              </>
            ) : (
              'Enter a rate above zero to see what a fabric will cost.'
            )}
          </p>
          {errors.root?.server ? (
            <p className={ui.problem} role="alert">
              {errors.root.server.message}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <Dialog.Close className={ui.secondaryButton} disabled={update.isPending}>
              Cancel
            </Dialog.Close>
            <button type="submit" className={ui.button} disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save the rate'}
            </button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
