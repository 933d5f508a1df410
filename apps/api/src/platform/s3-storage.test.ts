import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { createS3Storage, STORAGE_UNAVAILABLE_MESSAGES } from './s3-storage.js';

/** s3rver's one account. */
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

let directory: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'selvedge-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'selvedge' }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close().catch(() => undefined);
  await rm(directory, { recursive: true, force: true });
});

describe('file storage over the S3 API', () => {
  it('keeps, reads and removes a file under a key the server made', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'selvedge', ...keys });
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10, 0x80]);
    await storage.put('fit-pictures/ord_1/fp_a.jpg', bytes);
    expect(await storage.get('fit-pictures/ord_1/fp_a.jpg')).toEqual(bytes);
    await storage.remove('fit-pictures/ord_1/fp_a.jpg');
    expect(await storage.get('fit-pictures/ord_1/fp_a.jpg')).toBeNull();
    // A second remove of the same key is no error, as on disk.
    await storage.remove('fit-pictures/ord_1/fp_a.jpg');
  });

  it('answers null for a key that was never stored', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'selvedge', ...keys });
    expect(await storage.get('catalogue/upload-never-thumbnail.webp')).toBeNull();
  });

  it('does not pass a missing bucket off as a missing file', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'no-such-bucket', ...keys });
    await expect(storage.get('catalogue/upload-a.jpg')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it.each(['../outside.jpg', 'fit-pictures/../../x.jpg', '/etc/passwd.jpg', 'fit-pictures/a.exe', 'fit-pictures/a b.jpg', ''])(
    'refuses the key %j before asking the server',
    async (key) => {
      const storage = createS3Storage({ endpoint, bucket: 'selvedge', ...keys });
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Not a storage key/);
    },
  );

  it('answers a server that answers 5xx with the 503 a person can act on', async () => {
    const failing = createServer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/xml' });
      response.end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>disk gone</Message></Error>');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const storage = createS3Storage({
        endpoint: `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
        bucket: 'selvedge',
        ...keys,
      });
      await expect(storage.put('catalogue/upload-b.jpg', Buffer.from('x'))).rejects.toMatchObject({
        statusCode: 503,
        code: 'storage_unavailable',
      });
    } finally {
      failing.close();
    }
  });
});

describe('file storage over the S3 API when the server is gone', () => {
  it('fails within seconds with a 503 that says to try again, for writes and reads', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'selvedge', ...keys });
    await storage.put('fit-pictures/ord_2/fp_b.jpg', Buffer.from('kept'));
    await server.close();

    const started = Date.now();
    const put = await storage.put('fit-pictures/ord_2/fp_c.jpg', Buffer.from('x')).catch((error: unknown) => error);
    expect(put).toBeInstanceOf(HttpError);
    expect(put).toMatchObject({ statusCode: 503, code: 'storage_unavailable', message: STORAGE_UNAVAILABLE_MESSAGES.put });
    const get = await storage.get('fit-pictures/ord_2/fp_b.jpg').catch((error: unknown) => error);
    expect(get).toMatchObject({ statusCode: 503, code: 'storage_unavailable', message: STORAGE_UNAVAILABLE_MESSAGES.read });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
