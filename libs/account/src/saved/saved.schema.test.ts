import {
  blankPerson,
  maskedPassport,
  personChange,
  personInput,
  personSchema,
  vehicleInput,
  vehicleSchema,
} from './saved.schema';
import { savedRefusal } from './saved-refusals';

const person = {
  ...blankPerson('other'),
  passportSeries: 'AB',
  passportNumber: '7654321',
  birthday: '02.11.1962',
};

it('masks a passport as the list shows it', () => {
  expect(maskedPassport('AA', '1234567')).toBe('AA ***4567');
});

it('leaves the optional fields out when empty, a phone mask with only +998 too', async () => {
  const values = { ...person, phone: '+998 ', consent: true };
  await expect(personSchema(true).validate(values)).resolves.toBeTruthy();
  expect(personInput(values)).toEqual({
    relation: 'other',
    passport_series: 'AB',
    passport_number: '7654321',
    birthday: '02.11.1962',
    name: null,
    pinfl: null,
    phone: null,
    consent: true,
  });
});

it('asks the consent of someone else only where it is asked, and sends it only then', async () => {
  await expect(personSchema(true).validate(person)).rejects.toThrow('account.saved.form.consentRequired');
  await expect(personSchema(false).validate(person)).resolves.toBeTruthy();
  expect(personChange(person, false)).not.toHaveProperty('consent');
  expect(personChange({ ...person, relation: 'me' }, true)).not.toHaveProperty('consent');
});

it('checks an optional PINFL and phone when typed', async () => {
  await expect(personSchema(false).validate({ ...person, pinfl: '123' })).rejects.toThrow(
    'wizard.form.pinfl',
  );
  await expect(personSchema(false).validate({ ...person, phone: '+998 90 12' })).rejects.toThrow(
    'wizard.form.phone',
  );
});

it('sends a car with its plate normalised, the year as a number and the label only when typed', async () => {
  const values = {
    label: ' ',
    plate: '01 a 123 bc',
    techSeries: 'AAF',
    techNumber: '1234567',
    model: '',
    year: '2021',
  };
  expect(vehicleInput(values)).toEqual({
    plate: '01A123BC',
    tech_passport_series: 'AAF',
    tech_passport_number: '1234567',
    model: null,
    year: 2021,
  });
  await expect(vehicleSchema().validate({ ...values, plate: '01A123BC', year: '' })).resolves.toBeTruthy();
});

it('places a refusal beside the field it names', () => {
  const validation = {
    status: 400,
    code: 'validation',
    data: { error: { code: 'validation', details: [{ part: 'body', path: '/tech_passport_series' }] } },
  };
  expect(savedRefusal(validation, 'vehicle')).toEqual({
    field: 'techSeries',
    message: { id: 'account.saved.error.field' },
  });
  expect(savedRefusal({ status: 409, code: 'already_saved' }, 'vehicle').field).toBe('plate');
  expect(savedRefusal({ status: 404, code: 'saved_not_found' }, 'person').gone).toBe(true);
  expect(savedRefusal({ status: 'NETWORK' }, 'person')).toEqual({ message: { id: 'api.error.network' } });
});
