import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  HOUSING_PROGRAMS,
  JOB_LOSS_COVERED_MONTHS,
  KASKO_RISKS,
  KIDS_COVER_MONTHS,
  KINDNESS_COVER,
  MINI_KASKO_PROGRAMS,
  MINI_KASKO_TERM_DAYS,
  OSAGO_INSURED_SUM,
  QUICK_KASKO_PROGRAMS,
  TRAVEL_PROGRAMS,
  TRAVEL_UZB_TARIFFS,
  jobLossQuote,
  kidsProgram,
  osgopInsuredSum,
  osgorRateOf,
  sportType,
} from '@polis/tariffs';
import type { ContractDetails } from '../contracts/contract-service';
import { formatUzs } from '../contracts/format';
import { PRODUCTS } from '../contracts/products';
import { rawFacts } from '../testing/printed-facts';
import { policyFacts } from './policy-facts';
import { policyRows } from './policy-pdf';

// The car of the motor products' sales, as `carFacts` (products/kit/car-facts.ts) builds it from the registry.
const car: ContractDetails = {
  gos_number: '01A123BC',
  model: 'CHEVROLET COBALT, 2021',
  tech_passport: 'AAF 1234567',
  vin: 'XWBJA69V0MA123456',
};
const kids = kidsProgram(75)!;
const football = sportType(33)!;
const jobLoss = jobLossQuote(8_000_000)!;
const civil = KASKO_RISKS[0].name.en;

