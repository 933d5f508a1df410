import { piecePictureAlt, thumbnailUrl, type ProductType } from '@selvedge/contract';
import { useState } from 'react';
import styles from './piece-picture.module.css';

export interface PictureOfPiece {
  productType: ProductType;
  fabric: { title: string };
  attributes: readonly { key: string; value: string }[];
  /** The address of the server's picture of the piece's design (issue 30). */
  preview?: string | undefined;
  /** The fabric's swatch, shown when there is no picture of the design or it cannot be drawn. */
  image: { url: string; altText: string | null } | null;
}

/**
 * A piece as it will be made: the server's picture of its design in its cloth, the same in the cart,
 * the checkout, the order and the workroom. Where there is none (or it fails to load) the fabric's
 * swatch stands in, and where there is not even that, an empty box keeps the layout.
 */
export function PiecePicture({
  piece,
  className,
  size,
  lazy = true,
}: {
  piece: PictureOfPiece;
  className: string | undefined;
  size: number;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const loading = lazy ? 'lazy' : undefined;
  if (piece.preview && !failed) {
    return (
      <img
        className={`${className ?? ''} ${styles.preview}`}
        src={piece.preview}
        alt={piecePictureAlt(piece)}
        width={size}
        height={size}
        loading={loading}
        data-picture="design"
        onError={() => setFailed(true)}
      />
    );
  }
  if (piece.image) {
    return (
      <img
        className={className}
        src={thumbnailUrl(piece.image.url)}
        alt={`Swatch of ${piece.fabric.title}`}
        width={size}
        height={size}
        loading={loading}
        data-picture="swatch"
      />
    );
  }
  return <span className={className} aria-hidden="true" />;
}
