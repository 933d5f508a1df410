import { Link } from 'react-router';
import styles from './static-page.module.css';

interface FitPicturesUploadCallProps {
  /** Where the customer's orders are: the Orders tab, or the login first for a visitor. */
  ordersHref: string;
  signedIn: boolean;
}

/** The end of the fit-pictures guide: pictures are sent from the order's own page. */
export function FitPicturesUploadCall({ ordersHref, signedIn }: FitPicturesUploadCallProps) {
  return (
    <aside className={styles.call} aria-labelledby="fit-pictures-upload-heading">
      <h2 id="fit-pictures-upload-heading" className={styles.callHeading}>
        Ready to send them?
      </h2>
      <p>
        Each order has its own page with a Fit pictures form: up to ten pictures at a time, and a note on how the piece feels.
        {signedIn ? ' Open the order under Orders in your account.' : ' Log in, then open the order under Orders in your account.'}
      </p>
      <p>
        <Link to={ordersHref} className={styles.callAction}>
          Upload your pictures from your order&rsquo;s page
        </Link>
      </p>
      <p className={styles.callGuest}>
        Ordered as a guest? Use the link in your order confirmation e-mail: it opens your order&rsquo;s page.
      </p>
    </aside>
  );
}
