import { COBALT_CAR, RESIDENT } from '../../test-utils/kasko-fixtures';
import { savePayload } from './save-payload';
import type { QuickKaskoSnapshot } from './quick-kasko-state';

const snapshot: QuickKaskoSnapshot = {
  program: { programId: 1, title: 'Start', premium: 380_000, total: 20_000_000 },
  car: COBALT_CAR,
  applicant: { applicantType: 'resident', ...RESIDENT, fullName: '' },
};

it('sends a resident without a name, the phone as 998..., the price seen', () => {
  expect(savePayload(snapshot)).toEqual({
    program_id: 1,
    gos_number: '01A123BC',
    tech_sery: 'AAF',
    tech_number: '1234567',
    applicant_type: 'resident',
    passport_seria: 'AA',
    passport_number: '1234567',
    birthday: '15.03.1990',
    phone_number: '998901234567',
    amount_uzs: 380_000,
  });
});

it('sends a foreigner with the 3-character series and the name, and a confirmed new price', () => {
  const body = savePayload(
    {
      ...snapshot,
      applicant: {
        ...snapshot.applicant,
        applicantType: 'foreign',
        passportSery: 'n12',
        fullName: ' Smith   John ',
      },
    },
    400_000,
  );
  expect(body).toMatchObject({
    applicant_type: 'foreign',
    passport_seria: 'N12',
    full_name: 'Smith John',
    amount_uzs: 400_000,
  });
});
