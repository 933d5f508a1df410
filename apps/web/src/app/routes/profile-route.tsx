import type { Customer } from '@selvedge/contract';
import { useQuery } from '@tanstack/react-query';
import { AccountProfile } from '../../features/account/profile/account-profile';
import { useUserSession } from '../../features/account/session/user-session';
import { productsConfigQueryOptions } from '../../features/catalogue/api/get-products-config';
import { useCurrency } from '../../features/currency/currency-provider';
import { SizesPanel } from '../../features/measurements/sizes-panel';
import { ShareDesignButton } from '../../features/design-share/share-design-button';
import { SavedDesignsPanel } from '../../features/saved-designs/saved-designs-panel';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

/** The Sizes tab: the customer's saved sizes, named and measured by each type's configuration. */
function Sizes({ user }: { user: Customer }) {
  const { currency } = useCurrency();
  const { setUser } = useUserSession();
  const config = useQuery(productsConfigQueryOptions(currency));
  if (config.isPending) return <p aria-busy="true">Loading your sizes…</p>;
  if (config.isError) {
    return (
      <div role="alert">
        <p>We could not load your sizes just now. Please try again in a moment.</p>
        <button type="button" onClick={() => void config.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <SizesPanel user={user} products={config.data.products} onUserChange={setUser} />;
}

/** /profile (SPEC §2): the customer's account; ?tab= picks dashboard, sizes, details, addresses or marketing. */
export function ProfileRoute() {
  usePageMeta(
    'Your account',
    'Your saved sizes and designs, orders, delivery addresses, account details and e-mail preferences at Selvedge.',
  );
  return (
    <div className={styles.page}>
      <AccountProfile sizes={(user) => <Sizes user={user} />} designs={() => <SavedDesignsPanel ShareDesign={ShareDesignButton} />} />
    </div>
  );
}
