/**
 * Full kasko (spec 001 "Kasko", NOTES.md "Kasko"): the car's price from a brand -> model -> position catalogue,
 * 5 % less per year of age (spec 001 section 5); program 0 by percentage (Basic 1 %, Comfort 1.5 %, Premium
 * 2.5 % of the price a year, Comfort by default) or 1 by constructor (chosen risks, 0.1 %-0.5 % each,
 * liabilities 1,000,000 UZS each by default). Catalogue prices are list prices in UZS (UzAuto Motors' price
 * list and dealers' prices of common imports, late 2025), rounded to 1,000,000: the product's own data.
 */
export interface KaskoPosition {
  readonly id: number;
  readonly name: string;
  readonly priceUzs: number;
}
export interface KaskoModel {
  readonly id: number;
  readonly name: string;
  readonly positions: readonly KaskoPosition[];
}
export interface KaskoBrand {
  readonly id: number;
  readonly name: string;
  readonly models: readonly KaskoModel[];
}

const p = (id: number, name: string, millions: number): KaskoPosition => ({
  id,
  name,
  priceUzs: millions * 1_000_000,
});

export const KASKO_CARS: readonly KaskoBrand[] = [
  {
    id: 1,
    name: 'Chevrolet',
    models: [
      { id: 11, name: 'Spark', positions: [p(111, '1.25 MT', 118), p(112, '1.25 AT', 128)] },
      { id: 12, name: 'Nexia 3', positions: [p(121, '1.5 MT', 125), p(122, '1.5 AT', 139)] },
      {
        id: 13,
        name: 'Cobalt',
        positions: [p(131, 'LS MT', 135), p(132, 'GS-STYLE MT', 150), p(133, 'LTZ AT', 162)],
      },
      { id: 14, name: 'Lacetti (Gentra)', positions: [p(141, 'L MT', 165), p(142, 'L-Style AT PLUS', 200)] },
      { id: 15, name: 'Damas', positions: [p(151, 'Van', 95), p(152, 'Labo', 92)] },
      { id: 16, name: 'Onix', positions: [p(161, '1.2T LT AT', 205), p(162, '1.2T Premier AT', 235)] },
      { id: 17, name: 'Tracker 2', positions: [p(171, '1.2T LT AT', 270), p(172, '1.2T Premier AT', 305)] },
      { id: 18, name: 'Malibu 2', positions: [p(181, '1.5T LT', 390), p(182, '2.0T Premier', 470)] },
      { id: 19, name: 'Captiva', positions: [p(191, '1.5T Premier', 390)] },
      { id: 20, name: 'Tahoe', positions: [p(201, '5.3 RST', 1_250)] },
    ],
  },
  {
    id: 2,
    name: 'Kia',
    models: [
      { id: 21, name: 'K5', positions: [p(211, '2.0 Prestige', 420), p(212, '2.5 GT-Line', 495)] },
      { id: 22, name: 'Sportage', positions: [p(221, '2.0 Comfort', 430)] },
      { id: 23, name: 'Sonet', positions: [p(231, '1.5 Luxe', 255)] },
    ],
  },
  {
    id: 3,
    name: 'Hyundai',
    models: [
      { id: 31, name: 'Sonata', positions: [p(311, '2.0 Style', 410), p(312, '2.5 Premium', 480)] },
      { id: 32, name: 'Tucson', positions: [p(321, '2.0 Lifestyle', 440)] },
      { id: 33, name: 'Elantra', positions: [p(331, '1.6 Active', 300)] },
    ],
  },
  {
    id: 4,
    name: 'BYD',
    models: [
      { id: 41, name: 'Song Plus DM-i', positions: [p(411, 'Flagship', 390)] },
      { id: 42, name: 'Chazor', positions: [p(421, 'DM-i', 300)] },
    ],
  },
  {
    id: 5,
    name: 'Toyota',
    models: [
      { id: 51, name: 'Camry', positions: [p(511, '2.5 Prestige', 560)] },
      { id: 52, name: 'Land Cruiser Prado 150', positions: [p(521, '2.7', 630)] },
    ],
  },
  {
    id: 6,
    name: 'Chery',
    models: [
      { id: 61, name: 'Tiggo 4 Pro', positions: [p(611, '1.5 Comfort', 255)] },
      { id: 62, name: 'Tiggo 7 Pro Max', positions: [p(621, '1.5T Premium', 340)] },
      { id: 63, name: 'Arrizo 8', positions: [p(631, '1.6T Luxury', 320)] },
    ],
  },
  {
    id: 7,
    name: 'Haval',
    models: [
      { id: 71, name: 'Jolion', positions: [p(711, '1.5T Comfort', 290)] },
      { id: 72, name: 'H6', positions: [p(721, '1.5T Elite', 360)] },
      { id: 73, name: 'Dargo', positions: [p(731, '2.0T Tech Plus', 420)] },
    ],
  },
  {
    id: 8,
    name: 'Geely',
    models: [
      { id: 81, name: 'Coolray', positions: [p(811, '1.5T Flagship', 290)] },
      { id: 82, name: 'Atlas', positions: [p(821, '2.0T Luxury', 400)] },
      { id: 83, name: 'Monjaro', positions: [p(831, '2.0T Flagship', 520)] },
    ],
  },
  {
    id: 9,
    name: 'Lada',
    models: [
      { id: 91, name: 'Granta', positions: [p(911, '1.6 Classic', 110)] },
      { id: 92, name: 'Vesta', positions: [p(921, '1.6 Comfort', 165)] },
      { id: 93, name: 'Niva Legend', positions: [p(931, '1.7 Luxe', 125)] },
    ],
  },
  {
    id: 10,
    name: 'Volkswagen',
    models: [
      { id: 101, name: 'ID.4', positions: [p(1011, 'Pure+', 400)] },
      { id: 102, name: 'ID.6', positions: [p(1021, 'Pro', 450)] },
      { id: 103, name: 'Tiguan', positions: [p(1031, '2.0 TSI', 560)] },
    ],
  },
  {
    id: 11,
    name: 'Mercedes-Benz',
    models: [
      { id: 111, name: 'E-Class', positions: [p(1111, 'E 200', 900)] },
      { id: 112, name: 'GLE', positions: [p(1121, '450 4MATIC', 1500)] },
      { id: 113, name: 'S-Class', positions: [p(1131, 'S 450', 2100)] },
    ],
  },
  {
    id: 12,
    name: 'BMW',
    models: [
      { id: 121, name: '5 Series', positions: [p(1211, '520i', 950)] },
      { id: 122, name: 'X5', positions: [p(1221, 'xDrive40i', 1400)] },
      { id: 123, name: 'X7', positions: [p(1231, 'xDrive40i', 1800)] },
    ],
  },
  {
    id: 13,
    name: 'Lexus',
    models: [
      { id: 131, name: 'ES', positions: [p(1311, '250', 700)] },
      { id: 132, name: 'RX', positions: [p(1321, '350', 1050)] },
      { id: 133, name: 'LX', positions: [p(1331, '600', 2100)] },
    ],
  },
  {
    id: 14,
    name: 'Nissan',
    models: [
      { id: 141, name: 'X-Trail', positions: [p(1411, '2.5 SE', 480)] },
      { id: 142, name: 'Qashqai', positions: [p(1421, '2.0 SE', 380)] },
    ],
  },
  {
    id: 15,
    name: 'Mitsubishi',
    models: [
      { id: 151, name: 'Outlander', positions: [p(1511, '2.4 Instyle', 450)] },
      { id: 152, name: 'Pajero Sport', positions: [p(1521, '3.0 Ultimate', 520)] },
    ],
  },
  {
    id: 16,
    name: 'Changan',
    models: [
      { id: 161, name: 'Eado Plus', positions: [p(1611, '1.4T Luxury', 230)] },
      { id: 162, name: 'CS55 Plus', positions: [p(1621, '1.5T Luxury', 290)] },
      { id: 163, name: 'UNI-K', positions: [p(1631, '2.0T Flagship', 420)] },
    ],
  },
  {
    id: 17,
    name: 'Jetour',
    models: [
      { id: 171, name: 'X70 Plus', positions: [p(1711, '1.6T Luxury', 320)] },
      { id: 172, name: 'Dashing', positions: [p(1721, '1.5T Luxury', 330)] },
    ],
  },
  {
    id: 18,
    name: 'Li Auto',
    models: [
      { id: 181, name: 'L7', positions: [p(1811, 'Pro', 650)] },
      { id: 182, name: 'L9', positions: [p(1821, 'Max', 880)] },
    ],
  },
  {
    id: 19,
    name: 'Zeekr',
    models: [
      { id: 191, name: '7X', positions: [p(1911, 'Long Range', 600)] },
      { id: 192, name: '001', positions: [p(1921, 'YOU', 700)] },
    ],
  },
  {
    id: 20,
    name: 'Tesla',
    models: [
      { id: 201, name: 'Model 3', positions: [p(2011, 'Long Range', 520)] },
      { id: 202, name: 'Model Y', positions: [p(2021, 'Long Range', 620)] },
    ],
  },
  {
    id: 21,
    name: 'JAC',
    models: [
      { id: 211, name: 'J7', positions: [p(2111, '1.5T Luxury', 230)] },
      { id: 212, name: 'JS4', positions: [p(2121, '1.5T Luxury', 250)] },
    ],
  },
  {
    id: 22,
    name: 'Ravon',
    models: [
      { id: 221, name: 'R2', positions: [p(2211, '1.25 MT', 100)] },
      { id: 222, name: 'Nexia R3', positions: [p(2221, '1.5 MT', 110)] },
    ],
  },
  {
    id: 23,
    name: 'Daewoo',
    models: [
      { id: 231, name: 'Matiz', positions: [p(2311, '0.8 MT', 75)] },
      { id: 232, name: 'Nexia', positions: [p(2321, '1.5 MT', 95)] },
    ],
  },
  {
    id: 24,
    name: 'Hongqi',
    models: [
      { id: 241, name: 'H5', positions: [p(2411, '1.5T', 400)] },
      { id: 242, name: 'HS5', positions: [p(2421, '2.0T', 520)] },
    ],
  },
  {
    id: 25,
    name: 'Exeed',
    models: [
      { id: 251, name: 'TXL', positions: [p(2511, '2.0T Flagship', 450)] },
      { id: 252, name: 'VX', positions: [p(2521, '2.0T President', 600)] },
    ],
  },
  {
    id: 26,
    name: 'Omoda',
    models: [{ id: 261, name: 'C5', positions: [p(2611, '1.5T Ultimate', 280)] }],
  },
  {
    id: 27,
    name: 'Land Rover',
    models: [
      { id: 271, name: 'Range Rover', positions: [p(2711, 'P400', 2900)] },
      { id: 272, name: 'Defender', positions: [p(2721, '110 P300', 1700)] },
    ],
  },
  {
    id: 28,
    name: 'Porsche',
    models: [{ id: 281, name: 'Cayenne', positions: [p(2811, '3.0', 1900)] }],
  },
  {
    id: 29,
    name: 'Audi',
    models: [
      { id: 291, name: 'Q5', positions: [p(2911, '45 TFSI', 850)] },
      { id: 292, name: 'Q7', positions: [p(2921, '55 TFSI', 1300)] },
    ],
  },
  {
    id: 30,
    name: 'Skoda',
    models: [
      { id: 301, name: 'Octavia', positions: [p(3011, '1.4 TSI Style', 350)] },
      { id: 302, name: 'Kodiaq', positions: [p(3021, '2.0 TSI Style', 480)] },
    ],
  },
  {
    id: 31,
    name: 'Isuzu',
    models: [{ id: 311, name: 'D-Max', positions: [p(3111, '3.0 LS', 420)] }],
  },
];

