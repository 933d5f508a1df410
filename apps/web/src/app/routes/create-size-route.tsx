import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useUserSession } from '../../features/account/session/user-session';
import { productsConfigQueryOptions } from '../../features/catalogue/api/get-products-config';
import { useCurrency } from '../../features/currency/currency-provider';
import { CreateSizeScreen } from '../../features/measurements/create-size-screen';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

/** /profile/sizes/new (CreateNewSize): a size profile made without buying; ?type= and &edit={name}. */
export function CreateSizeRoute() {
  usePageMeta('Create a size', 'Save your size once, from a standard size or your own measurements, and use it for every piece you order.');
  const { currency } = useCurrency();
  const session = useUserSession();
  const config = useQuery({ ...productsConfigQueryOptions(currency), placeholderData: keepPreviousData });

  if (config.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.placeholder} aria-busy="true" aria-label="Loading the size form" />
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Create a size</h1>
        <div role="alert" className={styles.notice}>
          <p>We could not load the size form just now. Please try again in a moment.</p>
          <button type="button" onClick={() => void config.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <CreateSizeScreen
      configs={config.data.products}
      user={session.user}
      sessionReady={session.status === 'ready'}
      onUserChange={session.setUser}
    />
  );
}
