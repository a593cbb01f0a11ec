import type { Section } from './content-types';
import type { PollQuestion } from './poll-form';

const choices = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

export const SATISFACTION_SURVEY: readonly PollQuestion[] = [
  {
    name: 'satisfaction',
    legend: 'content.survey.satisfaction.legend',
    choices: choices('content.survey.satisfaction', ['5', '4', '3', '2', '1']),
  },
  {
    name: 'recommend',
    legend: 'content.survey.recommend.legend',
    choices: choices('content.survey.recommend', ['yes', 'maybe', 'no']),
  },
];

/** Answers beside the question form, so the common questions are answered while the form cannot send. */
export const QUESTION_FAQ: Section = {
  heading: 'content.question.faq.heading',
  blocks: [
    {
      kind: 'qa',
      items: [
        { q: 'content.question.faq.genuine.q', a: 'content.question.faq.genuine.a' },
        { q: 'content.question.faq.cancel.q', a: 'content.question.faq.cancel.a' },
        { q: 'content.question.faq.payment.q', a: 'content.question.faq.payment.a' },
      ],
    },
  ],
};