export const KASKO_MIN_PREMIUM_UZS = 400_000; // the spec's start price
export const KASKO_DEPRECIATION_PER_YEAR = 0.05;
export const KASKO_DEFAULT_LIABILITY_UZS = 1_000_000;

/** Program type 0: the percentage of the car's price a year. */
export const KASKO_PROGRAMS = [
  { id: 1, key: 'tarif_1', name: 'Basic', rate: 0.01 },
  { id: 2, key: 'tarif_2', name: 'Comfort', rate: 0.015 },
  { id: 3, key: 'tarif_3', name: 'Premium', rate: 0.025 },
] as const;
export const KASKO_DEFAULT_PROGRAM_ID = 2;

/** Program type 1: constructor risks, each a fraction of the car's price (NOTES.md). */
export const KASKO_RISKS = [
  {
    id: 1,
    name: { uz: 'Fuqarolik javobgarligi', ru: 'Гражданская ответственность', en: 'Civil liability' },
    rate: 0.003,
  },
  {
    id: 2,
    name: { uz: 'Yoʻlovchilarni baxtsiz hodisadan', ru: 'НС пассажиров', en: 'Accident cover for occupants' },
    rate: 0.005,
  },
  { id: 3, name: { uz: 'Mast holda YTH', ru: 'ДТП в нетрезвом виде', en: 'Crash while drunk' }, rate: 0.005 },
  {
    id: 4,
    name: {
      uz: 'Temir yoʻl kesishmasi qoidabuzarligi',
      ru: 'Нарушение на ж/д переезде',
      en: 'Level-crossing violation',
    },
    rate: 0.001,
  },
  { id: 5, name: { uz: 'Qizil chiroqqa oʻtish', ru: 'Проезд на красный', en: 'Red light' }, rate: 0.003 },
  {
    id: 6,
    name: { uz: 'Qarama-qarshi yoʻnalishga chiqish', ru: 'Выезд на встречную', en: 'Wrong-way driving' },
    rate: 0.003,
  },
  { id: 7, name: { uz: 'Old oyna', ru: 'Лобовое стекло', en: 'Windscreen' }, rate: 0.003 },
  {
    id: 8,
    name: { uz: 'Avariya komissari', ru: 'Аварийный комиссар', en: 'Emergency commissioner' },
    rate: 0.002,
  },
  {
    id: 9,
    name: { uz: 'Taksi/ijara xarajatlari', ru: 'Расходы на такси/аренду', en: 'Taxi/rental costs' },
    rate: 0.002,
  },
] as const;

