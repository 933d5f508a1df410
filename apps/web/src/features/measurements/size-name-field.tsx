import { SaveSizeRequestSchema, SIZE_NAME_MAX } from '@selvedge/contract';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { contractResolver } from '../../lib/forms/contract-resolver';
import { FormField } from '../../lib/ui/form-field';
import styles from './measurement-screen.module.css';

/** The size's name as the contract checks it: trimmed, inner spaces collapsed, letters and a few signs. */
export const sizeNameResolver = contractResolver(SaveSizeRequestSchema.pick({ sizeName: true }));

interface SizeNameFieldProps {
  registration: UseFormRegisterReturn<'sizeName'>;
  error: string | null | undefined;
  hint?: ReactNode;
  /** A line outside the field that describes it too. */
  describedBy?: string;
}

/** "Name this size": the field of the step's save form and of the create-size screen. */
export function SizeNameField({ registration, error, hint, describedBy }: SizeNameFieldProps) {
  return (
    <FormField
      label="Name this size"
      looks={{ field: styles.nameField, label: styles.label, input: styles.input, error: styles.error }}
      type="text"
      autoComplete="off"
      // Room for spaces the schema trims; the name itself is checked against SIZE_NAME_MAX.
      maxLength={SIZE_NAME_MAX + 20}
      placeholder="Work shirts"
      hint={hint}
      aria-describedby={describedBy}
      error={error}
      {...registration}
    />
  );
}
