import type {
  CheckIpFound,
  DriverCheckFound,
  KaskoCreateContractRequest,
  OsagoPrefill,
  QuickKaskoCreateContractRequest,
  SavePolicyPersonRequest,
  TravelUzbSaveRequest,
} from './index';

/*
 * Example bodies and answers of the endpoints, each the seeded identity that succeeds (apps/api/README.md): the
 * API's tests send them, the wizards' tests expect their pages to send them (or answer them from the network
 * edge). Plain data: no schema runtime reaches a bundle that imports this entry.
 */

/** `/check-ip` for Karimov Alisher's 2020 Chevrolet Cobalt 01A123BC: the owner masked until his passport matches. */
export const COBALT_IN_REGISTRY: CheckIpFound['response'] = {
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  car_model: 'Chevrolet Cobalt',
  car_owner: 'K. Alisher',
  owner_type: 'person',
  inn: null,
  vehicle_type_id: 1,
  issue_year: 2020,
  body_number: 'XWBJA69V9LA123456',
  engine_number: 'B15D2-0123456',
  territory: 'tashkent',
  restricted: false,
};

/** Karimov Alisher's passport and birthday, the way the save bodies of spec 000 write them. */
const KARIMOV = { passportSery: 'AA', passportNumber: '1234567', birthday: '15.03.1990' } as const;

/**
 * A KASKO save (`/sayt/kasko/saqlash`) in `year`: Karimov's Cobalt GS-STYLE MT (150,000,000), made in 2020 as
 * the vehicle registry says, is worth 5 % less per year of age (in 2026: 105,000,000); Comfort 1.5 % of it
 * (in 2026: 1,575,000).
 */
export const kaskoSaveExample = (year: number): KaskoCreateContractRequest => ({
  position_id: 132,
  year: COBALT_IN_REGISTRY.issue_year,
  program_type: 0,
  program_id: 2,
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  body_number: 'XWB3L32EDLA123456',
  engine_number: 'F16D4-123456',
  color: 'oq',
  passport: `${KARIMOV.passportSery}${KARIMOV.passportNumber}`,
  birthday: KARIMOV.birthday,
  phone_number: '998901234567',
  amount_uzs: Math.round(150_000_000 * (1 - 0.05 * (year - COBALT_IN_REGISTRY.issue_year)) * 0.015),
});

/** A quick KASKO save: Karimov insures his Cobalt with Start (380,000). */
export const QUICK_KASKO_SAVE_EXAMPLE: QuickKaskoCreateContractRequest = {
  program_id: 1,
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  applicant_type: 'resident',
  passport_seria: KARIMOV.passportSery,
  passport_number: KARIMOV.passportNumber,
  birthday: KARIMOV.birthday,
  phone_number: '998901234567',
  amount_uzs: 380_000,
};

/** The tourists of a trip around Uzbekistan: Karimov (resident) and a Kazakh guest. */
export const TAU_TOURISTS_EXAMPLE: TravelUzbSaveRequest['tourists'] = [
  {
    name: 'Alisher',
    lastname: 'Karimov',
    passport_data: 'AA1234567',
    birthday: KARIMOV.birthday,
    type: 'resident',
  },
  {
    name: 'Aigerim',
    lastname: 'Nurlanova',
    passport_data: 'N12345678',
    birthday: '01.02.1992',
    type: 'foreign',
    country: 'KZ',
  },
];

/** `/osago-neo/driver-check` for Rahimova Dilnoza (AB 2345678): her names and her licence. */
export const RAHIMOVA_AS_DRIVER: Omit<DriverCheckFound, 'error' | 'result' | 'message'> = {
  full_name: 'Rahimova Dilnoza Anvarovna',
  name: 'Dilnoza',
  middlename: 'Anvarovna',
  lastname: 'Rahimova',
  pinfl: '42207952620021',
  licenseSeria: 'AG',
  licenseNumber: '2345678',
  licenseIssueDate: '11.08.2015',
};

/** Karimov as the owner of his Cobalt: the car's documents and his passport and birthday (`/osago-neo/check-person`). */
export const KARIMOV_CAR_OWNER = {
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  owner__pass_seria: KARIMOV.passportSery,
  owner__pass_number: KARIMOV.passportNumber,
  owner_birthday: KARIMOV.birthday,
};

/** `/osago-neo/check-person` for that owner: the registry's names of Karimov. */
export const KARIMOV_AS_OWNER = {
  pinfl: '31503902610013',
  name: 'Alisher',
  lastname: 'Karimov',
  middlename: 'Bahodirovich',
  full_name: 'Karimov Alisher Bahodirovich',
};

/** An OSAGO save for Karimov's Cobalt, unlimited drivers, 12 months: 384,000 (the start date is the caller's). */
export const OSAGO_SAVE_EXAMPLE: Omit<SavePolicyPersonRequest, 'startDate'> = {
  ...KARIMOV_CAR_OWNER,
  amount_uzs: 384_000,
  drivers: [],
  applicant_is_driver: false,
  period_id: 1,
  number_drivers_id: 1,
  accident_insurance: false,
  gazballon_insurance: false,
  miniKaskoInsurance: false,
  minikasko_program_id: null,
  phone_number: '998901234567',
  discountId: 1,
};

/** What an OSAGO policy for that save prints (no add-ons): facts about the cover, never a person's documents. */
export const OSAGO_POLICY_FACTS_EXAMPLE = {
  plate: '01A123BC',
  vehicle: 'Chevrolet Cobalt',
  period_months: 12,
  drivers: 'unlimited',
  insured_sum: 80_000_000,
  territory: 'tashkent',
  addons: null,
};

/** Karimov as an OSAGO pre-fill names the holder, in full (the holder's own cabinet session). */
export const KARIMOV_IN_PREFILL: NonNullable<OsagoPrefill['applicant']['person']> = {
  ...KARIMOV,
  pinfl: '31503902610013',
  name: 'Alisher',
  lastname: 'Karimov',
  middle: 'Bahodirovich',
  gender: 'M',
};

/** Karimov as the applicant of a save (`ApplicantInput`: passport, birthday, PINFL, phone). */
export const KARIMOV_APPLICANT = {
  seria: KARIMOV.passportSery,
  number: KARIMOV.passportNumber,
  birthday: KARIMOV.birthday,
  pinfl: '31503902610013',
  phone: '998901234567',
};

/** A pet insurance save's fields but the program, the start and the total: Karimov insures his cat Barsik (born 05.2022). */
export const PET_FIELDS_EXAMPLE = {
  pet_name: 'Barsik',
  pet_birth_month: '2022-05',
  pet_kind: 'cat',
  passport_seria: KARIMOV.passportSery,
  passport_number: KARIMOV.passportNumber,
  birthday: KARIMOV.birthday,
  phone: '998901234567',
};

/**
 * A kindness (gift) save but its start: Karimov gives risk 21 of product 64 (200,000) to the person of passport
 * AA 6677889 (born 01.01.1960). The simplest sale to save and pay.
 */
export const KINDNESS_GIFT_EXAMPLE = {
  risk_id: 21,
  product_id: 64,
  applicant: {
    seria: KARIMOV.passportSery,
    number: KARIMOV.passportNumber,
    birthday: KARIMOV.birthday,
    phone: '998901234567',
  },
  insured: { seria: 'AA', number: '6677889', birthday: '01.01.1960' },
  amount_uzs: 200_000,
};
