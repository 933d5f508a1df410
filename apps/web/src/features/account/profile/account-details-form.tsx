import { CUSTOMER_MESSAGES, UpdateCustomerRequestSchema, type Customer, type UpdateCustomerRequest } from '@selvedge/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField, OptionalMark } from '../../../lib/ui/form-field';
import { useUpdateCustomer } from './api/profile-mutations';
import { FormMessages } from './form-messages';
import form from './profile-form.module.css';

export const DETAILS_SAVED = 'Your details have been saved.';
export const DETAILS_UNCHANGED = 'Nothing to save: your details are as they were.';

type DetailsValues = { firstName: string; lastName: string; email: string; phone: string; currentPassword: string };
/** The form's values as the server would store them: trimmed, e-mail lower-cased, phone in E.164 or none. */
type CheckedDetails = z.output<typeof UpdateCustomerRequestSchema>;

const fromCustomer = (customer: Customer): DetailsValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone ?? '',
  currentPassword: '',
});

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'] as const;
const resolver = contractResolver<typeof UpdateCustomerRequestSchema, DetailsValues>(UpdateCustomerRequestSchema);

/** Only what differs from the stored customer is sent, so an untouched e-mail is never re-checked. */
function changedFields(checked: CheckedDetails, customer: Customer): UpdateCustomerRequest {
  const changes: UpdateCustomerRequest = {};
  if (checked.firstName !== undefined && checked.firstName !== customer.firstName) changes.firstName = checked.firstName;
  if (checked.lastName !== undefined && checked.lastName !== customer.lastName) changes.lastName = checked.lastName;
  if (checked.email !== undefined && checked.email !== customer.email) {
    // A new login e-mail takes the current password (the server refuses it without).
    changes.email = checked.email;
    changes.currentPassword = checked.currentPassword ?? '';
  }
  if (checked.phone !== undefined && checked.phone !== customer.phone) changes.phone = checked.phone;
  return changes;
}

/** Names, e-mail and phone, checked by the server's own rules before they are sent. */
export function AccountDetailsForm({ user }: { user: Customer }) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const save = useUpdateCustomer(user.id);
  const { register, handleSubmit, setError, reset, control, formState } = useForm<DetailsValues, unknown, CheckedDetails>({
    resolver,
    defaultValues: fromCustomer(user),
  });
  // The current password is asked for only when the login e-mail changes.
  const typedEmail = useWatch({ control, name: 'email' });
  const emailChanges = typedEmail.trim().toLowerCase() !== user.email;

  const onSubmit = handleSubmit((checked) => {
    if (save.isPending) return;
    const changes = changedFields(checked, user);
    if (Object.keys(changes).length === 0) {
      setNotice(DETAILS_UNCHANGED);
      return;
    }
    if (changes.email !== undefined && !changes.currentPassword) {
      setError('currentPassword', { type: 'required', message: CUSTOMER_MESSAGES.currentPasswordRequired }, { shouldFocus: true });
      return;
    }
    save.mutate(changes, {
      onSuccess: (customer) => {
        reset(fromCustomer(customer));
        setNotice(DETAILS_SAVED);
      },
      onError: (error) => showApiFailure(error, setError, FIELDS),
    });
  });

  // A change makes the last confirmation stale.
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => setNotice(null) });
  const { errors } = formState;

  return (
    <form
      className={form.form}
      onSubmit={(event) => {
        setNotice(null);
        void onSubmit(event);
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className={form.heading}>
        Account details
      </h2>
      <div className={form.grid}>
        <FormField label="First name" autoComplete="given-name" maxLength={80} error={errors.firstName?.message} {...field('firstName')} />
        <FormField label="Last name" autoComplete="family-name" maxLength={80} error={errors.lastName?.message} {...field('lastName')} />
        <FormField
          label="E-mail"
          className={form.wide}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          error={errors.email?.message}
          {...field('email')}
        />
        {emailChanges ? (
          <FormField
            label="Current password"
            className={form.wide}
            type="password"
            autoComplete="current-password"
            maxLength={256}
            hint="To change the e-mail you log in with, confirm it is you. We will tell your old address."
            error={errors.currentPassword?.message}
            {...field('currentPassword')}
          />
        ) : null}
        <FormField
          label={
            <>
              Phone
              <OptionalMark />
            </>
          }
          className={form.wide}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+65 9123 4567"
          maxLength={32}
          hint="A plus, your country code, then the number. For delivery questions only."
          error={errors.phone?.message}
          {...field('phone')}
        />
      </div>
      <FormMessages message={errors.root?.server?.message ?? null} notice={notice} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save details'}
        </button>
      </div>
    </form>
  );
}
