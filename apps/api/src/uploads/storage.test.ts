import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { uploadStorageContract } from '../testing/upload-storage-contract';
import {
  databaseStorage,
  defaultUploadStorage,
  localFolderStorage,
  newStorageKey,
  uploadStorageFor,
} from './storage';
import { png } from './test-images';

const migrated = async (): Promise<Db> => {
  const handle = openDatabase({});
  await migrateToLatest(handle);
  return handle;
};

describe('the local folder store', () => {
  uploadStorageContract(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'polis-uploads-contract-'));
    return { storage: localFolderStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
  });
});

describe('the database store (on SQLite)', () => {
  uploadStorageContract(async () => {
    const handle = await migrated();
    return { storage: databaseStorage(handle.db), close: () => handle.close() };
  });
});

describe('uploadStorageFor', () => {
  it('keeps files in the local folder on SQLite: the database holds none of their bytes', async () => {
    const handle = await migrated();
    try {
      const storage = uploadStorageFor(handle);
      expect(storage).toBe(defaultUploadStorage());
      const key = newStorageKey('png');
      await storage.put(key, png(false));
      expect(await handle.db.selectFrom('upload_files').selectAll().execute()).toEqual([]);
      await storage.remove(key);
    } finally {
      await handle.close();
    }
  });

  it('keeps files in upload_files on PostgreSQL, keyed by the storage key', async () => {
    const sqlite = await migrated();
    try {
      // The handle's dialect alone decides; the PostgreSQL suite (storage-postgres.test.ts) runs it for real.
      const storage = uploadStorageFor({ ...sqlite, dialect: 'postgres' });
      const key = newStorageKey('png');
      await storage.put(key, png(false));
      const rows = await sqlite.db.selectFrom('upload_files').selectAll().execute();
      expect(rows).toEqual([
        {
          storage_key: key,
          bytes: png(false),
          size_bytes: png(false).length,
          created_at: expect.any(String),
        },
      ]);
      expect(await defaultUploadStorage().get(key)).toBeNull();
    } finally {
      await sqlite.close();
    }
  });
});
