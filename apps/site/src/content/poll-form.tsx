import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChoiceGroup, TextArea, type Choice } from './form-fields';
import { MESSAGE_MAX_LENGTH, validateAnswers } from './form-rules';
import type { MessageId } from './content-types';
import { SubmissionNote } from './submission-note';
import { useFormCheck } from './use-form-check';

export interface PollQuestion {
  readonly name: string;
  readonly legend: MessageId;
  readonly choices: readonly Choice[];
}

/** Single-choice questions, all required, and an optional free-text comment. */
export function PollForm({ questions, comment = false }: { questions: readonly PollQuestion[]; comment?: boolean }) {
  const intl = useIntl();
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({});
  const [text, setText] = useState('');
  const { form, errors, onSubmit, accepted, clearError } = useFormCheck(() =>
    validateAnswers(
      questions.map((q) => q.name),
      answers,
    ),
  );

  return (
    <form ref={form} className="content-form" noValidate onSubmit={onSubmit}>
      {questions.map((question) => (
        <ChoiceGroup
          key={question.name}
          name={question.name}
          legend={question.legend}
          choices={question.choices}
          value={answers[question.name] ?? ''}
          error={errors[question.name]}
          onChange={(value) => {
            setAnswers((current) => ({ ...current, [question.name]: value }));
            clearError(question.name);
          }}
        />
      ))}
      {comment ? (
        <TextArea
          label="content.form.comment"
          name="comment"
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      ) : null}
      <button type="submit" className="content-button">
        {intl.formatMessage({ id: 'content.form.submit' })}
      </button>
      {accepted ? <SubmissionNote key={accepted} text="content.form.unavailable.poll" /> : null}
    </form>
  );
}
