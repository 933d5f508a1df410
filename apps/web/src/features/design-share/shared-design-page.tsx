import type { SharedDesign } from '@selvedge/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { failureText } from '../../lib/api-failure';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES, shopPath } from '../../lib/route-paths';
import { revokeKeyFor, useSharedDesign, useStopSharing } from './design-share-api';
import styles from './shared-design-page.module.css';

const SHARED_DESIGN_TEXT = {
  gone: 'This design is no longer shared',
  goneDetail: 'The link may have been stopped by the person who shared it, or it was copied incompletely.',
  visualisation: 'The garment shown is a visualisation.',
  noPicture: 'The picture of this design is not ready yet.',
  withdrawn: 'No longer offered',
} as const;

/** A picture of the design from the server; where none can be drawn yet, a plain box that says so. */
function DesignImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={styles.missing} role="img" aria-label={alt}>
        {SHARED_DESIGN_TEXT.noPicture}
      </div>
    );
  }
  return <img className={styles.picture} src={src} alt={alt} width={400} height={500} onError={() => setFailed(true)} />;
}

function Gone() {
  return (
    <section aria-labelledby="shared-design-gone">
      <h1 id="shared-design-gone">{SHARED_DESIGN_TEXT.gone}</h1>
      <p>{SHARED_DESIGN_TEXT.goneDetail}</p>
      <p>
        <Link to={ROUTES.home}>Design your own</Link>
      </p>
    </section>
  );
}

function Design({ token, shared }: { token: string; shared: SharedDesign }) {
  const stop = useStopSharing();
  const [ownKey] = useState(() => revokeKeyFor(token) !== null);
  const named = shared.fabric ? `${shared.title} in ${shared.fabric.title}` : shared.title;
  usePageMeta(named, `A ${shared.title.toLowerCase()} designed at Selvedge: the cloth and every choice.`);
  return (
    <article className={styles.layout} aria-labelledby="shared-design-title">
      <div>
        <div className={styles.pictures}>
          <figure className={styles.figure}>
            <DesignImage src={shared.picture} alt={`${named}, from the front`} />
            <figcaption className={styles.caption}>Front</figcaption>
          </figure>
          {shared.backPicture ? (
            <figure className={styles.figure}>
              <DesignImage src={shared.backPicture} alt={`${named}, from the back`} />
              <figcaption className={styles.caption}>Back</figcaption>
            </figure>
          ) : null}
        </div>
        <p className={styles.note}>{SHARED_DESIGN_TEXT.visualisation}</p>
      </div>
      <div className={styles.details}>
        <header>
          <p className={styles.caption}>A shared design</p>
          <h1 id="shared-design-title">{named}</h1>
        </header>
        {shared.notices.length > 0 ? (
          <ul className={styles.notices} aria-label="What has changed since it was shared">
            {shared.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        ) : null}
        <section aria-labelledby="shared-design-cloth">
          <h2 id="shared-design-cloth" className={styles.subheading}>
            Cloth
          </h2>
          {shared.fabric ? (
            <div className={styles.fabric}>
              {shared.fabric.image ? <img className={styles.swatch} src={shared.fabric.image} alt="" width={64} height={64} /> : null}
              <div>
                <p className={styles.fabricName}>{shared.fabric.title}</p>
                {shared.fabric.availableForSale ? null : <p className={styles.note}>{SHARED_DESIGN_TEXT.withdrawn}</p>}
              </div>
            </div>
          ) : (
            <p className={styles.note}>{SHARED_DESIGN_TEXT.withdrawn}</p>
          )}
        </section>
        <section aria-labelledby="shared-design-choices">
          <h2 id="shared-design-choices" className={styles.subheading}>
            Every choice
          </h2>
          <dl className={styles.choices}>
            {[...shared.choices, ...shared.accessories].map((choice) => (
              <div key={choice.group} className={styles.choice}>
                <dt>{choice.group}</dt>
                <dd>{choice.option}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className={styles.actions}>
          <Link className={styles.design} to={shopPath(shared.productType, shared.query)}>
            Design this
          </Link>
          {ownKey ? (
            <button type="button" className={styles.stop} onClick={() => stop.mutate(token)} disabled={stop.isPending}>
              {stop.isPending ? 'Stopping…' : 'Stop sharing'}
            </button>
          ) : null}
        </div>
        {stop.isError ? (
          <p className={styles.error} role="alert">
            {failureText(stop.error)}
          </p>
        ) : null}
        <p className={styles.note}>Your size is taken when you order: a shared design never carries one.</p>
      </div>
    </article>
  );
}

/** The page of a design shared by link: its picture, cloth and every choice, and "Design this". */
export function SharedDesignPage({ token }: { token: string }) {
  const design = useSharedDesign(token);
  if (design.isPending) {
    return (
      <p role="status" aria-live="polite">
        Loading the design…
      </p>
    );
  }
  if (design.isError) {
    if (design.error instanceof ApiRequestError && design.error.status === 404) return <Gone />;
    return (
      <div role="alert">
        <p>{failureText(design.error)}</p>
        <button type="button" onClick={() => void design.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <Design token={token} shared={design.data} />;
}
