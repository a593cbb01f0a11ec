/**
 * Pet insurance programs (spec 001 "Pets": id, total_insurance_amount, total_premium). The spec gives only
 * the starting price, 500,000 UZS; the sums and the two upper programs are the product's choice (NOTES.md:
 * no public figures), a year of cover each, about 5 % of the sum insured. Every program covers the same risks
 * (the rules, apps/api/src/rules/rules-text/pets.ts: vet treatment, death, liability to others) up to its sum;
 * the names are the product's own too.
 */
type Localised = { readonly uz: string; readonly ru: string; readonly en: string };

export interface PetsProgram {
  readonly id: number;
  /** The program's name in the three languages (the API answers it; the policy prints it). */
  readonly name: Localised;
  /** One line of what it is for, in the three languages. */
  readonly description: Localised;
  /** Sum insured, UZS. */
  readonly totalInsuranceAmount: number;
  /** Premium of the whole cover, UZS. */
  readonly totalPremium: number;
}

export const PETS_PROGRAMS: readonly PetsProgram[] = [
  {
    id: 1,
    name: { uz: '«Doʻstim» Bazaviy', ru: '«Друг» Базовый', en: 'Buddy Basic' },
    description: {
      uz: 'Davolash, nobud boʻlish va uchinchi shaxslar oldidagi javobgarlik — 10 000 000 soʻmgacha',
      ru: 'Лечение, гибель и ответственность перед третьими лицами — до 10 000 000 сумов',
      en: 'Vet treatment, death and liability to others, up to 10,000,000 UZS',
    },
    totalInsuranceAmount: 10_000_000,
    totalPremium: 500_000,
  },
  {
    id: 2,
    name: { uz: '«Doʻstim» Optimal', ru: '«Друг» Оптимальный', en: 'Buddy Optimal' },
    description: {
      uz: 'Xuddi shu qoplama ikki baravar katta summaga — 20 000 000 soʻmgacha',
      ru: 'То же покрытие на вдвое большую сумму — до 20 000 000 сумов',
      en: 'The same cover for twice the sum, up to 20,000,000 UZS',
    },
    totalInsuranceAmount: 20_000_000,
    totalPremium: 900_000,
  },
  {
    id: 3,
    name: { uz: '«Doʻstim» Premium', ru: '«Друг» Премиум', en: 'Buddy Premium' },
    description: {
      uz: 'Qimmat davolash va katta zarar uchun eng yuqori summa — 40 000 000 soʻmgacha',
      ru: 'Самая большая сумма для дорогого лечения и крупного вреда — до 40 000 000 сумов',
      en: 'The highest sum, for costly treatment and large claims, up to 40,000,000 UZS',
    },
    totalInsuranceAmount: 40_000_000,
    totalPremium: 1_600_000,
  },
];

/** The starting price the catalogue shows (spec 001 section 9). */
export const PETS_PREMIUM_UZS = 500_000;
export const PETS_DEFAULT_PROGRAM_ID = 1;
export const PETS_COVER_MONTHS = 12;
/** Kinds of pets insured: cats and dogs (the product's choice). */
export const PET_KINDS = ['cat', 'dog'] as const;
export type PetKind = (typeof PET_KINDS)[number];
/** A pet from 3 months to 8 years old at the start of cover (the product's choice, as its rules say). */
export const PET_MIN_AGE_MONTHS = 3;
export const PET_MAX_AGE_YEARS = 8;

export const petsProgram = (id: number): PetsProgram | undefined => PETS_PROGRAMS.find((p) => p.id === id);

/** The premium of an application, whole UZS: the page shows it and the server charges it. */
export const petsPremium = (programId: number = PETS_DEFAULT_PROGRAM_ID): number | undefined =>
  petsProgram(programId)?.totalPremium;

/**
 * Whether a pet born in `birthMonth` (YYYY-MM) may be insured from `startDate` (YYYY-MM-DD): at least
 * 3 full months old and not older than 8 years.
 */
export function petAgeAllowed(birthMonth: string, startDate: string): boolean {
  const born = /^(\d{4})-(\d{2})$/.exec(birthMonth);
  const start = /^(\d{4})-(\d{2})-\d{2}$/.exec(startDate);
  if (!born || !start) return false;
  const bornMonth = Number(born[2]);
  if (bornMonth < 1 || bornMonth > 12) return false;
  const months = (Number(start[1]) - Number(born[1])) * 12 + (Number(start[2]) - bornMonth);
  return months >= PET_MIN_AGE_MONTHS && months <= PET_MAX_AGE_YEARS * 12;
}