export function kaskoPosition(id: number): KaskoPosition | null {
  for (const brand of KASKO_CARS)
    for (const model of brand.models)
      for (const position of model.positions) if (position.id === id) return position;
  return null;
}

/** The price of a car made in `issueYear`, seen in `year`: the full price, 5 % less per year of age. */
export function kaskoYearPrice(priceUzs: number, issueYear: number, year: number): number | null {
  const age = year - issueYear;
  if (!Number.isInteger(age) || age < 0 || age >= 20) return null;
  return Math.round(priceUzs * (1 - KASKO_DEPRECIATION_PER_YEAR * age));
}

/**
 * The year of issue a vehicle registry holds, when it has one the price rule can read (a whole year, not
 * after this one); null otherwise, and the customer's year stands.
 */
export const kaskoRegistryYear = (issueYear: number | null | undefined, year: number): number | null =>
  typeof issueYear === 'number' && Number.isInteger(issueYear) && issueYear > 0 && issueYear <= year
    ? issueYear
    : null;

/** A brand -> model -> position tree: `KASKO_CARS`, or `GET /sayt/kasko/cars` as the wizard reads it. */
interface CarTree {
  readonly id: number;
  readonly name: string;
  readonly models: readonly {
    readonly id: number;
    readonly name: string;
    readonly positions: readonly { readonly id: number }[];
  }[];
}

