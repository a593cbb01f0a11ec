import { QUICK_KASKO_SAVE_EXAMPLE } from '@polis/api-contract/examples';
import { COBALT_CAR, RESIDENT } from '../../test-utils/kasko-fixtures';
import { savePayload } from './save-payload';
import type { QuickKaskoSnapshot } from './quick-kasko-state';

const snapshot: QuickKaskoSnapshot = {
  program: { programId: 1, title: 'Start', premium: 380_000, total: 20_000_000 },
  car: COBALT_CAR,
  applicant: { applicantType: 'resident', ...RESIDENT, fullName: '' },
};

it('sends a resident without a name, the phone as 998..., the price seen', () => {
  expect(savePayload(snapshot)).toEqual(QUICK_KASKO_SAVE_EXAMPLE);
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
