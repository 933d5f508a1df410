import { AdminFabricDetailSchema, CATALOGUE_PICTURE_TYPES, FABRIC_LIMITS, type AdminFabricDetail } from '@selvedge/contract/admin';
import { useRef, useState, type ChangeEvent } from 'react';
import { failureText } from '../../../lib/api-failure';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { useConfirmState } from '../../lib/confirm-state';
import { movedBy } from '../../lib/moved-by';
import { staleCurrent } from '../../lib/stale-edit';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { useKeepFabric, useRemovePicture, useUpdateFabric, useUploadPictures } from './fabric-edit-api';
import styles from './fabric-edit.module.css';

type Picture = AdminFabricDetail['images'][number];

interface FabricPicturesProps {
  fabric: AdminFabricDetail;
  /** Told the fabric's version before and after each change of its pictures. */
  onChanged(before: number, after: number): void;
}

/** A fabric's pictures, in the shop's order (the first is the main one): uploaded, moved and removed. */
export function FabricPictures({ fabric, onChanged }: FabricPicturesProps) {
  const upload = useUploadPictures();
  const reorder = useUpdateFabric();
  const keepFabric = useKeepFabric();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const full = fabric.images.length >= FABRIC_LIMITS.imagesMax;

  const changed = (text: string) => (after: AdminFabricDetail) => {
    onChanged(fabric.version, after.version);
    setProblem(null);
    setDone(text);
  };

  const send = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    if (files.length === 0) return;
    setDone(null);
    upload.mutate(
      { id: fabric.id, files },
      {
        onSuccess: changed(files.length === 1 ? 'The picture is added.' : `${files.length} pictures are added.`),
        onError: (error) => setProblem(failureText(error)),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = movedBy(
      fabric.images.map((image) => image.id),
      index,
      by,
    );
    if (!ids) return;
    setDone(null);
    reorder.mutate(
      { id: fabric.id, body: { imageIds: ids, version: fabric.version } },
      {
        onSuccess: changed(index + by === 0 ? 'The main picture is changed.' : 'The pictures are in their new order.'),
        onError: (error) => {
          const current = staleCurrent(error, AdminFabricDetailSchema);
          if (current) keepFabric(current);
          setProblem(current ? 'Someone else changed this first. The pictures are shown as they are now.' : failureText(error));
        },
      },
    );
  };

  return (
    <section className={ui.panel} aria-labelledby="fabric-pictures">
      <h2 id="fabric-pictures">Pictures</h2>
      <p className={ui.hint}>
        The first picture is the main one, shown in the shop&apos;s listings. JPEG, PNG, WebP or AVIF, up to {FABRIC_LIMITS.imagesPerUpload}{' '}
        at a time.
      </p>
      <ProblemLine>{problem}</ProblemLine>
      <DoneLine>{done}</DoneLine>
      {fabric.images.length === 0 ? <p className={ui.hint}>No pictures yet.</p> : null}
      <ol className={styles.pictures} aria-label={`Pictures of ${fabric.title}`}>
        {fabric.images.map((image, index) => (
          <li key={image.id} className={styles.picture}>
            <img
              src={image.url}
              alt={`Picture ${index + 1} of ${fabric.title}`}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.pictureLine}>
              <span>{index === 0 ? <strong>Main picture</strong> : `Picture ${index + 1}`}</span>
              {image.uploaded ? null : <span className={ui.muted}>Drawn swatch</span>}
            </div>
            <div className={styles.pictureButtons}>
              <button
                type="button"
                className={ui.smallButton}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
                aria-label={`Move picture ${index + 1} up`}
              >
                Up
              </button>
              <button
                type="button"
                className={ui.smallButton}
                disabled={index === fabric.images.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
                aria-label={`Move picture ${index + 1} down`}
              >
                Down
              </button>
              <RemovePicture fabric={fabric} image={image} number={index + 1} onRemoved={changed('The picture is removed.')} />
            </div>
          </li>
        ))}
      </ol>
      <label className={ui.labelAbove}>
        Add pictures
        <input
          ref={input}
          type="file"
          accept={CATALOGUE_PICTURE_TYPES.join(',')}
          multiple
          disabled={upload.isPending || full}
          onChange={send}
        />
      </label>
      {upload.isPending ? (
        <p className={ui.muted} role="status">
          Uploading…
        </p>
      ) : null}
      {full ? <p className={ui.hint}>A fabric holds at most {FABRIC_LIMITS.imagesMax} pictures: remove one to add another.</p> : null}
    </section>
  );
}

function RemovePicture({
  fabric,
  image,
  number,
  onRemoved,
}: {
  fabric: AdminFabricDetail;
  image: Picture;
  number: number;
  onRemoved(after: AdminFabricDetail): void;
}) {
  const remove = useRemovePicture();
  const confirm = useConfirmState(remove);
  return (
    <ConfirmDialog
      {...confirm.dialog}
      trigger={{ text: 'Remove', label: `Remove picture ${number}`, className: ui.smallButton }}
      title={`Remove picture ${number} of ${fabric.title}?`}
      description={
        image.uploaded ? 'The picture is deleted and leaves the shop at once.' : 'The drawn swatch leaves this fabric’s pictures.'
      }
      cancelText="Keep it"
      confirmText="Remove picture"
      pendingText="Removing…"
      onConfirm={() =>
        remove.mutate(
          { id: fabric.id, imageId: image.id },
          {
            onSuccess: (after) => {
              confirm.close();
              onRemoved(after);
            },
          },
        )
      }
    />
  );
}