/** Each product's `details` as its sale builds them (`apps/api/src/products/<product>`). */
const SALES: readonly (readonly [string, ContractDetails])[] = [
  [
    'osago',
    {
      plate: '01A123BC',
      vehicle: 'CHEVROLET COBALT',
      period_months: 12,
      drivers: 'unlimited',
      insured_sum: OSAGO_INSURED_SUM,
      territory: 'tashkent',
      addons: 'accident, gas cylinder, number plate, mini kasko Comfort',
      tech_passport: 'AAF 1234567',
    },
  ],
  [
    'kasko (a program)',
    {
      ...car,
      engine_number: 'B15D2123456',
      color: 'Oq',
      kasko_car: 'Chevrolet Cobalt 1.5 AT, 2022',
      program: 'Comfort',
      insured_sum: 160_000_000,
      period_months: 12,
    },
  ],
  [
    'kasko (the constructor)',
    {
      ...car,
      engine_number: 'B15D2123456',
      color: 'Oq',
      kasko_car: 'Chevrolet Cobalt 1.5 AT, 2022',
      kasko_risks: KASKO_RISKS.slice(0, 3)
        .map((r) => r.name.en)
        .join(', '),
      kasko_liabilities: `${civil} ${formatUzs(1_000_000)} UZS, ${KASKO_RISKS[1].name.en} ${formatUzs(2_000_000)} UZS`,
      insured_sum: 160_000_000,
      period_months: 12,
    },
  ],
  [
    'quick-kasko',
    {
      ...car,
      program: QUICK_KASKO_PROGRAMS[0].name.en,
      insured_sum: QUICK_KASKO_PROGRAMS[0].insuredSumUzs,
      period_months: 12,
    },
  ],
  [
    'mini-kasko',
    {
      ...car,
      program: `Mini KASKO ${MINI_KASKO_PROGRAMS[1].name}`,
      insured_sum: MINI_KASKO_PROGRAMS[1].coverUzs,
      period_days: MINI_KASKO_TERM_DAYS,
    },
  ],
  [
    'monthly-kasko',
    {
      ...car,
      program: `Mini KASKO ${MINI_KASKO_PROGRAMS[0].name}`,
      insured_sum: MINI_KASKO_PROGRAMS[0].coverUzs,
      period_months: 1,
      monthly_auto_payment: true,
    },
  ],
  [
    'osgop',
    {
      ...car,
      carrier: 'Toshkent Avto Trans MChJ, INN 301234567',
      applicant: 'Karimov Alisher Bahodirovich',
      seats: 16,
      insured_sum: osgopInsuredSum(16),
      period_months: 12,
    },
  ],
  [
    'osgor',
    {
      inn: '307890123',
      director: 'Kim Elena Vladimirovna',
      legal_address: 'Toshkent sh., Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli koʻchasi, 161-uy',
      oked: '62010',
      risk_rate: osgorRateOf('62010'),
      payroll: 1_200_000_000,
      region_id: 1,
    },
  ],
  [
    'housing',
    {
      program: HOUSING_PROGRAMS[1].name.en,
      insured_sum: HOUSING_PROGRAMS[1].insuredSumUzs,
      house_type: 'flat',
      address: 'Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy',
    },
  ],
  [
    'travel',
    {
      countries: 'Turkey, Georgia',
      travellers: 'KARIMOV ALISHER (1990-03-15), KARIMOVA MALIKA (2015-06-01)',
      travel_program: TRAVEL_PROGRAMS[1].name.en,
      sum_insured_eur: TRAVEL_PROGRAMS[1].insuredSumEur,
      purpose: 1,
      days: 10,
      multi_entry: false,
      family: true,
      covid: true,
      risks: 'luggage, accident',
      home_cover: false,
    },
  ],
  [
    'travel-around-uzbekistan',
    {
      countries: 'UZ',
      travellers: 'Karimov Alisher, Smith John (KZ)',
      tariff: TRAVEL_UZB_TARIFFS[0].name.en,
      days: 5,
      insured_sum: 20_000_000,
    },
  ],
  [
    'accident',
    {
      insured_sum: 5_000_000,
      insured_count: 1,
      insured_persons: 'Karimov Alisher Bahodirovich',
      vehicle: '01A123BC, CHEVROLET COBALT',
      institution: 'Toshkent shahridagi 110-maktab',
      period_months: 12,
    },
  ],
  [
    'kids',
    {
      program: `${kids.id}`,
      insured_sum: kids.cover.death,
      hospital_cover: kids.cover.hospital,
      insured_count: 2,
      insured_persons: 'Karimov Ali Alisherovich, Karimov Malika Alisherovna',
      period_months: KIDS_COVER_MONTHS,
    },
  ],
  [
    'kindness',
    {
      insured_sum: KINDNESS_COVER.accident,
      hospital_cover: KINDNESS_COVER.hospital,
      insured_persons: 'Rahimova Dilnoza Akmalovna',
      period_months: 12,
    },
  ],
  [
    'sport',
    {
      sport: football.id,
      insured_sum: 10_000_000,
      insured_persons: 'SMITH JOHN',
      resident: false,
      period_months: 12,
    },
  ],
  [
    'documents',
    { document_types: '1,38', gov_number: '01A123BC', insured_sum: 20_000_000, period_months: 12 },
  ],
  ['pets', { insured_sum: 10_000_000, pet_name: 'Barsik', pet_kind: 'cat', pet_birth_month: '2022-05' }],
  [
    'job-loss',
    {
      job_title: 'Buxgalter',
      employer: 'IT Park Digital MChJ',
      employer_inn: '307890123',
      salary: 8_000_000,
      covered_months: JOB_LOSS_COVERED_MONTHS,
      coverage: jobLoss.coverage,
    },
  ],
];

/** What contracts saved before the policy named everything hold (issue 25: they print sensibly too). */
const OLDER: readonly (readonly [string, ContractDetails])[] = [
  [
    'osgor',
    {
      company: 'IT Park Digital MChJ',
      ...SALES.find(([p]) => p === 'osgor')![1],
      bank: '"Trastbank" XAB',
      mfo: '00491',
      account: '20208000400789012007',
    },
  ],
  ['sport', { ...SALES.find(([p]) => p === 'sport')![1], sport: football.name_en }],
];

const fact = (details: ContractDetails, en: string) => policyFacts(details).find((f) => f.label.en === en);

