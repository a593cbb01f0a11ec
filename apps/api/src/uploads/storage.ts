import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Where uploaded files live: outside the database, behind this interface, so a bucket can replace the
 * local folder without touching the products. Keys are made by `newStorageKey` and never come from a client.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  /** Throws when the store cannot take files now (readiness, /api/ready); a store without it is taken as ready. */
  ready?(): Promise<void>;
}

const KEY = /^[0-9]{6}\/[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

/** `yyyymm/<uuid>.<ext>`: a month's folder, a name nobody can guess. */
export function newStorageKey(extension: string, now = new Date()): string {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  return `${month}/${randomUUID()}.${extension}`;
}

/** Files in a folder of this machine (the default). Refuses any key it did not make (no path tricks). */
export function localFolderStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not an upload storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // `wx`: never overwrite another file.
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
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
    async ready() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

/**
 * `POLIS_UPLOADS_DIR` when set; under tests a folder in the OS temp dir; else `data/uploads` beside the
 * default SQLite file.
 */
export function uploadsDirOf(env: NodeJS.ProcessEnv): string {
  if (env.POLIS_UPLOADS_DIR) return path.resolve(env.POLIS_UPLOADS_DIR);
  if (env.JEST_WORKER_ID !== undefined || env.NODE_ENV === 'test') {
    return path.join(os.tmpdir(), `polis-uploads-test-${process.pid}`);
  }
  return path.resolve('data/uploads');
}

let shared: UploadStorage | null = null;

/** The storage of this process, from the environment. */
export function defaultUploadStorage(): UploadStorage {
  shared ??= localFolderStorage(uploadsDirOf(process.env));
  return shared;
}
