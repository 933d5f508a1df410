import type { Image } from '@selvedge/contract';
import type { ComponentType } from 'react';

/**
 * The enlarged-picture view of a fabric. The app hands in the shop's carousel dialog; the
 * customiser only says which pictures and when.
 */
export interface ImageViewerProps {
  title: string;
  images: Image[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

export type ImageViewer = ComponentType<ImageViewerProps>;
