import { useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { FormikProps, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { defineStep, type FlowStep, type WizardStep } from '@polis/wizard-core';
import { KitError } from './kit-error';
import { KitStepForm } from './kit-step-form';

/** A check on submit (a registry look-up): the step's values with what it found, or a refusal's message id. */
export type StepCheck<Snap, K extends keyof Snap, V> = (
  values: V,
  snapshot: Partial<Snap>,
) => Promise<Snap[K] | string>;

/**
 * A step's options. `V` is what the form holds: the step's own values, unless a check turns the form's values
 * into them (an owner's passport into the owner the registry found).
 */
export interface FormStepOptions<Snap, K extends keyof Snap & string, V = Snap[K]> extends Omit<
  FlowStep<Snap>,
  'id'
> {
  readonly id: K;
  /** Message id of the step's title: the stepper, the heading and the form's accessible name. */
  readonly title: string;
  readonly schema: AnyObjectSchema;
  /** The form's first values: what the step held (a draft, going back) over the blank ones. */
  readonly values: (initial: Snap[K] | undefined, snapshot: Partial<Snap>) => V;
  /** The step's fields; the kit's form adds the consent, the step's message and the submit button. */
  readonly Fields: ComponentType<{
    readonly form: FormikProps<V & FormikValues>;
    readonly snapshot: Partial<Snap>;
  }>;
  /** A hook giving the check run on submit before the step is done; its refusal shows under the fields. */
  readonly useCheck?: () => StepCheck<Snap, K, V>;
  /** Message id of the submit button when the step's own words are better than Next. */
  readonly submitLabel?: string;
}

/** A step that is one form (`KitStepForm`), declared by its id, title, schema, first values and fields. */
export function formStep<Snap, K extends keyof Snap & string, V = Snap[K]>({
  values,
  schema,
  Fields,
  useCheck,
  submitLabel,
  ...step
}: FormStepOptions<Snap, K, V>): WizardStep<Snap> {
  type Values = V & FormikValues;
  const useStepCheck: () => StepCheck<Snap, K, V> | undefined = useCheck ?? (() => undefined);
  return defineStep<Snap, K>({
    ...step,
    Component: function FormStep({ initial, snapshot, onSubmit }) {
      const intl = useIntl();
      const check = useStepCheck();
      const [refusal, setRefusal] = useState<string | null>(null);
      const submit = async (submitted: Values) => {
        // Without a check, the form holds the step's own values.
        if (!check) return onSubmit(submitted as unknown as Snap[K]);
        setRefusal(null);
        const checked = await check(submitted, snapshot);
        if (typeof checked === 'string') setRefusal(checked);
        else onSubmit(checked);
      };
      return (
        <KitStepForm<Values>
          initialValues={values(initial, snapshot) as Values}
          schema={schema}
          label={intl.formatMessage({ id: step.title })}
          submitLabel={submitLabel}
          onSubmit={submit}
        >
          {(form) => (
            <>
              <Fields form={form} snapshot={snapshot} />
              <KitError id={refusal} />
            </>
          )}
        </KitStepForm>
      );
    },
  });
}
