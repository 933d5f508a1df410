import { PRODUCT_TYPES, type ProductsConfigResponse, pieceNoun } from '@selvedge/contract';
import { Link } from 'react-router';
import { shopPath } from '../../lib/route-paths';
import { leadTimeText } from './lead-time-text';
import styles from './trial-pieces.module.css';

/** The customiser's address of a trial design (`trial=1` travels on to the sizing step and the cart). */
const TRIAL_QUERY = 'trial=1';

const trialCopy: Partial<Record<string, { heading: string; body: string }>> = {
  shirt: {
    heading: 'Trial shirt',
    body: 'One shirt in a cloth of your choice, cut from your first pattern. Wear it, wash it, send us your fit photos, and we refine the pattern before we make the rest.',
  },
  trousers: {
    heading: 'Trial trousers',
    body: 'A pair of trousers to settle the rise, seat and leg line. Most customers need only small changes; we make them before your next pair is cut.',
  },
  jackets: {
    heading: 'Trial jacket',
    body: 'A jacket is the piece where fit matters most. The trial is made in a plain cloth with your chosen make, so the shoulders, chest and balance can be perfected first.',
  },
};

/** The trial page's pieces, with lead times from the product configuration. */
export function TrialPieces({ config }: { config: ProductsConfigResponse }) {
  const types = PRODUCT_TYPES.filter((type) => config.products[type].trialLeadTime && trialCopy[type]);
  return (
    <ul className={styles.pieces}>
      {types.map((type) => {
        const product = config.products[type];
        const copy = trialCopy[type];
        const firstGroup = product.styles[product.stylesOrder[0] ?? ''];
        if (!copy || !product.trialLeadTime) return null;
        return (
          <li key={type} className={styles.piece} data-trial-type={type}>
            {firstGroup ? <img src={firstGroup.image} alt="" width={240} height={240} loading="lazy" /> : null}
            <h2>{copy.heading}</h2>
            <p>{copy.body}</p>
            <p className={styles.leadTime}>Made and delivered in {leadTimeText(product.trialLeadTime)}, no extra delivery charge.</p>
            <Link className={styles.cta} to={shopPath(type, TRIAL_QUERY)}>
              Start your trial {pieceNoun(type)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
