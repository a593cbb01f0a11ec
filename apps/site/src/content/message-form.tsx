import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, MaskedField, PHONE_MASK, TextField } from '@polis/ui';
import { useLang, useHydrated } from '@polis/i18n';
import { HEAD_OFFICE } from './contacts';
import type { MessageId } from './content-types';
import { TextArea } from './form-fields';
import { MESSAGE_MAX_LENGTH, validateFeedback, type FeedbackValues } from './form-rules';
import { RequestStatus } from './request-status';
import { SubmissionNote } from './submission-note';
import { useFormCheck } from './use-form-check';

const EMPTY: FeedbackValues = { name: '', phone: '', message: '' };

/** The texts that differ between the feedback and the question page. */
export interface MessageFormTexts {
  /** What the request is to the site's request channel. */
  readonly kind: 'feedback' | 'question';
  readonly messageLabel: MessageId;
  readonly emailSubject: MessageId;
  /** Says that nothing was sent (when the request could not reach the site). */
  readonly unsent: MessageId;
}

/** `mailto:` with the typed message, so the visitor can still send it in two taps. */
function useMailto(values: FeedbackValues, subject: MessageId) {
  const intl = useIntl();
  const query = new URLSearchParams({
    subject: intl.formatMessage({ id: subject }),
    body: `${values.message}\n\n${values.name}, ${values.phone}`,
  });
  // Mail clients read `+` literally, so spaces are encoded as %20.
  return `mailto:${HEAD_OFFICE.email}?${query.toString().replace(/\+/g, '%20')}`;
}

/** Name, phone and message, sent to the site's requests; the text stays in the form after submitting. */
export function MessageForm({ texts }: { texts: MessageFormTexts }) {
  const intl = useIntl();
  const t = (id: MessageId | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const [values, setValues] = useState(EMPTY);
  const hydrated = useHydrated();
  const { form, errors, onSubmit, accepted, clearError } = useFormCheck(() => validateFeedback(values));
  const mailto = useMailto(values, texts.emailSubject);
  const lang = useLang();

  const change = (field: keyof FeedbackValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  return (
    // Prerendered as it will stand, so nothing below moves when the app takes the page over, and inert
    // until then: typed before that, the text would be lost.
    <form ref={form} className="content-form" noValidate onSubmit={onSubmit} inert={!hydrated} aria-busy={!hydrated}>
      <p className="content-form__note">{t('content.form.allRequired')}</p>
      <TextField
        label={t('content.form.name')}
        error={t(errors.name)}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => change('name', e.target.value)}
      />
      <MaskedField
        label={t('content.form.phone')}
        hint={t('content.form.phoneHint')}
        error={t(errors.phone)}
        mask={PHONE_MASK}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={(e) => change('phone', e.target.value)}
      />
      <TextArea
        label={t(texts.messageLabel)}
        error={t(errors.message)}
        name="message"
        maxLength={MESSAGE_MAX_LENGTH}
        value={values.message}
        onChange={(e) => change('message', e.target.value)}
      />
      <Button type="submit" size="lg" className="content-form__submit">
        {t('content.form.submit')}
      </Button>
      {accepted ? (
        <RequestStatus
          key={accepted}
          body={{
            kind: texts.kind,
            full_name: values.name.trim(),
            phone: `998${values.phone.replace(/\D/g, '').replace(/^998/, '')}`,
            message: values.message.trim(),
            lang,
          }}
          unsent={
            <SubmissionNote text={texts.unsent}>
              <p>
                <a href={mailto}>{t('content.form.emailWithText')}</a>
              </p>
            </SubmissionNote>
          }
        />
      ) : null}
    </form>
  );
}
