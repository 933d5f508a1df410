import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, createMemoryStorage, type FileStorage } from './file-storage.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'selvedge-storage-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe.each([
  ['on disk', () => createDiskStorage(path.join(root, 'uploads'))],
  ['in memory', () => createMemoryStorage()],
] as [string, () => FileStorage][])('file storage %s', (_name, make) => {
  it('keeps, reads and removes a file under a key the server made', async () => {
    const storage = make();
    await storage.put('fit-pictures/ord_1/fp_a.jpg', Buffer.from('picture'));
    expect((await storage.get('fit-pictures/ord_1/fp_a.jpg'))?.toString()).toBe('picture');
    await storage.remove('fit-pictures/ord_1/fp_a.jpg');
    expect(await storage.get('fit-pictures/ord_1/fp_a.jpg')).toBeNull();
    await storage.remove('fit-pictures/ord_1/fp_a.jpg');
  });

  it.each([
    '../outside.jpg',
    'fit-pictures/../../x.jpg',
    '/etc/passwd.jpg',
    'fit-pictures/a.exe',
    'fit-pictures\\a.jpg',
    'fit-pictures/a b.jpg',
    '',
  ])('refuses the key %j', async (key) => {
    const storage = make();
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Not a storage key/);
  });
});

describe('file storage on disk', () => {
  it('leaves no half-written file beside the kept one', async () => {
    const storage = createDiskStorage(path.join(root, 'whole'));
    await storage.put('fit-pictures/ord_2/fp_b.jpg', Buffer.alloc(1024, 1));
    expect(await readdir(path.join(root, 'whole', 'fit-pictures', 'ord_2'))).toEqual(['fp_b.jpg']);
  });
});
