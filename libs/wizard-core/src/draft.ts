/**
 * Wizard drafts survive a reload in sessionStorage, under a versioned key, for non-personal fields only:
 * passport series and numbers, PINFL, licence data, names and birthdays stay in memory (ARCHITECTURE.md).
 * A draft is cleared after the purchase.
 */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Field names that must never reach web storage, whatever a product's allow-list says. */
const PERSONAL = /passport|pinfl|licen[cs]e|birth|name|familya|ism|otasi|card|cvv|code|carOwner|direktor/i;

export const isPersonalField = (name: string): boolean => PERSONAL.test(name);

export interface Draft<T> {
  readonly step: string;
  readonly values: Partial<T>;
}

export interface DraftStore<T> {
  load(): Draft<T> | null;
  save(draft: Draft<T>): void;
  clear(): void;
}

const defaultStorage = (): DraftStorage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/** Nested objects, also inside lists (a list of drivers), lose their personal fields too. */
const keepSafe = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(keepSafe)
    : value && typeof value === 'object'
      ? pickDraftFields(value as object, Object.keys(value))
      : value;

/** Keeps only allowed, non-personal, JSON-safe fields (nested objects are filtered the same way). */
export function pickDraftFields<T extends object>(values: T, allowed: readonly string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!allowed.includes(key) || isPersonalField(key)) continue;
    if (value === undefined || typeof value === 'function') continue;
    out[key] = keepSafe(value);
  }
  return out as Partial<T>;
}

export function createDraftStore<T extends object>({
  wizard,
  version,
  allowed,
  storage = defaultStorage(),
}: {
  wizard: string;
  version: number;
  allowed: readonly string[];
  storage?: DraftStorage | null;
}): DraftStore<T> {
  const key = `polis:draft:${wizard}:v${version}`;
  return {
    load() {
      if (!storage) return null;
      try {
        const raw = storage.getItem(key);
        if (!raw) return null;
        const parsed = JSON.parse(raw) as Draft<T>;
        if (typeof parsed?.step !== 'string' || typeof parsed.values !== 'object') return null;
        return { step: parsed.step, values: pickDraftFields(parsed.values as T, allowed) };
      } catch {
        return null;
      }
    },
    save(draft) {
      try {
        storage?.setItem(
          key,
          JSON.stringify({ step: draft.step, values: pickDraftFields(draft.values as T, allowed) }),
        );
      } catch {
        // A full or refused storage only costs the draft, never the purchase.
      }
    },
    clear() {
      try {
        storage?.removeItem(key);
      } catch {
        // as above
      }
    },
  };
}
