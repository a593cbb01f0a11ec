/**
 * Where a wizard stands is derived, never stored: from the steps, the snapshot of submitted values and the
 * step the URL asks for (ARCHITECTURE.md "Wizard model"). A step is reachable when every step before it
 * was submitted, counting from the last completed checkpoint (the payment step once an application is
 * saved: a reload there needs none of the personal data asked before it). A completed final step (the
 * policy download) is the only one left.
 */
export interface FlowStep<Snap> {
  readonly id: string;
  /** Hidden steps (the policy download) exist but are never listed in the stepper. */
  readonly hidden?: boolean;
  /** A conditional step (OSAGO relatives when policy type is not 1) is skipped when this says false. */
  readonly shown?: (snapshot: Partial<Snap>) => boolean;
  /** Once it holds values, the steps before it are no longer needed to reach it and what follows. */
  readonly checkpoint?: boolean;
  /** Once it holds values (the issued policy), the purchase is over: no step before it opens again. */
  readonly final?: boolean;
}

export type Completed = ReadonlySet<string>;

const has = (done: Completed, id: string) => done.has(id);

/** Steps that take part for this snapshot, in order (hidden ones included). */
export function stepsFor<Snap, S extends FlowStep<Snap>>(steps: readonly S[], snapshot: Partial<Snap>): S[] {
  return steps.filter((s) => s.shown?.(snapshot) ?? true);
}

/** Ids of the steps that may be shown now, in order. */
export function reachableSteps<Snap>(
  steps: readonly FlowStep<Snap>[],
  snapshot: Partial<Snap>,
  done: Completed,
): string[] {
  const list = stepsFor(steps, snapshot);
  const final = list.find((s) => s.final && (snapshot as Record<string, unknown>)[s.id] !== undefined);
  if (final) return [final.id];
  const out: string[] = [];
  let open = true;
  for (const step of list) {
    // A checkpoint holding values (a saved application) opens itself whatever comes before it.
    if (step.checkpoint && (snapshot as Record<string, unknown>)[step.id] !== undefined) open = true;
    if (open) out.push(step.id);
    if (!has(done, step.id)) open = false;
  }
  return out;
}

/** The step on screen: the one the URL names when reachable, else the first one still to fill. */
export function activeStep<Snap>(
  steps: readonly FlowStep<Snap>[],
  snapshot: Partial<Snap>,
  done: Completed,
  requested: string | null,
): string {
  const reachable = reachableSteps(steps, snapshot, done);
  if (requested && reachable.includes(requested)) return requested;
  return reachable.find((id) => !has(done, id)) ?? reachable[reachable.length - 1];
}

/** The step after `id` for this snapshot (a submission may add or drop a conditional step). */
export function stepAfter<Snap>(
  steps: readonly FlowStep<Snap>[],
  snapshot: Partial<Snap>,
  id: string,
): string | null {
  const list = stepsFor(steps, snapshot);
  const index = list.findIndex((s) => s.id === id);
  return index >= 0 ? (list[index + 1]?.id ?? null) : null;
}

/** The step before `id`, if it can be opened again. */
export function stepBefore<Snap>(
  steps: readonly FlowStep<Snap>[],
  snapshot: Partial<Snap>,
  done: Completed,
  id: string,
): string | null {
  const reachable = reachableSteps(steps, snapshot, done);
  const index = reachable.indexOf(id);
  return index > 0 ? reachable[index - 1] : null;
}
