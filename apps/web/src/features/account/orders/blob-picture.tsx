import { useCallback, type ComponentProps } from 'react';

interface BlobPictureProps extends Omit<ComponentProps<'img'>, 'src' | 'ref'> {
  /** The picture's bytes (a fetched fit picture, or a file the customer chose). */
  blob: Blob;
}

/**
 * An `<img>` showing bytes held in memory: an object URL made when the image is attached and
 * revoked when it goes (a ref with a cleanup), so nothing outlives the page.
 */
export function BlobPicture({ blob, alt, ...image }: BlobPictureProps) {
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...image} />;
}
