import { IT_PARK } from '../osgor/model/osgor-fixtures';
import { applicationBody, applicationSchema, blankApplication } from './application-model';

const FACTS = [{ key: 'loan_amount', kind: 'amount' as const }];

it('sends the company, the phone digits and the facts as numbers', () => {
  const values = {
    ...blankApplication(FACTS),
    inn: IT_PARK.inn,
    company: IT_PARK,
    full_name: ' Kim Elena ',
    phone: '+998 90 123 45 67',
    facts: { loan_amount: '800 000 000' },
  };
  expect(
    applicationBody(values, { kind: 'business', product: 'ipoteka', lang: 'ru', withCompany: true }),
  ).toEqual({
    kind: 'business',
    product: 'ipoteka',
    inn: IT_PARK.inn,
    company_name: 'IT Park Digital MChJ',
    full_name: 'Kim Elena',
    phone: '998901234567',
    facts: { loan_amount: 800_000_000 },
    lang: 'ru',
  });
});

it('sends Uzbek in Cyrillic script as its own language (the SMS with the number is written in it)', () => {
  const values = { ...blankApplication(FACTS), full_name: 'Kim', phone: '+998 90 123 45 67' };
  expect(
    applicationBody(values, { kind: 'takaful', product: 'x', lang: 'uz-cyrl', withCompany: false }),
  ).toMatchObject({ lang: 'uz-cyrl' });
});

it('needs a found company for business, not for takaful, and facts above zero', async () => {
  const values = {
    ...blankApplication(FACTS),
    full_name: 'A',
    phone: '+998 90 123 45 67',
    facts: { loan_amount: '0' },
  };
  await expect(applicationSchema(FACTS, true).validate(values)).rejects.toThrow();
  await expect(applicationSchema(FACTS, false).validate(values)).rejects.toThrow('business.form.positive');
  await expect(
    applicationSchema(FACTS, false).validate({ ...values, facts: { loan_amount: '5' } }),
  ).resolves.toBeTruthy();
});
