import { createContext, useContext } from 'react';

/** The step a form belongs to: it hands back what it holds when the step is left unsubmitted. */
export interface StepScope {
  readonly id: string;
  readonly hold: (id: string, values: unknown) => void;
  /** Told the step's values as they are typed (the wizard keeps its draft with them). */
  readonly typing?: (id: string, values: unknown) => void;
}

export const StepScopeContext = createContext<StepScope | null>(null);

export const useStepScope = () => useContext(StepScopeContext);
