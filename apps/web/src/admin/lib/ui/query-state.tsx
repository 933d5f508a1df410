import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '../../../lib/api-failure';
import styles from './admin-ui.module.css';

/** A query's answer, or its loading line, or its failure in the server's words with a way to try again. */
export function QueryState<T>({ query, label, children }: { query: UseQueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <p className={styles.muted} role="status">
        Loading {label}…
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.problem} role="alert">
        <p>{failureText(query.error)}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
