import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { setIn, type FormikErrors, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Button } from '@polis/ui';
import { useHydrated } from '@polis/i18n';
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
  /** Message id of the submit button on a step that does not save (default: Next). */
  readonly submitLabel?: string;
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
  submitLabel = 'kit.next',
}: KitStepFormProps<V>) {
  const intl = useIntl();
  const chrome = useKitStep();
  // A prerendered step takes typing before the app runs, but not its submit: the button waits for the app (a
  // press would do nothing yet, and Enter in a field does not submit a form whose default button is disabled).
  const hydrated = useHydrated();
  // The error table names a field by its path (`payer.passportNumber`); Formik reads errors as a tree.
  const { fieldErrors } = chrome;
  const errors = useMemo(
    () =>
      Object.keys(fieldErrors).length
        ? (Object.entries(fieldErrors).reduce<object>(
            (tree, [path, message]) => setIn(tree, path, message),
            {},
          ) as FormikErrors<V>)
        : undefined,
    [fieldErrors],
  );
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
          {children(form)}
          <KitStepFooter values={form.values} />
          <Button type="submit" loading={chrome.busy || form.isSubmitting} disabled={!hydrated} block>
            {intl.formatMessage({
              id: chrome.busy ? 'kit.saving' : chrome.savesWith(form.values) ? 'kit.saveAndPay' : submitLabel,
            })}
          </Button>
        </div>
      )}
    </StepForm>
  );
}
