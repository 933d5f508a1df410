import type { MeasurementsConfig, MeasurementUnit, SavedSize } from '@selvedge/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './measurement-screen.module.css';
import { SizeDetails, sizeBasisText } from './size-details';

interface SavedSizePanelProps {
  config: MeasurementsConfig;
  /** "shirts": the sizes are per product type. */
  pieces: string;
  /** The customer's sizes of this type; null for a visitor. */
  sizes: SavedSize[] | null;
  /** False while the session is still being read. */
  sessionReady: boolean;
  chosen: SavedSize | null;
  onChoose(name: string): void;
  unit: MeasurementUnit;
  loginHref: string;
  registerHref: string;
  standardHref: string;
  bodyHref: string;
}

/** The saved method: one of the customer's saved sizes; for a visitor, an invitation to log in. */
export function SavedSizePanel({
  config,
  pieces,
  sizes,
  sessionReady,
  chosen,
  onChoose,
  unit,
  loginHref,
  registerHref,
  standardHref,
  bodyHref,
}: SavedSizePanelProps) {
  const id = useId();
  if (!sessionReady) {
    return (
      <p role="status" className={styles.quiet}>
        Checking your saved sizes…
      </p>
    );
  }
  if (sizes === null) {
    return (
      <div className={styles.invitation}>
        <p>Log in to use a size you saved before: it fills in every measurement for you.</p>
        <p className={styles.invitationLinks}>
          <Link to={loginHref} preventScrollReset className={styles.primaryLink}>
            Log in
          </Link>
          <Link to={registerHref} preventScrollReset className={styles.inlineLink}>
            Create an account
          </Link>
        </p>
        <p className={styles.quiet}>
          No account? Give your size as a <Link to={standardHref}>standard size</Link> or your <Link to={bodyHref}>body measurements</Link>.
        </p>
      </div>
    );
  }
  if (sizes.length === 0) {
    return (
      <div className={styles.invitation}>
        <p>You have no saved sizes for {pieces} yet.</p>
        <p className={styles.quiet}>
          Give your size as a <Link to={standardHref}>standard size</Link> or your <Link to={bodyHref}>body measurements</Link>, and save it
          under a name: it will be here for your next piece.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.saved}>
      <div className={styles.pick}>
        <label htmlFor={`${id}-saved`} className={styles.label}>
          Your saved sizes
        </label>
        <select id={`${id}-saved`} className={styles.select} value={chosen?.name ?? ''} onChange={(event) => onChoose(event.target.value)}>
          {chosen ? null : (
            <option value="" disabled>
              Choose a size…
            </option>
          )}
          {sizes.map((size) => (
            <option key={size.name} value={size.name}>
              {size.name} ({sizeBasisText(size)})
            </option>
          ))}
        </select>
      </div>
      {chosen ? <SizeDetails config={config} size={chosen} unit={unit} /> : null}
      <p className={styles.quiet}>
        To change a size, <Link to="/profile?tab=sizes">manage your sizes</Link> in your account.
      </p>
    </div>
  );
}
