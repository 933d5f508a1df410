import type { FitPicture, FitPictureUpload } from '@selvedge/contract';
import { useState } from 'react';
import { Modal, ModalClose, ModalTitle } from '../../../lib/ui/modal';
import { useFitPictureFile } from './api/fit-pictures-api';
import { BlobPicture } from './blob-picture';
import styles from './fit-pictures.module.css';
import { momentText } from './order-text';

const picturesText = (count: number) => `${count} ${count === 1 ? 'picture' : 'pictures'}`;

/** A thumbnail as a button that opens the picture itself. */
function Thumbnail({ picture, onOpen }: { picture: FitPicture; onOpen(): void }) {
  const file = useFitPictureFile(picture.thumbnailUrl);
  return (
    <button type="button" className={styles.thumbnail} onClick={onOpen} aria-label={`Open ${picture.name}`}>
      {file.data ? (
        <BlobPicture blob={file.data} alt={picture.name} className={styles.thumbnailImage} width={160} height={160} />
      ) : (
        <span className={styles.thumbnailState}>{file.isError ? 'Could not load' : ''}</span>
      )}
    </button>
  );
}

/** The picture as kept (up to 2400 px on its longest side), in a dialog. */
function FullPicture({ picture, onClose }: { picture: FitPicture | null; onClose(): void }) {
  const file = useFitPictureFile(picture?.url ?? '', picture !== null);
  return (
    <Modal
      open={picture !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      overlayClassName={styles.overlay}
      described={false}
      className={styles.dialog}
    >
      <div className={styles.dialogHeader}>
        <ModalTitle className={styles.dialogTitle}>{picture?.name}</ModalTitle>
        <ModalClose className={styles.close}>Close</ModalClose>
      </div>
      {picture && file.data ? (
        <BlobPicture blob={file.data} alt={picture.name} className={styles.fullImage} width={picture.width} height={picture.height} />
      ) : (
        <p role="status" className={styles.dialogState}>
          {file.isError ? 'This picture could not be loaded. Please try again.' : 'Loading the picture…'}
        </p>
      )}
    </Modal>
  );
}

/** The uploads already sent, newest first: when, by whom, what they said, and their pictures. */
export function FitPictureUploads({ uploads }: { uploads: readonly FitPictureUpload[] }) {
  const [open, setOpen] = useState<FitPicture | null>(null);
  const newestFirst = [...uploads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section className={styles.uploads} aria-labelledby="fit-pictures-sent-heading">
      <h3 id="fit-pictures-sent-heading" className={styles.subheading}>
        Pictures sent
      </h3>
      <ol className={styles.uploadList}>
        {newestFirst.map((upload) => (
          <li key={upload.id} className={styles.upload} aria-label={`Sent ${momentText(upload.createdAt)}`}>
            <p className={styles.uploadMeta}>
              <time dateTime={upload.createdAt}>{momentText(upload.createdAt)}</time>
              <span>
                {' '}
                · {upload.firstName} {upload.lastName} · {picturesText(upload.pictures.length)}
              </span>
            </p>
            {upload.comments ? <p className={styles.uploadComments}>{upload.comments}</p> : null}
            <ul className={styles.thumbnails} aria-label="Pictures">
              {upload.pictures.map((picture) => (
                <li key={picture.id}>
                  <Thumbnail picture={picture} onOpen={() => setOpen(picture)} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <FullPicture picture={open} onClose={() => setOpen(null)} />
    </section>
  );
}
