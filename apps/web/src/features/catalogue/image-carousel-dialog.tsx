import type { Image } from '@selvedge/contract';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { Modal, ModalClose, ModalTitle } from '../../lib/ui/modal';
import styles from './image-carousel-dialog.module.css';

/** SPEC §9: the carousel advances every 8 seconds and wraps to the first item. */
export const CAROUSEL_INTERVAL_MS = 8000;

interface ImageCarouselDialogProps {
  title: string;
  images: Image[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Enlarged pictures of one fabric or style, one at a time. */
export function ImageCarouselDialog({ title, images, open, onOpenChange }: ImageCarouselDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} overlayClassName={styles.overlay} described={false} className={styles.content}>
      <ModalTitle className={styles.title}>{title}</ModalTitle>
      <Carousel images={images} />
      <ModalClose className={styles.close} aria-label="Close pictures">
        ×
      </ModalClose>
    </Modal>
  );
}

function Carousel({ images }: { images: Image[] }) {
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <div className={styles.carousel} aria-roledescription="carousel">
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {images.map((image, index) => (
            <figure
              key={image.url}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
              data-active={index === selected}
            >
              <img src={image.url} alt={image.altText} width={image.width} height={image.height} />
            </figure>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <div className={styles.controls}>
          <button type="button" onClick={previous} aria-label="Previous picture">
            ‹
          </button>
          <span aria-live="polite" data-testid="carousel-position">
            {selected + 1} / {images.length}
          </span>
          <button type="button" onClick={next} aria-label="Next picture">
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
