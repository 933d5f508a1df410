import { FABRIC_UNAVAILABLE, type DeletedFabric } from '@selvedge/contract';
import styles from './checkout.module.css';

/**
 * SPEC §8's Fabric Unavailable at the checkout: the fabrics whose pieces left the order since it was
 * opened, each with why (out of stock, or withdrawn from sale) and the shop's note.
 */
export function UnavailableFabrics({ fabrics }: { fabrics: readonly DeletedFabric[] }) {
  if (fabrics.length === 0) return null;
  const groups = (['withdrawn', 'out_of_stock'] as const).map((reason) => ({
    reason,
    fabrics: fabrics.filter((fabric) => fabric.reason === reason),
  }));
  return (
    <section className={styles.unavailable} aria-labelledby="checkout-unavailable-heading" data-testid="fabric-unavailable">
      <h2 id="checkout-unavailable-heading" className={styles.changesTitle}>
        {FABRIC_UNAVAILABLE.title}
      </h2>
      {groups
        .filter((group) => group.fabrics.length > 0)
        .map((group) => (
          <div key={group.reason}>
            <p>{FABRIC_UNAVAILABLE[group.reason]}</p>
            <ul>
              {group.fabrics.map((fabric) => (
                <li key={fabric.id}>
                  <strong>{fabric.title}</strong>
                  {fabric.note ? <span className={styles.muted}> ({fabric.note})</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
