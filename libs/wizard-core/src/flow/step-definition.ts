import type { ComponentType } from 'react';
import type { FlowStep } from './flow-model';

/** What a step component receives: where it starts from and how it hands its values to the wizard. */
export interface StepProps<Snap, K extends keyof Snap & string> {
  readonly initial: Snap[K] | undefined;
  /** What the earlier steps submitted (read-only: a step never changes another step's values). */
  readonly snapshot: Partial<Snap>;
  readonly onSubmit: (values: Snap[K]) => void;
}

export interface WizardStep<Snap> extends FlowStep<Snap> {
  /** Message id of the step's title (stepper, heading, document title). */
  readonly title: string;
  readonly Component: ComponentType<StepProps<Snap, never>>;
}

/** One step definition, typed by its id: its component gets and submits that step's values. */
export function defineStep<Snap, K extends keyof Snap & string>(
  step: Omit<FlowStep<Snap>, 'id'> & {
    readonly id: K;
    readonly title: string;
    readonly Component: ComponentType<StepProps<Snap, K>>;
  },
): WizardStep<Snap> {
  return step as unknown as WizardStep<Snap>;
}
