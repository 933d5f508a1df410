import type { Customer } from '@selvedge/contract';
import { Link } from 'react-router';
import styles from './dashboard-panel.module.css';
import { PostalAddress } from './postal-address';
import { profileTabSearch } from './profile-tab';
import { ROUTES } from '../../../lib/route-paths';

/** Product types that hold at least one saved size, with how many. */
function typesWithSizes(measurements: Customer['measurements']): [string, number][] {
  return Object.entries(measurements)
    .filter(([, sizes]) => sizes.length > 0)
    .map(([type, sizes]) => [type, sizes.length]);
}

const tabLink = (tab: 'sizes' | 'details' | 'addresses') => ({ pathname: ROUTES.profile, search: profileTabSearch(tab) });

/** The account at a glance: sizes, orders, the default address and the details we hold. */
export function DashboardPanel({ user }: { user: Customer }) {
  const sizeTypes = typesWithSizes(user.measurements);
  return (
    <div className={styles.dashboard}>
      <div className={styles.greeting}>
        <h2 className={styles.hello}>Hello, {user.firstName}</h2>
        <p className={styles.lede}>Your saved sizes, orders and delivery addresses, all in one place.</p>
      </div>

      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="dashboard-sizes">
          <h3 id="dashboard-sizes" className={styles.cardTitle}>
            Saved sizes
          </h3>
          {sizeTypes.length === 0 ? (
            <>
              <p className={styles.empty}>No saved sizes yet</p>
              <p className={styles.muted}>
                A size is saved for you when you order a piece made to your measurements, or when you create one.
              </p>
              <Link to={tabLink('sizes')} replace className={styles.action}>
                Create a size
              </Link>
            </>
          ) : (
            <>
              <ul className={styles.list}>
                {sizeTypes.map(([type, count]) => (
                  <li key={type} className={styles.capitalised}>
                    {type}: {count} {count === 1 ? 'size' : 'sizes'}
                  </li>
                ))}
              </ul>
              <Link to={tabLink('sizes')} replace className={styles.action}>
                Manage sizes
              </Link>
            </>
          )}
        </section>

        <section className={styles.card} aria-labelledby="dashboard-orders">
          <h3 id="dashboard-orders" className={styles.cardTitle}>
            Recent orders
          </h3>
          <p className={styles.empty}>No orders yet</p>
          <p className={styles.muted}>When you order, your pieces and their progress show here.</p>
          <Link to="/our-products" className={styles.action}>
            Browse our products
          </Link>
        </section>

        <section className={styles.card} aria-labelledby="dashboard-address">
          <h3 id="dashboard-address" className={styles.cardTitle}>
            Default address
          </h3>
          {user.defaultAddress ? (
            <>
              <PostalAddress address={user.defaultAddress} className={styles.address} />
              <Link to={tabLink('addresses')} replace className={styles.action}>
                Manage addresses
              </Link>
            </>
          ) : (
            <>
              <p className={styles.empty}>No default address yet</p>
              <Link to={tabLink('addresses')} replace className={styles.action}>
                Add an address
              </Link>
            </>
          )}
        </section>

        <section className={styles.card} aria-labelledby="dashboard-details">
          <h3 id="dashboard-details" className={styles.cardTitle}>
            Your details
          </h3>
          <dl className={styles.details}>
            <dt>Name</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
            <dt>E-mail</dt>
            <dd>{user.email}</dd>
            <dt>Phone</dt>
            <dd>{user.phone ?? 'Not given'}</dd>
          </dl>
          <Link to={tabLink('details')} replace className={styles.action}>
            Edit your details
          </Link>
        </section>
      </div>
    </div>
  );
}
