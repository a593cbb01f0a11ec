/**
 * Sportsman accident insurance (spec 001 "Sport"): the premium is `insurance amount x limit / 100`, where
 * `limit` is the rate in per cent of the sport type's row for the chosen period (`date_type`). The sports,
 * their risk groups, the periods, the rates and the sums on sale are the product's own choice (no public
 * figures, NOTES.md): a month, a season of 6 months or a year; low, medium and high risk sports.
 */
export interface SportDataType {
  readonly id: 1 | 2 | 3;
  readonly months: number;
  readonly name: { readonly uz: string; readonly ru: string; readonly en: string };
}

export const SPORT_DATA_TYPES: readonly SportDataType[] = [
  { id: 1, months: 1, name: { uz: '1 oy', ru: '1 месяц', en: '1 month' } },
  { id: 2, months: 6, name: { uz: 'Mavsum (6 oy)', ru: 'Сезон (6 месяцев)', en: 'Season (6 months)' } },
  { id: 3, months: 12, name: { uz: '1 yil', ru: '1 год', en: '1 year' } },
];

/** Rate in per cent by risk group (`type`) and period (`date_type`). */
const RATES: Readonly<Record<1 | 2 | 3, Readonly<Record<1 | 2 | 3, number>>>> = {
  1: { 1: 0.5, 2: 1.5, 3: 2.5 },
  2: { 1: 0.8, 2: 2, 3: 3.5 },
  3: { 1: 1.2, 2: 3, 3: 5 },
};

const SPORTS: readonly { key: number; group: 1 | 2 | 3; uz: string; ru: string; en: string }[] = [
  { key: 1, group: 1, uz: 'Suzish', ru: 'Плавание', en: 'Swimming' },
  { key: 2, group: 1, uz: 'Tennis', ru: 'Теннис', en: 'Tennis' },
  { key: 3, group: 2, uz: 'Futbol', ru: 'Футбол', en: 'Football' },
  { key: 4, group: 2, uz: 'Basketbol', ru: 'Баскетбол', en: 'Basketball' },
  { key: 5, group: 3, uz: 'Boks', ru: 'Бокс', en: 'Boxing' },
  { key: 6, group: 3, uz: 'Kurash', ru: 'Борьба', en: 'Wrestling' },
];

export interface SportType {
  readonly id: number;
  readonly name_uz: string;
  readonly name_ru: string;
  readonly name_en: string;
  /** Risk group: 1 low, 2 medium, 3 high. */
  readonly type: 1 | 2 | 3;
  /** The period of this row: a `SPORT_DATA_TYPES` id. */
  readonly date_type: 1 | 2 | 3;
  /** Rate in per cent of the sum insured. */
  readonly limit: number;
}

/** One row per sport and period: id = sport x 10 + period. */
export const SPORT_TYPES: readonly SportType[] = SPORTS.flatMap((s) =>
  SPORT_DATA_TYPES.map((d) => ({
    id: s.key * 10 + d.id,
    name_uz: s.uz,
    name_ru: s.ru,
    name_en: s.en,
    type: s.group,
    date_type: d.id,
    limit: RATES[s.group][d.id],
  })),
);

export const SPORT_AMOUNTS_UZS = [5_000_000, 10_000_000, 20_000_000, 50_000_000] as const;
export const SPORT_DEFAULT_AMOUNT_UZS = 10_000_000;

/** The dictionary the wizard loads (spec 001: `types`, `data_types` with a name per language, `amounts`). */
export const sportDictionary = () => ({
  types: SPORT_TYPES.map((t) => ({ ...t })),
  data_types: SPORT_DATA_TYPES.map((d) => ({
    id: d.id,
    name_uz: d.name.uz,
    name_ru: d.name.ru,
    name_en: d.name.en,
    months: d.months,
  })),
  amounts: [...SPORT_AMOUNTS_UZS],
});

export const sportType = (id: number): SportType | undefined => SPORT_TYPES.find((t) => t.id === id);
export const sportDataType = (id: number): SportDataType | undefined =>
  SPORT_DATA_TYPES.find((d) => d.id === id);
export const isSportAmount = (amount: number): boolean =>
  (SPORT_AMOUNTS_UZS as readonly number[]).includes(amount);

/** Spec 001 section 9: amount = insurance amount x limit / 100, whole UZS. */
export const sportPremium = (insuranceAmount: number, limit: number): number =>
  Math.round((insuranceAmount * limit) / 100);
