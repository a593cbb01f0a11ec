/**
 * The wizard state machine of ARCHITECTURE.md "Wizard model": exactly one active step, completed marks,
 * steps that are hidden or shown only under a condition. Events are things that happened, not setters.
 */
export interface StepDef<Ctx = unknown> {
  readonly id: string;
  /** Hidden steps (the policy download) exist but are never listed in the stepper. */
  readonly hidden?: boolean;
  /** A conditional step (OSAGO relatives when policy type is not 1) is skipped when this says false. */
  readonly shown?: (context: Ctx) => boolean;
}

export interface WizardState {
  readonly active: string;
  readonly completed: readonly string[];
}

export type WizardEvent =
  | { readonly type: 'stepSubmitted' }
  | { readonly type: 'backRequested' }
  | { readonly type: 'stepChosen'; readonly id: string }
  | { readonly type: 'reset' }
  /** Restores a wizard that starts later (copy contract: relatives step with earlier steps completed). */
  | { readonly type: 'resumedAt'; readonly id: string };

export function initialWizardState<Ctx>(steps: readonly StepDef<Ctx>[]): WizardState {
  if (!steps.length) throw new Error('a wizard needs at least one step');
  return { active: steps[0].id, completed: [] };
}

/** Steps that take part for this context, in order. */
export function availableSteps<Ctx, S extends StepDef<Ctx> = StepDef<Ctx>>(
  steps: readonly S[],
  context: Ctx,
): S[] {
  return steps.filter((s) => s.shown?.(context) ?? true);
}

/** Pure transition function; unknown or impossible events leave the state as it is. */
export function wizardReducer<Ctx>(
  steps: readonly StepDef<Ctx>[],
  context: Ctx,
  state: WizardState,
  event: WizardEvent,
): WizardState {
  const list = availableSteps(steps, context);
  const index = list.findIndex((s) => s.id === state.active);
  switch (event.type) {
    case 'stepSubmitted': {
      const next = list[index + 1];
      if (!next) return state;
      const completed = state.completed.includes(state.active)
        ? state.completed
        : [...state.completed, state.active];
      return { active: next.id, completed };
    }
    case 'backRequested': {
      const previous = list[index - 1];
      if (!previous) return state;
      return { active: previous.id, completed: state.completed.filter((id) => id !== previous.id) };
    }
    case 'stepChosen': {
      const target = list.findIndex((s) => s.id === event.id);
      // A jump goes to any step already reached: completed ones, or the one right after them.
      if (target < 0 || target === index) return state;
      const reachable = target < index || list.slice(0, target).every((s) => state.completed.includes(s.id));
      if (!reachable) return state;
      return { active: event.id, completed: state.completed.filter((id) => id !== event.id) };
    }
    case 'resumedAt': {
      const target = list.findIndex((s) => s.id === event.id);
      if (target < 0) return state;
      return { active: event.id, completed: list.slice(0, target).map((s) => s.id) };
    }
    case 'reset':
      return initialWizardState(list.length ? list : steps);
  }
}
