import { createDraftStore, pickDraftFields, type DraftStorage, type FlowStart } from '@polis/wizard-core';

/**
 * A product wizard's draft in sessionStorage: the step, every step's non-personal values, which steps
 * were submitted whole (a step that lost its passport or birthday to the privacy rule must be filled in
 * again), and the saved application (contract and order ids), so a reload on the payment step returns to
 * the same application. Cleared after the purchase.
 */
export interface ProductDraft<Snap> {
  readonly step: string;
  readonly start: FlowStart<Snap>;
  /** Steps that were submitted but come back without their personal fields. */
  readonly askAgain: readonly string[];
  /** The idempotency key of the last save attempt: a reload saves under it again (no second application). */
  readonly attemptKey?: string;
}

interface Meta {
  readonly complete: readonly string[];
  readonly submitted: readonly string[];
  readonly attempt?: string;
}

const ATTEMPT_KEY = /^[A-Za-z0-9-]{8,100}$/;

const countLeaves = (value: unknown): number =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.values(value).reduce<number>((n, v) => n + countLeaves(v), 0)
    : value === undefined
      ? 0
      : 1;

export interface ProductDraftStore<Snap> {
  load(): ProductDraft<Snap> | null;
  save(
    step: string,
    snapshot: Partial<Snap>,
    held: Partial<Snap>,
    done: readonly string[],
    attemptKey?: string,
  ): void;
  clear(): void;
}

export function productDraftStore<Snap>(
  product: string,
  stepIds: readonly string[],
  version = 1,
  storage?: DraftStorage | null,
  /** A step that may lose a personal field and still count as submitted (OSAGO: the car without its owner's name). */
  wholeEnough: (id: string, kept: unknown) => boolean = () => false,
): ProductDraftStore<Snap> {
  const allowed = [...stepIds, 'meta'];
  const store = createDraftStore<Record<string, unknown>>({
    wizard: product,
    version,
    allowed,
    ...(storage !== undefined ? { storage } : {}),
  });
  return {
    load() {
      const draft = store.load();
      if (!draft) return null;
      const { meta, ...values } = draft.values as Record<string, unknown> & { meta?: Meta };
      const complete = new Set(Array.isArray(meta?.complete) ? meta.complete : []);
      const submitted = Array.isArray(meta?.submitted) ? meta.submitted : [];
      const snapshot: Record<string, unknown> = {};
      const held: Record<string, unknown> = {};
      for (const [id, v] of Object.entries(values)) (complete.has(id) ? snapshot : held)[id] = v;
      return {
        step: draft.step,
        start: {
          snapshot: snapshot as Partial<Snap>,
          held: held as Partial<Snap>,
          done: submitted.filter((id) => complete.has(id)),
        },
        askAgain: submitted.filter((id) => !complete.has(id)),
        ...(typeof meta?.attempt === 'string' && ATTEMPT_KEY.test(meta.attempt)
          ? { attemptKey: meta.attempt }
          : {}),
      };
    },
    save(step, snapshot, held, done, attemptKey) {
      const values: Record<string, unknown> = { ...held, ...snapshot };
      // A step's values come back as submitted when nothing of them is personal: they survive whole.
      const complete = Object.keys(snapshot).filter((id) => {
        const v = (snapshot as Record<string, unknown>)[id];
        const kept = pickDraftFields({ v }, ['v']).v;
        return countLeaves(kept) === countLeaves(v) || wholeEnough(id, kept);
      });
      const meta: Meta = { complete, submitted: [...done], ...(attemptKey ? { attempt: attemptKey } : {}) };
      store.save({ step, values: { ...values, meta } });
    },
    clear: () => store.clear(),
  };
}
