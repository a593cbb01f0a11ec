import { COBALT_CAR, RESIDENT } from '../../test-utils/kasko-fixtures';
import { savePayload } from './save-payload';
import type { MiniKaskoSnapshot } from './mini-kasko-state';

const snapshot: MiniKaskoSnapshot = {
  program: { programId: 2, title: 'Comfort', premium: 90_000, liability: 20_000_000 },
  car: COBALT_CAR,
  applicant: RESIDENT,
};

it('builds the spec payload: passport in one piece, phone without + and spaces, the price seen', () => {
  expect(savePayload(snapshot)).toEqual({
    program_id: 2,
    gos_number: '01A123BC',
    tech_sery: 'AAF',
    tech_number: '1234567',
    phone_number: '998901234567',
    passport: 'AA1234567',
    birthday: '15.03.1990',
    amount_uzs: 90_000,
  });
});

it("confirms the server's new price after a refused save", () => {
  expect(savePayload(snapshot, 110_000).amount_uzs).toBe(110_000);
});
