import { KIDS_PREMIUM_UZS, KIDS_PROGRAMS, kidsPremium, kidsProgram } from './kids';

it('has programs 74 and 75 of spec 001, 50 000 by default', () => {
  expect(KIDS_PREMIUM_UZS).toBe(50_000);
  expect(kidsProgram(74)).toEqual({
    id: 74,
    premiumUzs: 50_000,
    cover: { death: 5_000_000, injury: 5_000_000, hospital: null },
  });
  expect(kidsProgram(75)?.cover.hospital).toBe(1_000_000);
  expect(KIDS_PROGRAMS.map((p) => p.id)).toEqual([74, 75]);
});

it('charges the program price per child', () => {
  expect(kidsPremium(74, 2)).toBe(100_000);
  expect(kidsPremium(75, 3)).toBe(300_000);
  expect(kidsPremium(99, 1)).toBe(0);
});
