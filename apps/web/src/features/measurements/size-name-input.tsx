import { SIZE_NAME_MAX } from '@selvedge/contract';
import type { Ref } from 'react';
import styles from './measurement-screen.module.css';

interface SizeNameInputProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  /** Ids of the hint and problem lines that describe the field. */
  describedBy: string;
}

/** "Name this size": the label and field of the step's save form and of the create-size screen. */
export function SizeNameInput({ id, inputRef, value, onChange, invalid, describedBy }: SizeNameInputProps) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        Name this size
      </label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="text"
        autoComplete="off"
        // Room for spaces the server trims; the name itself is checked against SIZE_NAME_MAX.
        maxLength={SIZE_NAME_MAX + 20}
        placeholder="Work shirts"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
