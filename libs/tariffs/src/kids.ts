// Kids accident insurance (spec 001 sections 3, 9): programs 74 and 75, the price per child for 12 months,
// each child of a policy paying it (the reading of "default total 50 000": one child on 74); ages 1 to 17.
export interface KidsProgram {
  readonly id: 74 | 75;
  readonly premiumUzs: number;
  /** Death, injury or disability, hospital stay after an accident (null: not covered). */
  readonly cover: { readonly death: number; readonly injury: number; readonly hospital: number | null };
}

export const KIDS_PROGRAMS: readonly KidsProgram[] = [
  { id: 74, premiumUzs: 50_000, cover: { death: 5_000_000, injury: 5_000_000, hospital: null } },
  { id: 75, premiumUzs: 100_000, cover: { death: 5_000_000, injury: 5_000_000, hospital: 1_000_000 } },
];
/** The programs' names, as the page calls them: the policy prints them. */
export const KIDS_PROGRAM_NAMES = {
  74: { uz: 'Asosiy', ru: 'Базовая', en: 'Basic' },
  75: { uz: 'Kengaytirilgan', ru: 'Расширенная', en: 'Extended' },
} as const satisfies Record<KidsProgram['id'], { uz: string; ru: string; en: string }>;
export const KIDS_DEFAULT_PROGRAM_ID = 74;
export const KIDS_MAX_CHILDREN = 5;
export const KIDS_MIN_AGE = 1;
export const KIDS_MAX_AGE = 17;
export const KIDS_COVER_MONTHS = 12;

export const kidsProgram = (id: number): KidsProgram | undefined => KIDS_PROGRAMS.find((p) => p.id === id);

/** The total of an application, whole UZS: the program's price per child (the page shows it, the server charges it). */
export const kidsPremium = (programId: number = KIDS_DEFAULT_PROGRAM_ID, children = 1): number =>
  (kidsProgram(programId)?.premiumUzs ?? 0) * children;

/** Spec 001 section 9: default total 50 000. */
export const KIDS_PREMIUM_UZS = kidsPremium();
