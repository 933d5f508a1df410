import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createFlakyStorage } from '../test/flaky-storage.js';
import { createMemoryStorage } from './file-storage.js';
import { createCataloguePictures, thumbnailKey } from './public-pictures.js';
import { storageUnavailable } from './s3-storage.js';

const messages = { notAPicture: (name: string) => `${name} is not a picture`, unreadable: (name: string) => `${name} cannot be read` };
const photograph = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a6d3b' } })
    .jpeg()
    .toBuffer();

describe('catalogue pictures', () => {
  it('keeps a photograph at most the given side, with a WebP thumbnail at most the thumbnail side beside it', async () => {
    const storage = createMemoryStorage();
    const pictures = createCataloguePictures(storage);
    const [prepared] = await pictures.prepare([{ name: 'cloth.jpg', bytes: await photograph(3000, 1500) }], {
      field: 'images',
      side: 2000,
      thumbnailSide: 480,
      messages,
    });
    await pictures.store([prepared!], async () => undefined);

    const fileKey = prepared!.row.fileKey!;
    expect(prepared!.row).toMatchObject({ width: 2000, height: 1000, contentType: 'image/jpeg' });
    const full = await sharp((await storage.get(fileKey))!).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 2000, 1000]);
    expect(thumbnailKey(fileKey)).toBe(fileKey.replace('.jpg', '-thumbnail.webp'));
    const small = await sharp((await storage.get(thumbnailKey(fileKey)))!).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 480, 240]);
  });

  it('removes the thumbnail with the picture, and writes neither when the change is refused', async () => {
    const storage = createMemoryStorage();
    const pictures = createCataloguePictures(storage);
    const [kept] = await pictures.prepare([{ name: 'a.jpg', bytes: await photograph(800, 600) }], {
      field: 'images',
      side: 2000,
      thumbnailSide: 480,
      messages,
    });
    await pictures.store([kept!], async () => undefined);
    await pictures.removeFiles([kept!.row]);
    expect(await storage.get(kept!.row.fileKey!)).toBeNull();
    expect(await storage.get(thumbnailKey(kept!.row.fileKey!))).toBeNull();

    const [refused] = await pictures.prepare([{ name: 'b.jpg', bytes: await photograph(800, 600) }], {
      field: 'images',
      side: 2000,
      thumbnailSide: 480,
      messages,
    });
    await expect(pictures.store([refused!], () => Promise.reject(new Error('the row could not be written')))).rejects.toThrow(
      'the row could not be written',
    );
    expect(await storage.get(refused!.row.fileKey!)).toBeNull();
    expect(await storage.get(thumbnailKey(refused!.row.fileKey!))).toBeNull();
  });

  it.each([
    ['fails', 'refused'],
    ['lands but its answer is lost', 'kept-then-failed'],
  ] as const)('when a thumbnail put %s, takes the pictures stored before it away again and writes no row', async (_case, outcome) => {
    const flaky = createFlakyStorage(() => storageUnavailable('Pictures can’t be stored just now.', new Error('connection refused')));
    const pictures = createCataloguePictures(flaky.storage);
    const prepared = await pictures.prepare(
      [
        { name: 'a.jpg', bytes: await photograph(800, 600) },
        { name: 'b.jpg', bytes: await photograph(600, 800) },
      ],
      { field: 'images', side: 2000, thumbnailSide: 480, messages },
    );
    // The first picture and its thumbnail are kept; the second's picture too, then its thumbnail fails.
    const lastThumbnail = thumbnailKey(prepared[1]!.row.fileKey!);
    flaky.putsWill((key) => (key === lastThumbnail ? outcome : 'kept'));
    let recorded = false;
    const stored = pictures.store(prepared, async () => {
      recorded = true;
    });
    await expect(stored).rejects.toMatchObject({ statusCode: 503, code: 'storage_unavailable' });
    expect(recorded).toBe(false);
    expect(flaky.keys()).toEqual([]);
  });
});
