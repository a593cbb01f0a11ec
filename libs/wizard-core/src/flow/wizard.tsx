import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { FlowStep } from './flow-model';
import { useWizardFlow, type FlowStart, type WizardFlow } from './use-wizard-flow';
import { WizardView } from './wizard-view';

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

export interface WizardProps<Snap> {
  readonly steps: readonly WizardStep<Snap>[];
  readonly start?: FlowStart<Snap>;
  /** Called after each submission with the flow (persist a draft, send a funnel event). */
  readonly onSubmitted?: (id: string, flow: WizardFlow<Snap>) => void;
}

/**
 * A whole wizard from its step definitions (Formik's MultistepWizard model): the URL's step, the
 * stepper, Back, focus, and one typed snapshot that a step's values enter when it is submitted.
 */
export function Wizard<Snap>({ steps, start, onSubmitted }: WizardProps<Snap>) {
  const intl = useIntl();
  const flow = useWizardFlow<Snap>(steps, start);
  const step = steps.find((s) => s.id === flow.active) ?? steps[0];
  const Component = step.Component as ComponentType<StepProps<Snap, keyof Snap & string>>;
  const id = step.id as keyof Snap & string;
  return (
    <WizardView flow={flow} titleOf={(s) => intl.formatMessage({ id: titleId(steps, s) })}>
      <Component
        initial={flow.valuesOf(id)}
        snapshot={flow.snapshot}
        onSubmit={(values) => {
          flow.submit(id, values);
          onSubmitted?.(id, flow);
        }}
      />
    </WizardView>
  );
}

const titleId = <Snap,>(steps: readonly WizardStep<Snap>[], id: string) =>
  steps.find((s) => s.id === id)?.title ?? id;
