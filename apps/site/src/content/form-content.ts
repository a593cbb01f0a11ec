import type { PollQuestion } from './poll-form';

const choices = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

export const QUICK_POLL: readonly PollQuestion[] = [
  {
    name: 'plan',
    legend: 'content.poll.plan.legend',
    choices: choices('content.poll.plan', ['motor', 'travel', 'property', 'health', 'none']),
  },
  {
    name: 'channel',
    legend: 'content.poll.channel.legend',
    choices: choices('content.poll.channel', ['website', 'app', 'office', 'agent']),
  },
];

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
