import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live. The shop keeps them on disk under `DATA_DIR/uploads` by default;
 * object storage (S3 and the like, for several API machines) sits behind the same three calls
 * (`s3-storage.ts`). Keys are made by the server only (`fit-pictures/ord_…/fp_….jpg`), and every key is
 * checked again here, so no key can name a file outside the storage's folder.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key with no file is no error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.(jpg|webp)$/;

/**
 * A key as the server makes them, or an error: never a path a request could have shaped. Every
 * storage checks with this one function, so a key refused on disk is refused by object storage too.
 */
export function checkedKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string): string => {
    const file = path.resolve(base, checkedKey(key));
    // Belt and braces: the pattern already rules out '..' and absolute keys.
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key leaves the folder: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const aside = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(aside, bytes, { flag: 'wx' });
      await rename(aside, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** In memory: for tests that must not touch the disk. */
export function createMemoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(checkedKey(key), Buffer.from(bytes));
    },
    async get(key) {
      return files.get(checkedKey(key)) ?? null;
    },
    async remove(key) {
      files.delete(checkedKey(key));
    },
  };
}
