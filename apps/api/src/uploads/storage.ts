import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Where uploaded files live, behind this interface, so the store (a local folder, the database, a bucket) changes
 * without touching the products. Keys are made by `newStorageKey` and never come from a client. `put` never
 * replaces what a key holds (it fails instead); a sale writes its files before its transaction and removes them
 * if it fails (`withStoredFiles`), whatever the store.
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

const checkedKey = (key: string): string => {
  if (!KEY.test(key)) throw new Error(`Not an upload storage key: ${key}`);
  return key;
};

/** Files in a folder of this machine (SQLite's store). Refuses any key it did not make (no path tricks). */
export function localFolderStorage(root: string): UploadStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
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
 * Files as rows of `upload_files` (migration 025): PostgreSQL's store, so every instance on one database reads
 * what any other saved. Each call is its own statement, outside any transaction of the caller, as a file written
 * to a folder would be. Refuses any key it did not make, as the folder does.
 */
export function databaseStorage(db: Kysely<Database>): UploadStorage {
  return {
    async put(key, bytes) {
      // The primary key refuses a second row under one key: never overwrite another file.
      await db
        .insertInto('upload_files')
        .values({
          storage_key: checkedKey(key),
          bytes,
          size_bytes: bytes.length,
          created_at: new Date().toISOString(),
        })
        .execute();
    },
    async get(key) {
      const row = await db
        .selectFrom('upload_files')
        .select('bytes')
        .where('storage_key', '=', checkedKey(key))
        .executeTakeFirst();
      return row ? row.bytes : null;
    },
    async remove(key) {
      await db.deleteFrom('upload_files').where('storage_key', '=', checkedKey(key)).execute();
    },
    async ready() {
      // The table answers (the database itself is /api/ready's other check).
      await db.selectFrom('upload_files').select('storage_key').limit(1).execute();
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

/** The local folder of this process, from the environment (`uploadsDirOf`). */
export function defaultUploadStorage(): UploadStorage {
  shared ??= localFolderStorage(uploadsDirOf(process.env));
  return shared;
}

/**
 * The store for the database the server runs on: PostgreSQL (`DATABASE_URL`), the database of several
 * instances, keeps the bytes in `upload_files`; SQLite, one instance on one machine, the local folder.
 */
export function uploadStorageFor(handle: Db): UploadStorage {
  return handle.dialect === 'postgres' ? databaseStorage(handle.db) : defaultUploadStorage();
}
