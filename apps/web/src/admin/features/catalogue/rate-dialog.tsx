import type { CurrencyCode } from '@selvedge/contract';
import { AdminRateUpdateRequestSchema, type AdminRate, type AdminRateUpdateRequest } from '@selvedge/contract/admin';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { useStaleReread } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { EditDialog, EditDialogAction } from '../../lib/ui/edit-dialog';
import { fieldWords } from '../../lib/catalogue-words';
import {
  examplePrice,
  exampleSgd,
  rateLine,
  roundingHint,
  roundingMinorOf,
  roundingProblem,
  roundingStep,
  roundingUnitsOf,
} from './rate-words';
import { currentRate, useUpdateRate } from './rates-api';
import styles from './catalogue.module.css';

/**
 * The form holds what was typed; the contract's own rules check it. The rounding is typed in the
 * currency's own units ("1" JPY, "0.05" CHF) and sent as the minor units the server stores.
 */
const rateFormSchema = (code: CurrencyCode) =>
  AdminRateUpdateRequestSchema.extend({
    roundingIncrementMinor: z
      .string()
      .transform((typed, context) => {
        const minor = roundingMinorOf(code, typed);
        if (minor === null) {
          context.addIssue({ code: 'custom', message: `roundingIncrementMinor: ${roundingProblem(code)}` });
          return z.NEVER;
        }
        return minor;
      })
      .pipe(AdminRateUpdateRequestSchema.shape.roundingIncrementMinor),
  });
type RateForm = z.input<ReturnType<typeof rateFormSchema>>;

/**
 * A currency's rate and rounding, edited from the version seen: a change someone else saved first
 * is refused (409) and shown as it is now; the server's refusal of a value is shown on its field.
 */
export function RateEditAction({ rate, onSaved }: { rate: AdminRate; onSaved(rate: AdminRate): void }) {
  return (
    <EditDialogAction trigger={{ text: 'Edit', label: `Edit the ${rate.code} rate`, className: ui.secondaryButton }} onSaved={onSaved}>
      {(done) => <RateDialog seen={rate} onDone={done} />}
    </EditDialogAction>
  );
}

function RateDialog({ seen, onDone }: { seen: AdminRate; onDone(saved: AdminRate): void }) {
  const update = useUpdateRate();
  const form = useForm<RateForm, unknown, AdminRateUpdateRequest>({
    resolver: contractResolver(rateFormSchema(seen.code), { wording: (_path, message) => fieldWords(message) ?? message }),
    defaultValues: {
      ratePerSgd: seen.ratePerSgd,
      roundingIncrementMinor: roundingUnitsOf(seen.code, seen.roundingIncrementMinor),
      version: seen.version,
    },
  });
  const { stale, caught } = useStaleReread(
    () => currentRate(seen.code),
    rateLine,
    (version) => form.setValue('version', version),
  );
  const { errors } = form.formState;
  const [typedRate = '', typedRounding = ''] = useWatch({ control: form.control, name: ['ratePerSgd', 'roundingIncrementMinor'] });
  const step = roundingStep(seen.code, typedRounding);
  const example = examplePrice({
    code: seen.code,
    ratePerSgd: typedRate,
    roundingIncrementMinor: roundingMinorOf(seen.code, typedRounding) ?? Number.NaN,
  });

  const submit = form.handleSubmit((values) =>
    update.mutate(
      { code: seen.code, ...values },
      {
        onSuccess: onDone,
        onError: async (error) => {
          if (await caught(error)) return;
          showApiFailure(error, form.setError, ['ratePerSgd', 'roundingIncrementMinor']);
        },
      },
    ),
  );

  return (
    <EditDialog
      title={`Edit the ${seen.code} rate`}
      description={`Now: ${rateLine(seen)}. Fabrics with a hand-set ${seen.code} price keep it.`}
      pending={update.isPending}
      stale={stale}
      problem={errors.root?.server?.message}
      submit={{ text: 'Save the rate' }}
      onSubmit={submit}
    >
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
        label={`Round ${seen.code} prices up to a multiple of`}
        hint={step ? `${roundingHint(seen.code)} Prices round up to the next ${step}.` : roundingHint(seen.code)}
        inputMode="decimal"
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
    </EditDialog>
  );
}
