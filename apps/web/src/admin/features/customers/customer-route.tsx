import type { AdminCustomer, AdminCustomerSize } from '@selvedge/contract/admin';
import { formatMoneyValue } from '@selvedge/domain';
import { Link, useParams } from 'react-router';
import { dateText, dateTimeText, wordsOf } from '../../lib/admin-format';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useCustomer } from './customers-api';
import styles from './customers.module.css';

function Addresses({ customer }: { customer: AdminCustomer }) {
  if (customer.addresses.length === 0) return <p className={ui.muted}>No saved addresses.</p>;
  return (
    <>
      {customer.addresses.map((address) => (
        <address key={address.id} className={styles.address}>
          {address.firstName} {address.lastName}
          {address.id === customer.defaultAddressId ? <span className={ui.badge}>Default</span> : null}
          <br />
          {[address.company, address.address1, address.address2].filter(Boolean).join(', ')}
          <br />
          {[address.city, address.province, address.zip].filter(Boolean).join(' ')}, {address.country}
          {address.phone ? (
            <>
              <br />
              {address.phone}
            </>
          ) : null}
        </address>
      ))}
    </>
  );
}

function SizeProfile({ size }: { size: AdminCustomerSize }) {
  const basedOn = size.basedOn.size
    ? `${size.basedOn.size}, ${size.basedOn.fit} fit`
    : `${wordsOf(size.basedOn.fit)} fit, body measurements`;
  return (
    <section className={styles.size} aria-label={`${size.name} (${wordsOf(size.productType)})`}>
      <h3>
        {size.name} <span className={ui.badge}>{wordsOf(size.productType)}</span>
      </h3>
      <p className={ui.muted}>
        {basedOn} · changed {dateText(size.updatedAt)}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Measurement</th>
            <th scope="col">Inches</th>
            <th scope="col">Centimetres</th>
          </tr>
        </thead>
        <tbody>
          {size.measurements.map((measurement) => (
            <tr key={measurement.key}>
              <th scope="row">{measurement.label}</th>
              {measurement.inches === null && measurement.centimetres === null ? (
                <td colSpan={2}>{measurement.value}</td>
              ) : (
                <>
                  <td className={styles.number}>{measurement.inches ?? '—'}</td>
                  <td className={styles.number}>{measurement.centimetres ?? '—'}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** One customer for the shop's staff: who they are, where they ship, their size profiles and their orders. Never a password or token. */
export function CustomerRoute() {
  const { id = '' } = useParams();
  const customer = useCustomer(id);
  return (
    <QueryState query={customer} label="the customer">
      {(found) => (
        <>
          <PageHeader title={`${found.firstName} ${found.lastName}`.trim() || found.email}>
            <Link className={ui.secondaryButton} to="/customers">
              All customers
            </Link>
          </PageHeader>
          <div className={styles.columns}>
            <section className={ui.panel} aria-labelledby="customer-details">
              <h2 id="customer-details">Details</h2>
              <dl className={ui.facts}>
                <dt>Email</dt>
                <dd>{found.email}</dd>
                <dt>Phone</dt>
                <dd>{found.phone ?? '—'}</dd>
                <dt>Newsletter</dt>
                <dd>{found.acceptsMarketing ? 'Subscribed' : 'Not subscribed'}</dd>
                <dt>Customer since</dt>
                <dd>{dateText(found.createdAt)}</dd>
              </dl>
            </section>
            <section className={ui.panel} aria-labelledby="customer-addresses">
              <h2 id="customer-addresses">Addresses</h2>
              <Addresses customer={found} />
            </section>
          </div>
          <section className={ui.panel} aria-labelledby="customer-orders">
            <h2 id="customer-orders">Orders ({found.orderCount})</h2>
            {found.orders.length === 0 ? (
              <p className={ui.muted}>No orders yet.</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Placed</th>
                    <th scope="col">Stage</th>
                    <th scope="col">Pieces</th>
                    <th scope="col">Total</th>
                  </tr>
                </thead>
                <tbody>
                  {found.orders.map((order) => (
                    <tr key={order.number}>
                      <td>
                        <Link to={`/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>
                      </td>
                      <td>{dateTimeText(order.createdAt)}</td>
                      <td>{wordsOf(order.status)}</td>
                      <td className={styles.number}>{order.pieceCount}</td>
                      <td className={styles.number}>{formatMoneyValue(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className={ui.panel} aria-labelledby="customer-sizes">
            <h2 id="customer-sizes">Size profiles</h2>
            {found.sizes.length === 0 ? (
              <p className={ui.muted}>No saved sizes.</p>
            ) : (
              found.sizes.map((size) => <SizeProfile key={`${size.productType}:${size.name}`} size={size} />)
            )}
          </section>
        </>
      )}
    </QueryState>
  );
}
