import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { EXTENSION } from './file-types';
import { newStorageKey, type UploadStorage } from './storage';
import type { CheckedFile } from './upload-form';

export interface StoredFile extends CheckedFile {
  readonly key: string;
}

/**
 * Writes the checked files, then runs `work` (the database transaction that saves the contract and
 * `recordFiles`). If a write or the work fails, every file written is removed: nothing is half-saved.
 */
export async function withStoredFiles<T>(
  storage: UploadStorage,
  files: readonly CheckedFile[],
  work: (stored: readonly StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const key = newStorageKey(EXTENSION[file.type]);
      await storage.put(key, file.bytes);
      stored.push({ ...file, key });
    }
    return await work(stored);
  } catch (error) {
    await Promise.allSettled(stored.map((file) => storage.remove(file.key)));
    throw error;
  }
}

/** The files' rows of one contract (inside the contract's transaction). */
export async function recordFiles(
  db: Kysely<Database>,
  contractId: number,
  stored: readonly StoredFile[],
  now = new Date(),
): Promise<void> {
  if (stored.length === 0) return;
  await db
    .insertInto('contract_files')
    .values(
      stored.map((file) => ({
        contract_id: contractId,
        kind: file.field,
        storage_key: file.key,
        content_type: file.type,
        size_bytes: file.bytes.length,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

export interface ContractFileInfo {
  readonly id: number;
  readonly kind: string;
  readonly content_type: string;
  readonly size_bytes: number;
}

export async function filesOfContract(db: Kysely<Database>, contractId: number): Promise<ContractFileInfo[]> {
  return db
    .selectFrom('contract_files')
    .select(['id', 'kind', 'content_type', 'size_bytes'])
    .where('contract_id', '=', contractId)
    .orderBy('id')
    .execute();
}
