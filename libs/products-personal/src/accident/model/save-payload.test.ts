import { AUDIENCES } from './accident-audience';
import { blankInsured, type AccidentSnapshot, type InsuredPerson } from './accident-state';
import { accidentQuote, savePayload } from './save-payload';

const person = (change: Partial<InsuredPerson>): InsuredPerson => ({
  ...blankInsured(),
  id: 1,
  ...change,
});
const KARIMOV = person({ passportSery: 'AA', passportNumber: '1234567', birthday: '15.03.1990' });
const snap = (insureds: Partial<AccidentSnapshot['insureds']> = {}): AccidentSnapshot => ({
  period: { startDate: '01.12.2026' },
  sum: { amount: '2000000' },
  insureds: {
    vehicleNumber: '',
    institution: '',
    persons: [KARIMOV, { ...KARIMOV, id: 2, passportNumber: '7654321' }],
    payerIsInsured: true,
    payer: { passportSery: '', passportNumber: '', birthday: '' },
    phone: '+998 90 123 45 67',
    ...insureds,
  },
});

it('quotes amount x insureds x 5 / 1000, 5 000 before anything is chosen', () => {
  expect(accidentQuote({})).toBe(5_000);
  expect(accidentQuote(snap())).toBe(20_000);
});

it('builds the general page body: residents, the payer as the first insured, the total seen', () => {
  expect(savePayload(AUDIENCES.general, snap())).toEqual({
    audience: 'general',
    start_date: '01.12.2026',
    insurance_amount: 2_000_000,
    insureds: [
      { seria: 'AA', number: '1234567', birthday: '15.03.1990' },
      { seria: 'AA', number: '7654321', birthday: '15.03.1990' },
    ],
    payer: { is_insured: true, phone: '998901234567' },
    amount_uzs: 20_000,
  });
});

it('sends the plate on the driver page, the institution on the student page, a payer of their own', () => {
  const driver = savePayload(AUDIENCES.driver, snap({ vehicleNumber: '01a 123 bc' }));
  expect(driver.vehicle_number).toBe('01A123BC');
  expect(driver.institution).toBeUndefined();
  const student = savePayload(
    AUDIENCES.student,
    snap({
      institution: ' TDYU ',
      payerIsInsured: false,
      payer: { passportSery: 'AB', passportNumber: '2345678', birthday: '22.07.1995' },
    }),
  );
  expect(student).toMatchObject({
    audience: 'student',
    institution: 'TDYU',
    payer: {
      is_insured: false,
      seria: 'AB',
      number: '2345678',
      birthday: '22.07.1995',
      phone: '998901234567',
    },
  });
  expect(student.vehicle_number).toBeUndefined();
});

it('sends foreigners with their passport and Latin names, and the server price after a refusal', () => {
  const foreign = snap({
    persons: [
      person({
        foreignPassport: 'c01x 00t47',
        firstName: ' John ',
        lastName: 'Smith',
        citizenship: 'DE',
        birthday: '01.02.1980',
      }),
    ],
  });
  const body = savePayload(AUDIENCES.foreign, foreign, 12_345);
  expect(body.insureds).toEqual([
    {
      passport: 'C01X00T47',
      first_name: 'John',
      last_name: 'Smith',
      citizenship: 'DE',
      birthday: '01.02.1980',
    },
  ]);
  expect(body.amount_uzs).toBe(12_345);
});
