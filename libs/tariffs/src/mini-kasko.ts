/**
 * Mini kasko special programs offered as an OSAGO add-on (the insurer's public tariff, shared/spec/NOTES.md):
 * the add-on costs the program's price and covers up to its sum. Ids are the `minikasko_program_id` of the
 * OSAGO save.
 */
export interface MiniKaskoProgram {
  readonly id: 1 | 2 | 3;
  readonly key: 'basic' | 'comfort' | 'premium';
  readonly name: string;
  readonly priceUzs: number;
  readonly coverUzs: number;
}

export const MINI_KASKO_PROGRAMS: readonly MiniKaskoProgram[] = [
  { id: 1, key: 'basic', name: 'Basic', priceUzs: 60_000, coverUzs: 10_000_000 },
  { id: 2, key: 'comfort', name: 'Comfort', priceUzs: 90_000, coverUzs: 20_000_000 },
  { id: 3, key: 'premium', name: 'Premium', priceUzs: 110_000, coverUzs: 30_000_000 },
];

/** The program with that id, or null (an unknown id must never price as zero). */
export const miniKaskoProgram = (id: number | null | undefined): MiniKaskoProgram | null =>
  MINI_KASKO_PROGRAMS.find((program) => program.id === id) ?? null;
