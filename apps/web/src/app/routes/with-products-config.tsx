import type { ProductsConfigResponse } from '@selvedge/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { productsConfigQueryOptions } from '../../features/catalogue/api/get-products-config';
import { useCurrency } from '../../features/currency/currency-provider';
import styles from './page.module.css';

interface WithProductsConfigProps {
  /** The page's heading, shown over the problem when the configuration cannot be had. */
  title: string;
  /** What is loading, for assistive technology: "the customiser". */
  what: string;
  /** Said after "We could not load {what} just now." */
  reassurance?: string;
  children(config: ProductsConfigResponse): ReactNode;
}

/**
 * The screens built from the product configuration (customiser, sizing, sizes): a screen-high
 * placeholder while it loads (so the footer never shows and jumps), a way to try again if it
 * cannot be had, and the screen once it is here. While another currency loads, the last one stays.
 */
export function WithProductsConfig({ title, what, reassurance = 'Please try again in a moment.', children }: WithProductsConfigProps) {
  const { currency } = useCurrency();
  const config = useQuery({ ...productsConfigQueryOptions(currency), placeholderData: keepPreviousData });
  if (config.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.placeholder} aria-busy="true" aria-label={`Loading ${what}`} />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <div role="alert" className={styles.notice}>
          <p>
            We could not load {what} just now. {reassurance}
          </p>
          <button type="button" onClick={() => void config.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return children(config.data);
}