/** `Chevrolet Cobalt (taksi)` -> `chevrolet cobalt`: lower case, notes in brackets and extra spaces dropped. */
const modelKey = (text: string) =>
  text
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The catalogue model a vehicle registry's model names (`Chevrolet Spark`): brand and model as the catalogue
 * spells them, or a model's other name in brackets (`Lacetti (Gentra)` is also `Chevrolet Gentra`); a note in
 * brackets of the registry's (`(taksi)`) and case do not count. Null when the catalogue has no such model:
 * the customer's choice stands. The registry knows no trim, so a model, not a position.
 */
export function kaskoRegistryModel(
  cars: readonly CarTree[],
  registryModel: string,
): {
  readonly brandId: number;
  readonly modelId: number;
  readonly name: string;
  readonly positionIds: number[];
} | null {
  const wanted = modelKey(registryModel);
  for (const brand of cars)
    for (const model of brand.models) {
      const names = [model.name, ...Array.from(model.name.matchAll(/\(([^)]*)\)/g), (m) => m[1])];
      if (names.some((name) => modelKey(`${brand.name} ${name}`) === wanted))
        return {
          brandId: brand.id,
          modelId: model.id,
          name: `${brand.name} ${model.name}`,
          positionIds: model.positions.map((x) => x.id),
        };
    }
  return null;
}

