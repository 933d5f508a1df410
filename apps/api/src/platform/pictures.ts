import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/**
 * Pictures people upload, made safe to keep and show: the type is read from the bytes
 * (`file-type`), never from the name or the type a browser claims; the picture is decoded and
 * written again (`sharp`), turned upright by its EXIF orientation, with every piece of metadata
 * (GPS location, camera, dates, comments) left behind; a thumbnail is made beside it.
 */

export type PictureRefusal = 'not_a_picture' | 'unreadable';

export interface KeptPicture {
  /** The picture as kept: JPEG, upright, no larger than the given side, with no metadata. */
  full: Buffer;
  /** A WebP thumbnail, no larger than the thumbnail side. */
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Decoding stops past this many pixels (a 12,000 × 12,000 picture), so a tiny file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 144_000_000;

export async function keepPicture(
  bytes: Buffer,
  { accepted, side, thumbnailSide }: { accepted: readonly string[]; side: number; thumbnailSide: number },
): Promise<KeptPicture | PictureRefusal> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !accepted.includes(sniffed.mime)) return 'not_a_picture';
  try {
    // `failOn: 'error'` refuses a truncated or corrupt picture instead of keeping half of it.
    const source = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
    const full = await source
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await source
      .clone()
      .resize({ width: thumbnailSide, height: thumbnailSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { full: full.data, thumbnail, width: full.info.width, height: full.info.height };
  } catch {
    return 'unreadable';
  }
}
