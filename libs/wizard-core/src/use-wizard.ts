import { useCallback, useMemo, useReducer } from 'react';
import {
  availableSteps,
  initialWizardState,
  wizardReducer,
  type StepDef,
  type WizardEvent,
  type WizardState,
} from './wizard';

export interface WizardApi<Ctx> {
  readonly state: WizardState;
  /** Steps taking part for the current context, hidden ones included (the download step). */
  readonly steps: readonly StepDef<Ctx>[];
  /** What a stepper lists: shown and not hidden. */
  readonly visibleSteps: readonly StepDef<Ctx>[];
  readonly dispatch: (event: WizardEvent) => void;
  readonly next: () => void;
  readonly back: () => void;
  readonly choose: (id: string) => void;
}

/**
 * A wizard in a component: the pure reducer with the current context (e.g. the OSAGO policy type decides
 * whether the relatives step exists). The active step is state, never synchronised by effects.
 */
export function useWizard<Ctx>(
  steps: readonly StepDef<Ctx>[],
  context: Ctx,
  initial?: WizardState,
): WizardApi<Ctx> {
  const reducer = useCallback(
    (state: WizardState, event: WizardEvent) => wizardReducer(steps, context, state, event),
    [steps, context],
  );
  const [state, dispatch] = useReducer(reducer, undefined, () => initial ?? initialWizardState(steps));
  const shown = useMemo(() => availableSteps(steps, context), [steps, context]);
  return {
    state,
    steps: shown,
    visibleSteps: shown.filter((s) => !s.hidden),
    dispatch,
    next: () => dispatch({ type: 'stepSubmitted' }),
    back: () => dispatch({ type: 'backRequested' }),
    choose: (id: string) => dispatch({ type: 'stepChosen', id }),
  };
}
