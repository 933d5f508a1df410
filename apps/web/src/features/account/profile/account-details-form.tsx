import { UpdateCustomerRequestSchema, type Customer, type UpdateCustomerRequest } from '@selvedge/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUpdateCustomer } from './api/profile-mutations';
import { failureText } from '../../../lib/api-failure';
import form from './profile-form.module.css';
import { FormMessages } from './form-messages';

type DetailsField = 'firstName' | 'lastName' | 'email' | 'phone';
type DetailsValues = Record<DetailsField, string>;

export const DETAILS_SAVED = 'Your details have been saved.';
export const DETAILS_UNCHANGED = 'Nothing to save: your details are as they were.';

const fromCustomer = (customer: Customer): DetailsValues => ({
  firstName: customer.firstName,
  lastName: customer.lastName,
  email: customer.email,
  phone: customer.phone ?? '',
});

const FIELDS: { name: DetailsField; label: string; autoComplete: string; type: string; maxLength: number }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text', maxLength: 80 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text', maxLength: 80 },
  { name: 'email', label: 'E-mail', autoComplete: 'email', type: 'email', maxLength: 254 },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', maxLength: 32 },
];

/** The form's values as the server would store them: trimmed, e-mail lower-cased, phone in E.164 or none. */
interface CheckedDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

const isDetailsField = (key: unknown): key is DetailsField => FIELDS.some((field) => field.name === key);

/** Only what differs from the stored customer is sent, so an untouched e-mail is never re-checked. */
function changedFields(checked: CheckedDetails, customer: Customer): UpdateCustomerRequest {
  const changes: UpdateCustomerRequest = {};
  if (checked.firstName !== customer.firstName) changes.firstName = checked.firstName;
  if (checked.lastName !== customer.lastName) changes.lastName = checked.lastName;
  if (checked.email !== customer.email) changes.email = checked.email;
  if (checked.phone !== customer.phone) changes.phone = checked.phone;
  return changes;
}

/** Names, e-mail and phone, checked by the server's own rules before they are sent. */
export function AccountDetailsForm({ user }: { user: Customer }) {
  const id = useId();
  const [values, setValues] = useState<DetailsValues>(() => fromCustomer(user));
  const [problem, setProblem] = useState<{ field: DetailsField | null; message: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useUpdateCustomer(user.id);
  const inputs = useRef<Partial<Record<DetailsField, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setNotice(null);
    save.reset();
    const checked = UpdateCustomerRequestSchema.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = isDetailsField(issue?.path[0]) ? issue.path[0] : null;
      setProblem({ field, message: issue?.message ?? 'Please check your details.' });
      if (field) inputs.current[field]?.focus();
      return;
    }
    setProblem(null);
    const { firstName = '', lastName = '', email = '', phone = null } = checked.data;
    const changes = changedFields({ firstName, lastName, email, phone }, user);
    if (Object.keys(changes).length === 0) {
      setNotice(DETAILS_UNCHANGED);
      return;
    }
    save.mutate(changes, {
      onSuccess: (customer) => {
        setValues(fromCustomer(customer));
        setNotice(DETAILS_SAVED);
      },
    });
  };

  const change = (field: DetailsField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setNotice(null);
  };

  const errorId = `${id}-error`;
  const message = problem?.message ?? (save.isError ? failureText(save.error) : null);

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={form.heading}>
        Account details
      </h2>
      <div className={form.grid}>
        {FIELDS.map((field) => {
          const invalid = problem?.field === field.name;
          const hintId = field.name === 'phone' ? `${id}-phone-hint` : undefined;
          const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
          return (
            <div key={field.name} className={field.name === 'email' || field.name === 'phone' ? `${form.field} ${form.wide}` : form.field}>
              <label htmlFor={`${id}-${field.name}`} className={form.label}>
                {field.label}
                {field.name === 'phone' ? <span className={form.optional}> (optional)</span> : null}
              </label>
              <input
                ref={(element) => {
                  inputs.current[field.name] = element;
                }}
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                className={form.input}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                {...(field.name === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
                {...(field.name === 'phone' ? { inputMode: 'tel' as const, placeholder: '+65 9123 4567' } : {})}
                value={values[field.name]}
                onChange={change(field.name)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
              />
              {hintId ? (
                <p id={hintId} className={form.hint}>
                  A plus, your country code, then the number. For delivery questions only.
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <FormMessages errorId={errorId} message={message} notice={notice} />
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save details'}
        </button>
      </div>
    </form>
  );
}
