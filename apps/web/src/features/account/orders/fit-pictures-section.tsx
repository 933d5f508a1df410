import { FIT_PICTURE_LIMITS, FIT_PICTURE_MESSAGES, type Order } from '@selvedge/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/route-paths';
import { FitPictureUploads } from './fit-picture-uploads';
import { FitPicturesForm, FitPicturesNotice } from './fit-pictures-form';
import styles from './fit-pictures.module.css';

/**
 * Fit pictures of an order (issue 15): why and how to take them, the form that sends them, and
 * what was sent. The order holds at most 30 pictures in all.
 */
export function FitPicturesSection({ order, accessKey }: { order: Order; accessKey: string | null }) {
  const sent = order.fitPictures.reduce((count, upload) => count + upload.pictures.length, 0);
  const left = Math.max(0, FIT_PICTURE_LIMITS.picturesPerOrder - sent);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="fit-pictures-heading">
      <header className={styles.intro}>
        <h2 id="fit-pictures-heading" className={styles.heading}>
          Fit pictures
        </h2>
        <p>
          Wearing your piece, send us pictures of yourself from the front, the side and the back. The workroom studies how it sits and
          perfects your pattern for the next one.
        </p>
        <p>
          <Link to={ROUTES.fitPicturesGuide} className={styles.guideLink}>
            How to take fit pictures
          </Link>
        </p>
        <p className={styles.left} data-testid="fit-pictures-left">
          {FIT_PICTURE_MESSAGES.orderFull(left)}
        </p>
      </header>
      <div className={styles.columns}>
        {left > 0 ? (
          <FitPicturesForm order={order} accessKey={accessKey} left={left} notice={notice} onNotice={setNotice} />
        ) : (
          <FitPicturesNotice notice={notice} />
        )}
        {order.fitPictures.length > 0 ? <FitPictureUploads uploads={order.fitPictures} /> : null}
      </div>
    </section>
  );
}
