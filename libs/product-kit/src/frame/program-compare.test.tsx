import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import { kitMessages } from '../kit-messages';
import { ProgramChoice } from './program-choice';
import { ProgramCompare } from './program-compare';
import { coverRow, uzsRow, type ProgramComparison } from './program-comparison';

interface Program {
  readonly id: number;
  readonly name: string;
  readonly sum: number;
  readonly theft: boolean;
}
const PROGRAMS: Program[] = [
  { id: 1, name: 'Basic', sum: 10_000_000, theft: false },
  { id: 2, name: 'Comfort', sum: 20_000_000, theft: true },
];
const COMPARE: ProgramComparison<Program> = {
  covered: [uzsRow('test.sum', (p) => p.sum), coverRow('test.crash'), coverRow('test.theft', (p) => p.theft)],
  excluded: ['test.drunk'],
};

const load = combineMessageSources(i18nMessages, kitMessages);
const own: Record<string, Messages> = {
  en: {
    'test.sum': 'Limit',
    'test.crash': 'Road accident',
    'test.theft': 'Theft',
    'test.drunk': 'Driving drunk',
  },
  uz: { 'test.sum': 'Limit', 'test.crash': 'YTH', 'test.theft': 'Oʻgʻirlik', 'test.drunk': 'Mast holda' },
};
const messagesOf = async (lang: 'en' | 'uz') => ({ ...(await load(lang)), ...own[lang] });

it('lays the programs out as columns, each cover as a row with its sum, covered or not, and the exclusions', async () => {
  renderWithProviders(<ProgramCompare programs={PROGRAMS} name={(p) => p.name} {...COMPARE} />, {
    lang: 'en',
    messages: await messagesOf('en'),
  });
  const table = screen.getByRole('table', { name: 'What each program covers' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Cover', 'Basic', 'Comfort']);
  const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  expect(
    within(row('Limit'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['10 000 000 UZS', '20 000 000 UZS']);
  expect(
    within(row('Theft'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['— Not covered', '✓ Covered']);
  expect(within(row('Road accident')).getAllByRole('cell')).toHaveLength(2);
  expect(within(table).getByRole('rowheader', { name: 'Not covered' })).toBeInTheDocument();
  expect(within(row('Driving drunk')).getByRole('cell')).toHaveTextContent('Not covered by any program');
});

it('is a region a keyboard can reach and scroll, named by its caption, in the page language', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ProgramCompare programs={PROGRAMS} name={(p) => p.name} {...COMPARE} />, {
    lang: 'uz',
    messages: await messagesOf('uz'),
  });
  const region = screen.getByRole('region', { name: 'Har bir dastur nimani qoplaydi' });
  await user.tab();
  expect(region).toHaveFocus();
  expect(within(region).getByRole('rowheader', { name: 'Oʻgʻirlik' })).toBeInTheDocument();
  expect(within(region).getAllByText(/10 000 000 soʻm/)).toHaveLength(1);
});

it('one program: its column says what it does not cover, row by row', async () => {
  renderWithProviders(<ProgramCompare programs={PROGRAMS.slice(0, 1)} name={(p) => p.name} {...COMPARE} />, {
    lang: 'en',
    messages: await messagesOf('en'),
  });
  const drunk = screen.getByRole('rowheader', { name: 'Driving drunk' }).closest('tr') as HTMLElement;
  expect(within(drunk).getByRole('cell')).toHaveTextContent('Not covered');
});

it('ProgramChoice shows the comparison above the cards when the product declares it', async () => {
  renderWithProviders(
    <ProgramChoice
      query={{ isLoading: false, isError: false, refetch: () => undefined }}
      programs={PROGRAMS}
      initialId={1}
      messages={{ label: 'test.sum', legend: 'test.crash', failed: 'test.theft', retry: 'test.drunk' }}
      name={(p) => p.name}
      hint={() => null}
      onChoose={() => undefined}
      compare={COMPARE}
    />,
    { lang: 'en', messages: await messagesOf('en') },
  );
  expect(await screen.findByRole('table', { name: 'What each program covers' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(2);
});
