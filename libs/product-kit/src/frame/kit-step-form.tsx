import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormikErrors, FormikHelpers, FormikProps, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Button } from '@polis/ui';
import { StepForm } from '@polis/wizard-core';
import { KitStepFooter } from './kit-step-footer';
import { useKitStep } from './kit-context';

export interface KitStepFormProps<V extends FormikValues> {
  readonly initialValues: V;
  readonly schema: AnyObjectSchema;
  readonly onSubmit: (values: V, helpers: FormikHelpers<V>) => void | Promise<void>;
  readonly children: (form: FormikProps<V>) => ReactNode;
  /** Accessible name of the form. */
  readonly label: string;
}

/**
 * A product step's form inside the product frame: its fields, then (on the saving step) the consent,
 * the server's message for the step, and the submit button with its busy state.
 */
export function KitStepForm<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  children,
  label,
}: KitStepFormProps<V>) {
  const intl = useIntl();
  const chrome = useKitStep();
  const errors = Object.keys(chrome.fieldErrors).length ? (chrome.fieldErrors as FormikErrors<V>) : undefined;
  return (
    <StepForm<V>
      initialValues={initialValues}
      initialErrors={errors}
      schema={schema}
      onSubmit={onSubmit}
      label={label}
    >
      {(form) => (
        <div className="kit-step">
          {chrome.askAgain ? (
            <p className="kit-note">
              <FormattedMessage id="kit.askAgain" />
            </p>
          ) : null}
          {children(form)}
          <KitStepFooter values={form.values} />
          <Button type="submit" loading={chrome.busy || form.isSubmitting} block>
            {intl.formatMessage({
              id: chrome.busy ? 'kit.saving' : chrome.savesWith(form.values) ? 'kit.saveAndPay' : 'kit.next',
            })}
          </Button>
        </div>
      )}
    </StepForm>
  );
}
