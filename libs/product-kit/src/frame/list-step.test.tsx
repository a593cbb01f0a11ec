import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { array, object, string } from 'yup';
import type { MessageSource } from '@polis/i18n';
import { FormTextField } from '@polis/wizard-core';
import { applicantStep } from '../fields/applicant-step';
import { setupProductTests } from '../testing';
import { listStep, type ListCardProps } from './list-step';
import type { ProductDefinition } from './product-definition';

const TEXTS = {
  'test.title': 'Test insurance',
  'test.step.people': 'People',
  'test.step.applicant': 'Applicant',
  'test.person': 'Person {n}',
  'test.name': 'Name',
  'test.add': 'Add a person',
  'test.remove': 'Remove person {n}',
  'test.count': '{count, plural, one {# person} other {# people}}',
  'test.twice': 'One person is named twice',
};
const messages: MessageSource = {
  en: async () => TEXTS,
  ru: async () => TEXTS,
  uz: async () => TEXTS,
  'uz-cyrl': async () => TEXTS,
};

interface Person {
  readonly id: number;
  name: string;
}
interface Snap {
  people: { people: Person[] };
  applicant: { passportSery: string; passportNumber: string; birthday: string; pinfl: string; phone: string };
}
let nextId = 1;

function PersonCard({ index, prefix, remove }: ListCardProps) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend>{intl.formatMessage({ id: 'test.person' }, { n: index + 1 })}</legend>
      <FormTextField name={`${prefix}name`} label={intl.formatMessage({ id: 'test.name' })} />
      {remove}
    </fieldset>
  );
}

const PRODUCT: ProductDefinition<Snap> = {
  key: 'test',
  analyticsName: 'Test',
  titleId: 'test.title',
  steps: [
    listStep<Snap, 'people', Person>({
      id: 'people',
      title: 'test.step.people',
      schema: object({
        people: array()
          .of(object({ name: string().required('wizard.form.required') }))
          .test('unique', 'test.twice', (l = []) => new Set(l.map((p) => p.name)).size === l.length),
      }),
      field: 'people',
      blank: () => ({ id: nextId++, name: '' }),
      max: 3,
      Card: PersonCard,
      messages: { add: 'test.add', remove: 'test.remove', count: 'test.count' },
    }),
    applicantStep<Snap, 'applicant'>('applicant', 'test.step.applicant', { pinfl: true }),
  ],
  errors: {},
  check: { url: '/test/check' },
  useSave: () => async () => ({ error: new Error('not in this test') }),
};

const { renderWizard } = setupProductTests({ messages });

it('adds cards up to the maximum, removes one, says how many, and refuses a person named twice', async () => {
  const user = userEvent.setup();
  renderWizard(PRODUCT, '/en/test');
  await screen.findByRole('group', { name: 'Person 1' });
  expect(screen.queryByRole('button', { name: 'Remove person 1' })).not.toBeInTheDocument();
  expect(screen.getByText('1 person')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add a person' }));
  await user.click(screen.getByRole('button', { name: 'Add a person' }));
  expect(screen.getByText('3 people')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add a person' })).not.toBeInTheDocument();

  await user.type(within(screen.getByRole('group', { name: 'Person 1' })).getByRole('textbox'), 'Ali');
  await user.type(within(screen.getByRole('group', { name: 'Person 2' })).getByRole('textbox'), 'Vali');
  await user.click(screen.getByRole('button', { name: 'Remove person 2' }));
  expect(screen.queryByRole('group', { name: 'Person 3' })).not.toBeInTheDocument();
  expect(screen.getByText('2 people')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add a person' })).toBeInTheDocument();

  await user.type(within(screen.getByRole('group', { name: 'Person 2' })).getByRole('textbox'), 'Ali');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('One person is named twice');

  await user.clear(within(screen.getByRole('group', { name: 'Person 2' })).getByRole('textbox'));
  await user.type(within(screen.getByRole('group', { name: 'Person 2' })).getByRole('textbox'), 'Gulnora');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  // The applicant's step, with the PINFL asked.
  expect(await screen.findByRole('textbox', { name: /PINFL/ })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeInTheDocument();
});
