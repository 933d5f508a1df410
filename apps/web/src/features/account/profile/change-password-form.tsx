import { ChangePasswordRequestSchema } from '@selvedge/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { useChangePassword } from './api/profile-mutations';
import { FormMessages } from './form-messages';
import form from './profile-form.module.css';

export const CURRENT_PASSWORD_EMPTY = 'Enter your current password.';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/**
 * The contract's rule, after asking for the current password in words for a person (the contract's
 * own answer to an empty one is the server's "Current password is incorrect.").
 */
const resolver = contractResolver(
  z
    .object({ currentPassword: z.string().min(1, CURRENT_PASSWORD_EMPTY), password: z.string(), confirmPassword: z.string() })
    .pipe(ChangePasswordRequestSchema),
);

/** Current password, then the new one twice, checked in SPEC §5's order before anything is sent. */
export function ChangePasswordForm({ email }: { email: string }) {
  const id = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(values, {
      onSuccess: (answer) => {
        reset(EMPTY);
        setNotice(answer.message);
      },
      onError: (error) => showApiFailure(error, setError, FIELDS),
    });
  });

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
        Change password
      </h2>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className={form.grid}>
        <FormField
          label="Current password"
          className={form.wide}
          type="password"
          autoComplete="current-password"
          maxLength={256}
          error={errors.currentPassword?.message}
          {...field('currentPassword')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          hint="At least 5 characters."
          error={errors.password?.message}
          {...field('password')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
        />
      </div>
      <FormMessages message={errors.root?.server?.message ?? null} notice={notice} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
