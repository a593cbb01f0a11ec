import {
  DEFAULT_TRIP,
  NO_RISKS,
  canPay,
  changePurpose,
  durationsFor,
  forcedProgram,
  latinName,
  splitPassport,
  usesEndDate,
  type TravelSnapshot,
} from './travel-state';
import { calculatorBody, savePayload } from './save-payload';

describe('travel rules (spec 000 sections 4, 5, 9)', () => {
  it('starts on purpose 1, 30 days, program 2', () => {
    expect(DEFAULT_TRIP).toMatchObject({ purpose: '1', spendDays: '30', reusable: false });
  });

  it('resets the days to 30 and multi-entry to off when the purpose changes', () => {
    expect(changePurpose({ ...DEFAULT_TRIP, spendDays: '90', reusable: true }, '5')).toMatchObject({
      purpose: '5',
      spendDays: '30',
      reusable: false,
    });
  });

  it('offers 30-365 days, or 15-180 for a multi-entry trip', () => {
    expect(durationsFor(false)).toEqual([30, 60, 90, 180, 365]);
    expect(durationsFor(true)).toEqual([15, 30, 45, 90, 180]);
  });

  it('asks an end date for purposes 1 and 3 on a single trip only', () => {
    expect(usesEndDate({ purpose: '1', reusable: false })).toBe(true);
    expect(usesEndDate({ purpose: '3', reusable: false })).toBe(true);
    expect(usesEndDate({ purpose: '1', reusable: true })).toBe(false);
    expect(usesEndDate({ purpose: '4', reusable: false })).toBe(false);
  });

  it('forces program 2 when two tariffs come back and 3 when one does', () => {
    const t = (...ids: (1 | 2 | 3)[]) => ids.map((program_id) => ({ program_id }));
    expect(forcedProgram(t(1, 2, 3), 1)).toBe(1);
    expect(forcedProgram(t(2, 3), 1)).toBe(2);
    expect(forcedProgram(t(3), 2)).toBe(3);
  });

  it('clears a name with a Cyrillic letter and says use_latin_alphabet', () => {
    expect(latinName('KARIMOV')).toEqual({ value: 'KARIMOV' });
    expect(latinName('KARIMOВ')).toEqual({ value: '', error: 'use_latin_alphabet' });
  });

  it('splits a passport: the first two characters upper-cased, then the number', () => {
    expect(splitPassport('aa1234567')).toEqual({ series: 'AA', number: '1234567' });
    expect(splitPassport('FA 7654321')).toEqual({ series: 'FA', number: '7654321' });
  });

  it('lets only an adult pay', () => {
    expect(canPay('15.03.1990')).toBe(true);
    expect(canPay('01.06.2016')).toBe(false);
  });
});

const snap: TravelSnapshot = {
  trip: { ...DEFAULT_TRIP, isFamily: true },
  countries: { countries: ['DE'], beginDate: '01.12.2026', endDate: '14.12.2026' },
  tourists: {
    turists: [
      {
        id: 'a',
        name: ' karimov  alisher ',
        birthday: '15.03.1990',
        passport: 'aa1234567',
        foreign: false,
        isPayer: true,
      },
      {
        id: 'b',
        name: 'KARIMOV SARDOR',
        birthday: '01.06.2016',
        passport: 'FA7654321',
        foreign: false,
        isPayer: false,
      },
    ],
    payer: {
      name: '',
      birthday: '',
      passport: '',
      pinfl: '31503902610013',
      phone: '+998 90 123 45 67',
      email: '',
    },
  },
  program: {
    program: 2,
    risks: { ...NO_RISKS, luggage: true, accident: true },
    uyJoy: false,
    premium: 300_000,
    premiumEur: 20,
    sumInsured: 60_000,
  },
};

it('builds the calculator body with an end date for purpose 1', () => {
  expect(calculatorBody(snap, snap.program.risks, false)).toEqual({
    begin_date: '01.12.2026',
    end_date: '14.12.2026',
    countries: ['DE'],
    purpose_id: 1,
    kop_martali: false,
    is_family: true,
    has_covid: false,
    travelers: [{ birthday: '15.03.1990' }, { birthday: '01.06.2016' }],
    risklar: ['luggage', 'accident'],
    uy_joy: false,
  });
  expect(
    calculatorBody({ ...snap, trip: { ...snap.trip, purpose: '5', spendDays: '90' } }, NO_RISKS, false),
  ).toMatchObject({
    days: 90,
  });
});

it('builds the save body: the payer from the tourists, passports split, the price seen', () => {
  const body = savePayload(snap);
  expect(body).toMatchObject({
    summa_all: 300_000,
    program_id: 2,
    insurer_name: 'KARIMOV ALISHER',
    insurer_passport_series: 'AA',
    insurer_passport_number: '1234567',
    insurer_phone: '998901234567',
    risklar: ['luggage', 'accident'],
  });
  expect(body.travelers[1]).toEqual({
    name: 'KARIMOV SARDOR',
    birthday: '01.06.2016',
    passport_series: 'FA',
    passport_number: '7654321',
  });
  expect(body).not.toHaveProperty('days');
  expect(savePayload(snap, 310_000, true)).toMatchObject({ summa_all: 310_000, minimal: true });
});

it('sends a foreign payer with the country of the passport instead of a PINFL', () => {
  const body = savePayload({
    ...snap,
    tourists: { ...snap.tourists, payer: { ...snap.tourists.payer, foreign: true, country: 'KZ' } },
  });
  expect(body.insurer_country).toBe('KZ');
  expect(body).not.toHaveProperty('insurer_pinfl');
  expect(savePayload(snap).insurer_pinfl).toBe('31503902610013');
});
