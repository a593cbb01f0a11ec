import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, RadioGroup } from '@polis/ui';
import type { MessageId } from './content-types';
import { TextArea } from './form-fields';
import { MESSAGE_MAX_LENGTH, validateAnswers } from './form-rules';
import { useLang, useHydrated } from '@polis/i18n';
import { RequestStatus } from './request-status';
import { SubmissionNote } from './submission-note';
import { useFormCheck } from './use-form-check';

export interface PollQuestion {
  readonly name: string;
  readonly legend: MessageId;
  readonly choices: readonly { readonly value: string; readonly label: MessageId }[];
}

/** Single-choice questions, all required, and an optional free-text comment. */
export function PollForm({
  questions,
  comment = false,
}: {
  questions: readonly PollQuestion[];
  comment?: boolean;
}) {
  const intl = useIntl();
  const t = (id: MessageId | undefined) => (id ? intl.formatMessage({ id }) : undefined);
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({});
  const [text, setText] = useState('');
  const lang = useLang();
  const hydrated = useHydrated();
  const { form, errors, onSubmit, accepted, clearError } = useFormCheck(() =>
    validateAnswers(
      questions.map((q) => q.name),
      answers,
    ),
  );

  return (
    // Prerendered as it will stand, so nothing below moves when the app takes the page over, and inert
    // until then: typed before that, the text would be lost.
    <form ref={form} className="content-form" noValidate onSubmit={onSubmit} inert={!hydrated} aria-busy={!hydrated}>
      {questions.map((question) => (
        <RadioGroup
          key={question.name}
          name={question.name}
          legend={t(question.legend)}
          options={question.choices.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
          value={answers[question.name] ?? ''}
          error={t(errors[question.name])}
          onChange={(e) => {
            const { value } = e.target;
            setAnswers((current) => ({ ...current, [question.name]: value }));
            clearError(question.name);
          }}
        />
      ))}
      {comment ? (
        <TextArea
          label={t('content.form.comment')}
          name="comment"
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      ) : null}
      <Button type="submit" size="lg" className="content-form__submit">
        {t('content.form.submit')}
      </Button>
      {accepted ? (
        <RequestStatus
          key={accepted}
          body={{
            kind: 'survey',
            answers,
            ...(text.trim() ? { message: text.trim() } : {}),
            lang,
          }}
          unsent={<SubmissionNote text="content.form.unavailable.poll" />}
        />
      ) : null}
    </form>
  );
}
