import { ChangePasswordRequestSchema } from '@selvedge/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useChangePassword } from './api/profile-mutations';
import { failureText } from '../../../lib/api-failure';
import form from './profile-form.module.css';
import { FormMessages } from './form-messages';

type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';
type PasswordValues = Record<PasswordField, string>;

const EMPTY: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };
export const CURRENT_PASSWORD_EMPTY = 'Enter your current password.';

const FIELDS: { name: PasswordField; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

const isPasswordField = (key: unknown): key is PasswordField => FIELDS.some((field) => field.name === key);

/** Current password, then the new one twice, checked in SPEC §5's order before anything is sent. */
export function ChangePasswordForm({ email }: { email: string }) {
  const id = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [problem, setProblem] = useState<{ field: PasswordField | null; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useChangePassword();
  const inputs = useRef<Partial<Record<PasswordField, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setNotice(null);
    change.reset();
    let issue: { field: PasswordField | null; message: string } | null = null;
    if (values.currentPassword === '') issue = { field: 'currentPassword', message: CURRENT_PASSWORD_EMPTY };
    else {
      const checked = ChangePasswordRequestSchema.safeParse(values);
      const first = checked.success ? null : checked.error.issues[0];
      if (!checked.success) {
        issue = { field: isPasswordField(first?.path[0]) ? first.path[0] : null, message: first?.message ?? 'Please check the passwords.' };
      }
    }
    setProblem(issue);
    if (issue) {
      if (issue.field) inputs.current[issue.field]?.focus();
      return;
    }
    change.mutate(values, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        setNotice(answer.message);
      },
    });
  };

  const errorId = `${id}-error`;
  const message = problem?.message ?? (change.isError ? failureText(change.error) : null);

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={form.heading}>
        Change password
      </h2>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className={form.grid}>
        {FIELDS.map((field) => {
          const invalid = problem?.field === field.name;
          const hintId = field.name === 'password' ? `${id}-hint` : undefined;
          const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
          return (
            <div key={field.name} className={field.name === 'currentPassword' ? `${form.field} ${form.wide}` : form.field}>
              <label htmlFor={`${id}-${field.name}`} className={form.label}>
                {field.label}
              </label>
              <input
                ref={(element) => {
                  inputs.current[field.name] = element;
                }}
                id={`${id}-${field.name}`}
                name={field.name}
                type="password"
                className={form.input}
                autoComplete={field.autoComplete}
                maxLength={256}
                value={values[field.name]}
                onChange={(event) => {
                  const { value } = event.target;
                  setValues((current) => ({ ...current, [field.name]: value }));
                  setNotice(null);
                }}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
              {hintId ? (
                <p id={hintId} className={form.hint}>
                  At least 5 characters.
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FormMessages errorId={errorId} message={message} notice={notice} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={change.isPending} aria-busy={change.isPending}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
