import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FormikHelpers, FormikValues } from 'formik';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox } from '@polis/ui';
import { useStepField } from '@polis/wizard-core';
import { FormError } from '../common/form-error';
import type { MessageRef } from '../model/cabinet-errors';
import { savedRefusal, type SavedKind } from './saved-refusals';

/** What a form of the page tells it when it ends: the text to say, or that the item is gone. */
export interface SavedFormEnd {
  /** Saved: the page says `message` (role=status) and closes the form. */
  readonly onSaved: (message: MessageRef) => void;
  /** The person or car was removed elsewhere: the page says so (role=alert), the list is read again. */
  readonly onGone: (message: MessageRef) => void;
  readonly onCancel: () => void;
}

/**
 * A refused save of a form: beside the field it names when the form shows that field, else under the form
 * (`setFormError`); a person or car removed elsewhere ends the form (`onGone`).
 */
export function useRefusal(kind: SavedKind, fields: readonly string[], onGone: SavedFormEnd['onGone']) {
  const [formError, setFormError] = useState<MessageRef | null>(null);
  const refuse = <V extends FormikValues>(error: unknown, helpers: FormikHelpers<V>) => {
    const refusal = savedRefusal(error, kind);
    if (refusal.gone) return onGone(refusal.message);
    if (refusal.field && fields.includes(refusal.field))
      helpers.setFieldError(refusal.field, refusal.message.id);
    else setFormError(refusal.message);
  };
  return { formError, clearFormError: () => setFormError(null), refuse };
}

/** The form's title, focused when it opens so a keyboard or screen-reader user lands in it. */
export function FormTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className="account-saved-form__title">
      {children}
    </h3>
  );
}

/** The refusal under the form, then Save and Cancel. */
export function FormEnd({
  error,
  busy,
  onCancel,
}: {
  error: MessageRef | null;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <FormError error={error} />
      <div className="account-actions">
        <Button type="submit" loading={busy}>
          <FormattedMessage id="account.saved.form.save" />
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          <FormattedMessage id="account.saved.form.cancel" />
        </Button>
      </div>
    </>
  );
}

/** "I confirm that I may keep this person's data": required for someone else, its error beside it. */
export function ConsentField() {
  const intl = useIntl();
  const { value, error, id, onBlur } = useStepField('consent');
  const { setFieldValue } = useFormikContext();
  return (
    <Checkbox
      id={id}
      name="consent"
      checked={value === true}
      onBlur={onBlur}
      onChange={(event) => void setFieldValue('consent', event.target.checked)}
      label={intl.formatMessage({ id: 'account.saved.form.consent' })}
      hint={intl.formatMessage({ id: 'account.saved.form.consentHint' })}
      error={error}
      required
    />
  );
}
