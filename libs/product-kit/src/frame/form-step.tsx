import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { FormikProps, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { defineStep, type FlowStep, type WizardStep } from '@polis/wizard-core';
import { KitStepForm } from './kit-step-form';

export interface FormStepOptions<Snap, K extends keyof Snap & string> extends Omit<FlowStep<Snap>, 'id'> {
  readonly id: K;
  /** Message id of the step's title: the stepper, the heading and the form's accessible name. */
  readonly title: string;
  readonly schema: AnyObjectSchema;
  /** The form's first values: what the step held (a draft, going back) over the blank ones. */
  readonly values: (initial: Snap[K] | undefined, snapshot: Partial<Snap>) => Snap[K];
  /** The step's fields; the kit's form adds the consent, the step's message and the submit button. */
  readonly Fields: ComponentType<{ readonly form: FormikProps<Snap[K] & FormikValues> }>;
}

/** A step that is one form (`KitStepForm`), declared by its id, title, schema, first values and fields. */
export function formStep<Snap, K extends keyof Snap & string>({
  values,
  schema,
  Fields,
  ...step
}: FormStepOptions<Snap, K>): WizardStep<Snap> {
  type Values = Snap[K] & FormikValues;
  return defineStep<Snap, K>({
    ...step,
    Component: function FormStep({ initial, snapshot, onSubmit }) {
      const intl = useIntl();
      return (
        <KitStepForm<Values>
          initialValues={values(initial, snapshot) as Values}
          schema={schema}
          label={intl.formatMessage({ id: step.title })}
          onSubmit={(submitted) => onSubmit(submitted)}
        >
          {(form) => <Fields form={form} />}
        </KitStepForm>
      );
    },
  });
}
