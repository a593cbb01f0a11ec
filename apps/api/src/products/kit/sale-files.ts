import { recordFiles, withStoredFiles, type StoredFile } from '../../uploads/contract-files';
import type { UploadStorage } from '../../uploads/storage';
import type { CheckedFile } from '../../uploads/upload-form';
import type { Sale } from './sale';

/**
 * The part of a sale that keeps an application's checked files: written before the contract's transaction,
 * their rows inside it, every file removed if the transaction fails (nothing is half-saved). Spread it into the
 * product's `Sale`.
 */
export function saleFiles(
  storage: UploadStorage,
  files: readonly CheckedFile[],
  now: Date,
): Required<Pick<Sale, 'around' | 'alsoWrite'>> {
  let stored: readonly StoredFile[] = [];
  return {
    around: (save) =>
      withStoredFiles(storage, files, (written) => {
        stored = written;
        return save();
      }),
    alsoWrite: (trx, contract) => recordFiles(trx, contract.id, stored, now),
  };
}