const atLeastMin = (amount: number) => Math.max(KASKO_MIN_PREMIUM_UZS, Math.round(amount));

/** `hisoblash {price}` -> the three programs' premiums. */
export const kaskoProgramPremiums = (priceUzs: number) => ({
  tarif_1: Math.round(priceUzs * KASKO_PROGRAMS[0].rate),
  tarif_2: Math.round(priceUzs * KASKO_PROGRAMS[1].rate),
  tarif_3: Math.round(priceUzs * KASKO_PROGRAMS[2].rate),
});

/** The premium the customer pays: a program, or the constructor's risks; never below the start price. */
export function kaskoPremium(
  priceUzs: number,
  choice:
    | { readonly type: 0; readonly programId: number }
    | { readonly type: 1; readonly riskIds: readonly number[] },
): number | null {
  if (choice.type === 0) {
    const program = KASKO_PROGRAMS.find((x) => x.id === choice.programId);
    return program ? atLeastMin(priceUzs * program.rate) : null;
  }
  const ids = new Set(choice.riskIds);
  if (ids.size === 0 || ids.size !== choice.riskIds.length) return null;
  const risks = KASKO_RISKS.filter((r) => ids.has(r.id));
  if (risks.length !== ids.size) return null;
  return atLeastMin(priceUzs * risks.reduce((sum, r) => sum + r.rate, 0));
}

/** A kasko policy runs 12 months from its start. */
export const KASKO_COVER_MONTHS = 12;

/**
 * Constructor risks that are liabilities (civil liability, occupants' accident cover): each has a limit,
 * 1,000,000 UZS by default (spec 001 section 5). The limit is printed on the policy; the risk's premium is
 * its rate of the car's price whatever the limit (the product's reading: the spec names no liability rate).
 */
export const KASKO_LIABILITY_RISK_IDS: readonly number[] = [1, 2];
export const KASKO_MAX_LIABILITY_UZS = 100_000_000;

export type KaskoChoice =
  | { readonly type: 0; readonly programId: number }
  | { readonly type: 1; readonly riskIds: readonly number[] };

/** The insured value (the year price) and the premium of a catalogue position made in `issueYear`. */
export function kaskoQuote(
  positionId: number,
  issueYear: number,
  year: number,
  choice: KaskoChoice,
): { readonly priceUzs: number; readonly premiumUzs: number } | null {
  const position = kaskoPosition(positionId);
  if (!position) return null;
  const priceUzs = kaskoYearPrice(position.priceUzs, issueYear, year);
  if (priceUzs === null) return null;
  const premiumUzs = kaskoPremium(priceUzs, choice);
  return premiumUzs === null ? null : { priceUzs, premiumUzs };
}