describe('every product’s policy facts', () => {
  it('covers every product that sells a policy (a folder of src/products but the kit, requests and DMS)', () => {
    const folders = readdirSync(path.join(__dirname, '../products'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['kit', 'requests', 'dms'].includes(entry.name))
      .map((entry) => entry.name);
    expect(folders.filter((p) => !SALES.some(([name]) => name.split(' ')[0] === p))).toEqual([]);
  });

  it.each([...SALES, ...OLDER.map(([p, d]) => [`${p}, an older contract`, d] as const)])(
    '%s: a label and a human value in each language, no stored key, id, day or month',
    (_product, details) => {
      expect(rawFacts(details)).toEqual([]);
      expect(policyFacts(details).length).toBeGreaterThan(0);
    },
  );
});

describe('the four facts of issue 25', () => {
  const sale = (product: string) => SALES.find(([p]) => p === product)![1];

  it('OSGOR: the region by name, the company once (as the policyholder), no bank, MFO or account', () => {
    for (const details of [sale('osgor'), OLDER[0][1]]) {
      const facts = policyFacts(details);
      expect(fact(details, 'Region')?.value).toEqual({
        uz: 'Toshkent shahri',
        ru: 'город Ташкент',
        en: 'Tashkent city',
      });
      expect(facts.map((f) => f.label.en)).toEqual([
        'INN',
        'Director',
        'Legal address',
        'Activity (OKED)',
        'Insurance rate',
        'Annual payroll',
        'Region',
      ]);
      const printed = JSON.stringify(facts);
      expect(printed).not.toMatch(/IT Park|Trastbank|00491|20208000400789012007/);
      const rows = policyRows({
        insurer: 'Polis',
        series: 'OSGR',
        number: '0000042',
        productName: PRODUCTS.osgor.name,
        holder: 'IT Park Digital MChJ',
        details,
        premiumUzs: 685_200,
        validFrom: '2026-02-01',
        validTo: '2027-01-31',
        issuedOn: '2026-01-20',
        verifyUrl: 'http://localhost/api/policy/verify/OSGR/0000042',
      });
      expect(JSON.stringify(rows).match(/IT Park Digital/g)).toHaveLength(1);
    }
  });

  it('kids: the program by its name, not 75', () => {
    expect(fact(sale('kids'), 'Programme')?.value).toEqual({
      uz: 'Kengaytirilgan',
      ru: 'Расширенная',
      en: 'Extended',
    });
    expect(fact({ program: '74' }, 'Programme')?.value.ru).toBe('Базовая');
  });

  it('sport: the sport in the policy’s languages, whether stored by id or (before) in English', () => {
    for (const sport of [football.id, 'Football']) {
      expect(fact({ sport }, 'Sport')?.value).toEqual({ uz: 'Futbol', ru: 'Футбол', en: 'Football' });
    }
  });

  it('pets: the birth month as a month, not 2022-05', () => {
    expect(fact(sale('pets'), 'Birth month')?.value).toEqual({
      uz: '2022-yil may',
      ru: 'май 2022',
      en: 'May 2022',
    });
    expect(fact({ pet_birth_month: '2021-12' }, 'Birth month')?.value.uz).toBe('2021-yil dekabr');
  });

  it('and the others that printed English on an Uzbek policy: programs, liability limits, a carrier’s INN', () => {
    expect(fact(sale('quick-kasko'), 'Programme')?.value.uz).toBe('Tez KASKO «Start»');
    expect(fact(sale('mini-kasko'), 'Programme')?.value.ru).toBe('Mini KASKO «Comfort»');
    expect(fact(sale('kasko (the constructor)'), 'Liability limits')?.value.uz).toBe(
      'Fuqarolik javobgarligi 1 000 000 UZS, Yoʻlovchilarni baxtsiz hodisadan 2 000 000 UZS',
    );
    expect(fact(sale('osgop'), 'Carrier')?.value.ru).toBe('Toshkent Avto Trans MChJ, ИНН 301234567');
    expect(fact(sale('osgor'), 'Insurance rate')?.value).toMatchObject({ ru: '0,0571 %', en: '0.0571 %' });
    expect(fact(sale('travel'), 'Sum insured')?.value.en).toBe('60 000 EUR');
    expect(fact(sale('monthly-kasko'), 'Monthly auto-payment')?.value.uz).toBe('Ha');
  });

  it('prints a value it has no words for as stored, under its label', () => {
    expect(fact({ sport: 'Kabaddi' }, 'Sport')?.value.uz).toBe('Kabaddi');
    expect(fact({ region_id: 99 }, 'Region')?.value.en).toBe('99');
    expect(fact({ pet_birth_month: 'spring 2022' }, 'Birth month')?.value.ru).toBe('spring 2022');
  });
});
