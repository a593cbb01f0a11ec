import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  Form,
  Formik,
  useField,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikTouched,
  type FormikValues,
} from 'formik';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import {
  forgetEarlyInput,
  keepEarlyInput,
  replayEarlyInput,
  takeEarlyInput,
  takeKeptEarlyInput,
} from './early-input';
import { useStepScope } from './flow/step-context';

export interface StepFormProps<V extends FormikValues> {
  readonly initialValues: V;
  /** The step's yup schema; its messages are message ids (STYLE 9). */
  readonly schema: AnyObjectSchema;
  /** Called with the step's values; they enter the store only here (keystrokes stay in Formik). */
  readonly onSubmit: (values: V, helpers: FormikHelpers<V>) => void | Promise<void>;
  readonly children: (form: FormikProps<V>) => ReactNode;
  /** Accessible name of the form (the step title). */
  readonly label?: string;
  /** Errors the server found in a submitted step, shown when the step opens again. */
  readonly initialErrors?: FormikErrors<V>;
}

/** The touched tree of an error tree: every field with an error counts as touched (so its error shows). */
const touchedOf = (errors: unknown): unknown =>
  errors && typeof errors === 'object'
    ? Array.isArray(errors)
      ? errors.map(touchedOf)
      : Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, touchedOf(v)]))
    : true;

/** One wizard step's form: Formik with the step's schema, validated on submit and then on change. */
export function StepForm<V extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  children,
  label,
  initialErrors,
}: StepFormProps<V>) {
  const scope = useStepScope();
  const formRef = useRef<HTMLFormElement>(null);
  const initialTouched = initialErrors ? (touchedOf(initialErrors) as FormikTouched<V>) : undefined;
  return (
    <Formik<V>
      initialValues={initialValues}
      initialErrors={initialErrors}
      initialTouched={initialTouched}
      validationSchema={schema}
      // Formik ends `isSubmitting` by itself only for a promise: a step answering synchronously (its save
      // going on in the frame) would otherwise keep its submit button busy after a refused save.
      onSubmit={async (values, helpers) => {
        if (scope) forgetEarlyInput(scope.id);
        await onSubmit(values, helpers);
      }}
      validateOnBlur
    >
      {(form) => (
        // A prerendered step takes typing before the app runs, and a submit then must not send the fields
        // anywhere (a GET would put personal data in the URL, a POST would hand it to the server and its logs):
        // a `dialog` form outside a dialog does nothing when submitted. With the app, Formik handles the submit.
        <>
          <Form noValidate aria-label={label} method="dialog" ref={formRef}>
            {children(form)}
            <HoldOnLeave />
            <TellTyping />
            <ServerErrors errors={initialErrors} />
          </Form>
          {/* Beside the form, not in it: its layout effect runs once the form's ref is set. */}
          <TakeEarlyTyping form={formRef} step={scope?.id} />
        </>
      )}
    </Formik>
  );
}

/**
 * The step's fields are in the prerendered HTML and can be typed into before the app has taken the page over;
 * React keeps that text on screen but the form would not know it. When the form is hydrated, what was typed
 * is replayed into Formik and kept for the next form drawn: drawn anew for the step (the application in progress
 * restored after hydration) it replays it over the restored values, so the visitor's latest typing wins; later
 * forms find nothing (the step's own held values are the latest then). A layout effect: after the fields' own
 * (a masked input resets its text as it mounts), before the browser paints.
 */
function TakeEarlyTyping({
  form,
  step,
}: {
  readonly form: { readonly current: HTMLFormElement | null };
  readonly step: string | undefined;
}) {
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    // Typing noted in these very fields: the form was prerendered and is being hydrated.
    const typed = takeEarlyInput(element);
    if (typed.length) {
      if (step) keepEarlyInput(step, typed);
      replayEarlyInput(element, typed);
    } else replayEarlyInput(element, takeKeptEarlyInput(step ?? ''));
    // Once, when the step's form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * Errors the server finds while the step stays open (a refusal aimed at a field of the step that saved):
 * shown at once, as touched, without validating (which would replace them with the schema's verdict).
 */
function ServerErrors({ errors }: { readonly errors: FormikErrors<FormikValues> | undefined }) {
  const { setErrors, setTouched } = useFormikContext<FormikValues>();
  const mounted = useRef(false);
  useEffect(() => {
    // On mount Formik has them already (initialErrors); after that, each new set is applied.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (!errors) return;
    void setTouched(touchedOf(errors) as FormikTouched<FormikValues>, false);
    setErrors(errors);
  }, [errors, setErrors, setTouched]);
  return null;
}

/** A step left without submitting (Back, the browser's Back) hands what it held to its wizard. */
function HoldOnLeave() {
  const scope = useStepScope();
  const { values } = useFormikContext<FormikValues>();
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (!scope) return;
    return () => scope.hold(scope.id, latest.current);
  }, [scope]);
  return null;
}

/** The values as they are typed, told to the wizard (which keeps its draft with them). */
function TellTyping() {
  const scope = useStepScope();
  const { values, dirty } = useFormikContext<FormikValues>();
  useEffect(() => {
    if (scope?.typing && dirty) scope.typing(scope.id, values);
  }, [scope, values, dirty]);
  return null;
}

/** A yup message is a message id, or `{ id, values }` for messages with placeholders. */
export type SchemaMessage =
  string | { readonly id: string; readonly values?: Record<string, string | number> };

/**
 * Props for a UI kit field bound to Formik: value, handlers, and the error translated into the page's
 * language, shown once the field was touched or the form submitted.
 */
export function useStepField(name: string) {
  const [field, meta] = useField(name);
  const intl = useIntl();
  const raw = meta.touched ? (meta.error as SchemaMessage | undefined) : undefined;
  const error =
    raw === undefined
      ? undefined
      : typeof raw === 'string'
        ? intl.formatMessage({ id: raw })
        : intl.formatMessage({ id: raw.id }, raw.values);
  return { ...field, id: `field-${name.replace(/\W+/g, '-')}`, error };
}
