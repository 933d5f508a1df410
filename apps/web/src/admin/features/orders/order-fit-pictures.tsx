import type { AdminOrder } from '@selvedge/contract/admin';
import { useCallback } from 'react';
import ui from '../../lib/ui/admin-ui.module.css';
import { momentOf } from '../../lib/order-words';
import { useFitPictureFile } from './orders-api';
import styles from './orders.module.css';

type Picture = AdminOrder['fitPictures'][number]['pictures'][number];

/** Bytes held in memory as an image: the object URL goes when the image does. */
function BlobImage({ blob, alt }: { blob: Blob; alt: string }) {
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={styles.fitImage} width={160} height={160} />;
}

function Thumbnail({ picture }: { picture: Picture }) {
  const thumbnail = useFitPictureFile(picture.thumbnailUrl);
  const full = useFitPictureFile(picture.url, false);
  const open = async () => {
    const { data } = await full.refetch();
    if (data) window.open(URL.createObjectURL(data), '_blank', 'noopener');
  };
  return (
    <li className={styles.fitPicture}>
      <button type="button" className={styles.fitButton} onClick={() => void open()} aria-label={`Open ${picture.name} full size`}>
        {thumbnail.data ? (
          <BlobImage blob={thumbnail.data} alt={picture.name} />
        ) : (
          <span className={ui.muted}>{thumbnail.isError ? 'Could not load' : 'Loading…'}</span>
        )}
      </button>
    </li>
  );
}

/** The fit pictures the customer sent, read with the staff token. */
export function OrderFitPictures({ order }: { order: AdminOrder }) {
  return (
    <section className={ui.panel} aria-labelledby="fit-pictures-heading">
      <h2 id="fit-pictures-heading">Fit pictures</h2>
      {order.fitPictures.length === 0 ? (
        <p className={ui.muted}>The customer has sent none.</p>
      ) : (
        <ol className={styles.uploads}>
          {[...order.fitPictures]
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((upload) => (
              <li key={upload.id}>
                <p>
                  {momentOf(upload.createdAt)} · {upload.firstName} {upload.lastName}
                </p>
                {upload.comments ? <p className={styles.comments}>{upload.comments}</p> : null}
                <ul className={styles.fitPictures} aria-label={`Pictures sent ${momentOf(upload.createdAt)}`}>
                  {upload.pictures.map((picture) => (
                    <Thumbnail key={picture.id} picture={picture} />
                  ))}
                </ul>
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
