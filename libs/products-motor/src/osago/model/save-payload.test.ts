import { COBALT_CAR_VALUES } from '../../test-utils/osago-fixtures';
import { savePolicyPayload, type SaveInput } from './save-payload';
import { DEFAULT_POLICY, blankDriver } from './osago-state';

const input = (over: Partial<SaveInput> = {}): SaveInput => ({
  car: COBALT_CAR_VALUES,
  applicant: {
    passportSery: 'AA',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    phone: '+998 90 123 45 67',
    pinfl: '31503902610013',
    name: 'Karimov Alisher Bahodirovich',
  },
  policy: { ...DEFAULT_POLICY, startDate: '01.12.2026' },
  drivers: [],
  isLegal: false,
  entity: null,
  discountId: 1,
  amountUzs: 384_000,
  ...over,
});

it('sends the phone without plus and spaces and the start date as YYYY-MM-DD', () => {
  const body = savePolicyPayload(input());
  expect(body.phone_number).toBe('998901234567');
  expect(body.startDate).toBe('2026-12-01');
});

it('an individual sends the owner passport, birthday and discount; unlimited drivers send no drivers', () => {
  const body = savePolicyPayload(input());
  expect(body).toMatchObject({
    owner__pass_seria: 'AA',
    owner__pass_number: '1234567',
    owner_birthday: '15.03.1990',
    discountId: 1,
    drivers: [],
    applicant_is_driver: false,
    number_drivers_id: 1,
    period_id: 1,
  });
  expect(body).not.toHaveProperty('owner__inn');
});

it('named drivers are sent with kinship as a number and their licences', () => {
  const driver = {
    ...blankDriver(),
    degree: '5',
    passportSery: 'AB',
    passportNumber: '2345678',
    birthday: '22.07.1995',
    name: 'Rahimova Dilnoza',
    licenseSeria: 'AG',
    licenseNumber: '2345678',
    licenseIssueDate: '11.08.2015',
  };
  const body = savePolicyPayload(
    input({ policy: { ...DEFAULT_POLICY, type: 4, startDate: '01.12.2026' }, drivers: [driver] }),
  );
  expect(body.applicant_is_driver).toBe(true);
  expect(body.drivers).toEqual([
    {
      passport__seria: 'AB',
      passport__number: '2345678',
      driver_birthday: '22.07.1995',
      licenseSeria: 'AG',
      licenseNumber: '2345678',
      licenseIssueDate: '11.08.2015',
      relative: 5,
      name: 'Rahimova Dilnoza',
    },
  ]);
});

it('a legal entity sends the INN, the applicant PINFL, null licence fields and no accident cover', () => {
  const body = savePolicyPayload(
    input({
      isLegal: true,
      entity: { inn: '301234567', name: 'Toshkent Non Kombinati AJ' },
      policy: { ...DEFAULT_POLICY, type: 4, accident: true, startDate: '01.12.2026' },
      drivers: [
        {
          ...blankDriver(),
          passportSery: 'AA',
          passportNumber: '1234567',
          birthday: '15.03.1990',
          licenseSeria: 'AF',
          licenseNumber: '1234567',
        },
      ],
    }),
  );
  expect(body).toMatchObject({
    owner__inn: '301234567',
    applicant_pinfl: '31503902610013',
    accident_insurance: false,
  });
  expect(body).not.toHaveProperty('owner__pass_seria');
  expect(body.drivers[0]).toMatchObject({ licenseSeria: null, licenseNumber: null, licenseIssueDate: null });
});
