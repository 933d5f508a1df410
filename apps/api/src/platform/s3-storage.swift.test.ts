import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSwift, swiftInstalled, type RunningSwift } from '../../../../scripts/cluster/swift.mjs';
import type { FileStorage } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

/**
 * The S3 storage against a real S3 server: OpenStack Swift's s3api, started by the cluster
 * script. Skipped where Swift is not installed; s3-storage.test.ts covers the same calls on s3rver.
 */
describe.skipIf(!swiftInstalled())('file storage over the S3 API of a real Swift', () => {
  let root: string;
  let swift: RunningSwift;
  let storage: FileStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'selvedge-swift-'));
    swift = await startSwift({ root, log: () => undefined });
    storage = createS3Storage(swift);
  }, 90_000);
  afterAll(async () => {
    await swift?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('keeps, reads and removes a picture, and reads a missing one as null', async () => {
    const bytes = Buffer.from('a JPEG, as far as the storage cares');
    await storage.put('fit-pictures/ord_1/fp_a.jpg', bytes);
    expect(await storage.get('fit-pictures/ord_1/fp_a.jpg')).toEqual(bytes);
    await storage.remove('fit-pictures/ord_1/fp_a.jpg');
    expect(await storage.get('fit-pictures/ord_1/fp_a.jpg')).toBeNull();
    await storage.remove('fit-pictures/ord_1/fp_a.jpg');
  });

  it('answers 503 within seconds while the S3 endpoint is away, and keeps files again once it is back', async () => {
    await storage.put('catalogue/upload-before.jpg', Buffer.from('before'));
    await swift.stopProxy();
    try {
      const started = Date.now();
      await expect(storage.put('catalogue/upload-during.jpg', Buffer.from('during'))).rejects.toMatchObject({
        statusCode: 503,
        code: 'storage_unavailable',
      });
      await expect(storage.get('catalogue/upload-before.jpg')).rejects.toMatchObject({ statusCode: 503 });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await swift.startProxy();
    }
    expect((await storage.get('catalogue/upload-before.jpg'))?.toString()).toBe('before');
    await storage.put('catalogue/upload-after.jpg', Buffer.from('after'));
    expect((await storage.get('catalogue/upload-after.jpg'))?.toString()).toBe('after');
  }, 60_000);
});
