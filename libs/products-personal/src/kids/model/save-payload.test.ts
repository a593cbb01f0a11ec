import { KARIMOV_APPLICANT } from '@polis/api-contract/examples';
import { blankChild, type KidsSnapshot } from './kids-state';
import { kidsQuote, savePayload } from './save-payload';

const child = {
  ...blankChild(),
  certificateSeria: 'i-tn',
  certificateNumber: '1234567',
  name: ' Ali ',
  lastName: 'Karimov',
  middleName: 'Alisherovich',
  birthday: '15.06.2019',
  gender: 'm' as const,
};
const snap: KidsSnapshot = {
  program: { programId: '75', startDate: '01.12.2026' },
  parent: {
    passportSery: 'AA',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    pinfl: '31503902610013',
    phone: '+998 90 123 45 67',
  },
  kids: {
    children: [child, { ...child, id: 99, certificateNumber: '7654321', name: 'Malika', gender: 'f' }],
  },
};

it('quotes the program price per child, 50 000 before anything is chosen', () => {
  expect(kidsQuote({})).toBe(50_000);
  expect(kidsQuote(snap)).toBe(200_000);
});

it('builds the save body: the parent with PINFL, the children as in their certificates', () => {
  const body = savePayload(snap);
  expect(body).toMatchObject({
    program_id: 75,
    start_date: '01.12.2026',
    applicant: KARIMOV_APPLICANT,
    amount_uzs: 200_000,
  });
  expect(body.kids).toEqual([
    {
      seria: 'I-TN',
      number: '1234567',
      name: 'Ali',
      last_name: 'Karimov',
      middle_name: 'Alisherovich',
      birthday: '15.06.2019',
      gender: 'm',
    },
    {
      seria: 'I-TN',
      number: '7654321',
      name: 'Malika',
      last_name: 'Karimov',
      middle_name: 'Alisherovich',
      birthday: '15.06.2019',
      gender: 'f',
    },
  ]);
  expect(savePayload(snap, 150_000).amount_uzs).toBe(150_000);
});
