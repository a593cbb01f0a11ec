import type { FoundCar } from '@polis/product-kit';

/** Program type 0 (a program by percentage) or 1 (the constructor's risks), spec 001 "Kasko" state. */
export type KaskoProgramType = 0 | 1;

/**
 * What each kasko step submits (spec 001 "Kasko" state: the car from the tree and its year with its price,
 * the program type with the selected program or the constructor's risks and liabilities, the car's papers,
 * the policyholder). Once the vehicle registry has found the car (`aboutCar`), its year of issue is the one
 * priced (`kaskoCarOf`).
 */
export interface KaskoSnapshot {
  selectCar: {
    brandId: number;
    modelId: number;
    positionId: number;
    year: number;
    /** `Chevrolet Cobalt GS-STYLE MT` (not `...Name`: the draft keeps it). */
    carLabel: string;
    /** The year price: this year's catalogue price, 5 % less per year of age. */
    price: number;
    /** This year's catalogue price of the position: the vehicle registry's year is priced from it. */
    listPrice: number;
  };
  program: {
    programType: KaskoProgramType;
    /** Type 0: 1 Basic, 2 Comfort (default), 3 Premium. */
    programId: number;
    /** Type 1: the chosen constructor risks. */
    riskIds: number[];
    /** Type 1: the limit of each chosen liability risk, UZS (1,000,000 by default). */
    liabilities: { riskId: number; amount: number }[];
    /** What the program step shows: `Comfort`, or the risks' names. */
    title: string;
    premium: number;
  };
  aboutCar: FoundCar & { bodyNumber: string; engineNumber: string; color: string };
  personalData: {
    passportSery: string;
    passportNumber: string;
    birthday: string;
    phone: string;
  };
}
