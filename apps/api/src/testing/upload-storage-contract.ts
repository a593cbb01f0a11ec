import { randomBytes } from 'node:crypto';
import { withStoredFiles } from '../uploads/contract-files';
import { IMAGE_TYPES } from '../uploads/file-types';
import { newStorageKey, type UploadStorage } from '../uploads/storage';
import { jpeg, png } from '../uploads/test-images';
import { checkFile, MAX_FILE_BYTES } from '../uploads/upload-form';

export interface OpenedStorage {
  readonly storage: UploadStorage;
  /** Releases what `open` made (a folder, a database). */
  readonly close: () => Promise<void>;
}

/**
 * What every `UploadStorage` does, whatever keeps the bytes: a suite of tests for one store, opened afresh for
 * each test. The products rely on exactly this (a sale writes its files, then runs its transaction, and removes
 * every written file if anything fails: `withStoredFiles`).
 */
export function uploadStorageContract(open: () => Promise<OpenedStorage>): void {
  let opened: OpenedStorage | undefined;
  const storage = (): UploadStorage => {
    if (!opened) throw new Error('the store is used before beforeEach opened it');
    return opened.storage;
  };
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it('says it is ready to serve (the readiness answer asks it)', async () => {
    const store = storage();
    expect(store.ready).toBeDefined();
    await expect(store.ready?.()).resolves.toBeUndefined();
  });

  it('gives back the bytes put under a key, and nothing once removed', async () => {
    const key = newStorageKey('png');
    await storage().put(key, png(false));
    expect(await storage().get(key)).toEqual(png(false));
    await storage().remove(key);
    expect(await storage().get(key)).toBeNull();
  });

  it('keeps a 5 MB file byte for byte, and each key its own bytes', async () => {
    const big = randomBytes(MAX_FILE_BYTES);
    const keys = [newStorageKey('pdf'), newStorageKey('jpg'), newStorageKey('webp')];
    await Promise.all([
      storage().put(keys[0] as string, big),
      storage().put(keys[1] as string, jpeg(false)),
      storage().put(keys[2] as string, Buffer.from([0, 255, 0, 1])),
    ]);
    const back = await storage().get(keys[0] as string);
    expect(back?.length).toBe(MAX_FILE_BYTES);
    expect(back?.equals(big)).toBe(true);
    expect(await storage().get(keys[1] as string)).toEqual(jpeg(false));
    expect(await storage().get(keys[2] as string)).toEqual(Buffer.from([0, 255, 0, 1]));
  });

  it('answers null for a key that holds nothing, and removes it without an error', async () => {
    const key = newStorageKey('jpg');
    expect(await storage().get(key)).toBeNull();
    await expect(storage().remove(key)).resolves.toBeUndefined();
  });

  it('never replaces what a key holds: a second put under it fails and the first bytes stay', async () => {
    const key = newStorageKey('jpg');
    await storage().put(key, jpeg(false));
    // Not `toThrow()`: SQLite's error may come from another test file's copy of better-sqlite3 in the same
    // Jest worker (one native module per process), so it is no `Error` of this file's realm.
    await expect(storage().put(key, png(false))).rejects.toHaveProperty('message');
    expect(await storage().get(key)).toEqual(jpeg(false));
  });

  it('refuses a key it did not make', async () => {
    for (const key of ['../../etc/passwd', '202601/not-a-uuid.jpg', '202601/x.exe']) {
      await expect(storage().put(key, png(false))).rejects.toThrow(/Not an upload storage key/);
      await expect(storage().get(key)).rejects.toThrow(/Not an upload storage key/);
      await expect(storage().remove(key)).rejects.toThrow(/Not an upload storage key/);
    }
  });

  it('keeps the files of a sale whose transaction succeeds, and removes them all when it fails', async () => {
    const files = [checkFile('photo', jpeg(), IMAGE_TYPES), checkFile('passport_photo', png(), IMAGE_TYPES)];
    const kept = await withStoredFiles(storage(), files, async (stored) => stored.map((f) => f.key));
    expect(await storage().get(kept[0] as string)).toEqual(jpeg(false));
    expect(await storage().get(kept[1] as string)).toEqual(png(false));

    let written: string[] = [];
    await expect(
      withStoredFiles(storage(), files, async (stored) => {
        written = stored.map((f) => f.key);
        expect(await storage().get(written[0] as string)).not.toBeNull();
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(written).toHaveLength(2);
    for (const key of written) expect(await storage().get(key)).toBeNull();
    expect(await storage().get(kept[0] as string)).toEqual(jpeg(false));
  });

  it('removes the first file of a sale when the second cannot be written', async () => {
    const real = storage();
    const keys: string[] = [];
    const failing: UploadStorage = {
      ...real,
      put: async (key, bytes) => {
        keys.push(key);
        if (keys.length === 2) throw new Error('store refused');
        await real.put(key, bytes);
      },
    };
    const files = [checkFile('photo', jpeg(), IMAGE_TYPES), checkFile('passport_photo', png(), IMAGE_TYPES)];
    const work = jest.fn();
    await expect(withStoredFiles(failing, files, work)).rejects.toThrow('store refused');
    expect(work).not.toHaveBeenCalled();
    expect(await real.get(keys[0] as string)).toBeNull();
  });
}
