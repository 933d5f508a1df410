import { AccountProfile } from '../../features/account/profile/account-profile';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

/** /profile (SPEC §2): the customer's account; ?tab= picks dashboard, details, addresses or marketing. */
export function ProfileRoute() {
  usePageMeta('Your account', 'Your saved sizes, orders, delivery addresses, account details and e-mail preferences at Selvedge.');
  return (
    <div className={styles.page}>
      <AccountProfile />
    </div>
  );
}
