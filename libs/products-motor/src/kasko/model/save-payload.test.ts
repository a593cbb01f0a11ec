import { kaskoQuote } from '@polis/tariffs';
import { tashkentToday } from '@polis/wizard-core';
import { savePayload } from './save-payload';
import type { KaskoSnapshot } from './kasko-state';

const snapshot: KaskoSnapshot = {
  selectCar: {
    brandId: 1,
    modelId: 13,
    positionId: 132,
    year: 2024,
    carLabel: 'Chevrolet Cobalt GS-STYLE MT',
    price: 135_000_000,
    listPrice: 150_000_000,
  },
  program: {
    programType: 0,
    programId: 2,
    riskIds: [],
    liabilities: [],
    title: 'Comfort',
    premium: 2_025_000,
  },
  aboutCar: {
    gosNumber: '01A123BC',
    techSery: 'AAF',
    techNumber: '1234567',
    carModel: 'Chevrolet Cobalt',
    issueYear: 2024,
    bodyNumber: ' xwb3l32edla123456 ',
    engineNumber: 'f16d4-1',
    color: ' oq ',
  },
  personalData: {
    passportSery: 'aa',
    passportNumber: '1234567',
    birthday: '15.03.1990',
    phone: '+998 90 123 45 67',
  },
};

it('sends a program with its id, the car, the passport as one string, the phone as 998... and the price seen', () => {
  expect(savePayload(snapshot)).toEqual({
    position_id: 132,
    year: 2024,
    program_type: 0,
    program_id: 2,
    gos_number: '01A123BC',
    tech_sery: 'AAF',
    tech_number: '1234567',
    body_number: 'XWB3L32EDLA123456',
    engine_number: 'F16D4-1',
    color: 'oq',
    passport: 'AA1234567',
    birthday: '15.03.1990',
    phone_number: '998901234567',
    amount_uzs: 2_025_000,
  });
});

it('sends the constructor risks and liability limits without a program, and a confirmed new price', () => {
  const body = savePayload(
    {
      ...snapshot,
      program: {
        programType: 1,
        programId: 0,
        riskIds: [1, 7],
        liabilities: [{ riskId: 1, amount: 1_000_000 }],
        title: 'Civil liability, Windscreen',
        premium: 810_000,
      },
    },
    900_000,
  );
  expect(body).toMatchObject({
    program_type: 1,
    risks: [1, 7],
    liabilities: [{ risk_id: 1, amount: 1_000_000 }],
    amount_uzs: 900_000,
  });
  expect(body).not.toHaveProperty('program_id');
});

it("sends the vehicle registry's year and the premium of that year, not the year chosen", () => {
  const year = tashkentToday().year;
  const body = savePayload({ ...snapshot, aboutCar: { ...snapshot.aboutCar, issueYear: 2017 } });
  expect(body).toMatchObject({
    year: 2017,
    amount_uzs: kaskoQuote(132, 2017, year, { type: 0, programId: 2 })?.premiumUzs,
  });
});
