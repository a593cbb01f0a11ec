import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HEAD_OFFICE } from './contacts';
import { TextArea, TextInput } from './form-fields';
import { MESSAGE_MAX_LENGTH, validateFeedback, type FeedbackValues } from './form-rules';
import { SubmissionNote } from './submission-note';
import { useFormCheck } from './use-form-check';

const EMPTY: FeedbackValues = { name: '', phone: '', message: '' };

/** `mailto:` with the typed message, so the visitor can still send it in two taps. */
function useMailto(values: FeedbackValues) {
  const intl = useIntl();
  const query = new URLSearchParams({
    subject: intl.formatMessage({ id: 'content.feedback.emailSubject' }),
    body: `${values.message}\n\n${values.name}, ${values.phone}`,
  });
  // Mail clients read `+` literally, so spaces are encoded as %20.
  return `mailto:${HEAD_OFFICE.email}?${query.toString().replace(/\+/g, '%20')}`;
}

/** Name, phone and message. The text stays in the form after submitting, so it can be copied elsewhere. */
export function FeedbackForm() {
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const { form, errors, onSubmit, accepted, clearError } = useFormCheck(() => validateFeedback(values));
  const mailto = useMailto(values);

  const change = (field: keyof FeedbackValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  return (
    <form ref={form} className="content-form" noValidate onSubmit={onSubmit}>
      <p className="content-field__hint">{intl.formatMessage({ id: 'content.form.allRequired' })}</p>
      <TextInput
        label="content.form.name"
        error={errors.name}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => change('name')(e.target.value)}
      />
      <TextInput
        label="content.form.phone"
        hint="content.form.phoneHint"
        error={errors.phone}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => change('phone')(e.target.value)}
      />
      <TextArea
        label="content.form.message"
        error={errors.message}
        name="message"
        maxLength={MESSAGE_MAX_LENGTH}
        value={values.message}
        onChange={(e) => change('message')(e.target.value)}
      />
      <button type="submit" className="content-button">
        {intl.formatMessage({ id: 'content.form.submit' })}
      </button>
      {accepted ? (
        <SubmissionNote key={accepted} text="content.form.unavailable.feedback">
          <p>
            <a href={mailto}>{intl.formatMessage({ id: 'content.feedback.emailWithText' })}</a>
          </p>
        </SubmissionNote>
      ) : null}
    </form>
  );
}
