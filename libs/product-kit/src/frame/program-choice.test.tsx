import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClientMessages } from '@polis/api-client';
import { renderWithProviders } from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import { uiMessages } from '@polis/ui';
import { wizardMessages } from '@polis/wizard-core';
import { kitMessages } from '../kit-messages';
import { ProgramChoice, type ProgramsQuery } from './program-choice';

interface Program {
  readonly id: number;
  readonly name: string;
  readonly premium: number;
}
const PROGRAMS: Program[] = [
  { id: 1, name: 'Базовая', premium: 100_000 },
  { id: 2, name: 'Оптимальная', premium: 180_000 },
  { id: 3, name: 'Премиум', premium: 300_000 },
];
const MESSAGES = {
  label: 'test.program.label',
  legend: 'test.program.legend',
  failed: 'test.program.failed',
  retry: 'test.program.retry',
};

const load = combineMessageSources(i18nMessages, uiMessages, apiClientMessages, wizardMessages, kitMessages);
let messages: Messages;
beforeAll(async () => {
  messages = {
    ...(await load('ru')),
    'test.program.label': 'Программа',
    'test.program.legend': 'Выберите программу',
    'test.program.failed': 'Программы не загрузились',
    'test.program.retry': 'Повторить',
  };
});

function renderChoice(query: ProgramsQuery, programs: Program[] | undefined, onChoose = jest.fn()) {
  renderWithProviders(
    <ProgramChoice
      query={query}
      programs={programs}
      initialId={2}
      messages={MESSAGES}
      name={(p) => p.name}
      hint={(p) => `${p.premium} сум`}
      onChoose={onChoose}
    />,
    { lang: 'ru', messages },
  );
  return onChoose;
}

const loaded: ProgramsQuery = { isLoading: false, isError: false, refetch: () => undefined };

it('shows the programs as cards with the held one chosen, and hands on the program the buyer picks', async () => {
  const user = userEvent.setup();
  const onChoose = renderChoice(loaded, PROGRAMS);
  expect(screen.getByRole('group', { name: 'Выберите программу' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Оптимальная/ })).toBeChecked();
  expect(screen.getByText('300000 сум')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /Премиум/ }));
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  expect(onChoose).toHaveBeenCalledWith(PROGRAMS[2]);
  expect(onChoose).toHaveBeenCalledTimes(1);
});

it('keeps the chosen program when the buyer goes on without changing it', async () => {
  const user = userEvent.setup();
  const onChoose = renderChoice(loaded, PROGRAMS);
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  expect(onChoose).toHaveBeenCalledWith(PROGRAMS[1]);
});

it('says when the programs cannot be loaded, and asks for them again on Retry', async () => {
  const user = userEvent.setup();
  const refetch = jest.fn();
  const onChoose = renderChoice({ isLoading: false, isError: true, refetch }, undefined);
  expect(screen.getByRole('alert')).toHaveTextContent('Программы не загрузились');
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(refetch).toHaveBeenCalledTimes(1);
  expect(onChoose).not.toHaveBeenCalled();
});

it('shows no choice while the programs load', () => {
  renderChoice({ isLoading: true, isError: false, refetch: () => undefined }, undefined);
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
