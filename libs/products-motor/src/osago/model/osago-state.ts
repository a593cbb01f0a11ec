import type { ApplicantValues, PersonValues, VehicleDocsValues } from '@polis/product-kit';
import type { CheckIpFound } from '@polis/api-contract';
import { DRIVERS_UNLIMITED, type DriversLimit } from '@polis/tariffs';

type RegistryCar = Omit<
  CheckIpFound['response'],
  'issue_year' | 'body_number' | 'engine_number' | 'restricted'
>;

/** The vehicle as the registry reported it (check-ip, or an earlier contract's pre-fill): not a restricted model. */
export const carOf = (v: RegistryCar) => ({
  gosNumber: v.gos_number,
  techSery: v.tech_sery,
  techNumber: v.tech_number,
  vehicleType: v.vehicle_type_id,
  carModel: v.car_model,
  carOwner: v.car_owner,
  ownerType: v.owner_type,
  inn: v.inn,
  territory: v.territory,
});
export type CarData = Readonly<ReturnType<typeof carOf>>;

/** The owner form: the owner's passport, birthday and phone (`+998 90 123 45 67` as typed), or the applicant's. */
export type OwnerValues = ApplicantValues & { readonly isLegal: boolean };

/** The owner (individual) or the person acting for a company (legal entity), as found. Kept in memory only. */
export type Applicant = Readonly<ApplicantValues> & { readonly pinfl: string; readonly name: string };

export interface PolicyChoice {
  /** number_drivers_id: 1 unlimited drivers (no drivers step), 4 named drivers. */
  readonly type: DriversLimit;
  /** period_id: 1 twelve months, 2 six months. */
  readonly period: 1 | 2;
  /** DD.MM.YYYY */
  readonly startDate: string;
  readonly accident: boolean;
  readonly gazBalloon: boolean;
  readonly gosNumberInsurance: boolean;
  readonly miniKaskoSpecial: boolean;
  readonly miniKaskoProgram: number;
}

/** A named driver: the passport and birthday typed, the rest from the registry (or the licence typed). */
export interface Driver extends Readonly<PersonValues> {
  readonly id: number;
  /** Kinship to the owner, 0-10 (NOTES.md). */
  readonly degree: string;
  readonly name: string;
  readonly pinfl: string;
  readonly licenseSeria: string;
  readonly licenseNumber: string;
  readonly licenseIssueDate: string;
  /** The registry had no licence: the user types it (type_manually_driving_license_data). */
  readonly manualLicense: boolean;
  /** Driver 1 is the owner ("The owner drives too"): passport and birthday copied from the owner step. */
  readonly ownerDrives?: boolean;
}

/** What each OSAGO step submits: the form's values with what the registries answered for them. */
export interface OsagoSnapshot {
  about_car: VehicleDocsValues & {
    readonly car: CarData;
    readonly baseUzs: number;
    /** A paid OSAGO policy of this car ends on this day (DD.MM.YYYY): the new one starts the day after. */
    readonly insured?: { readonly until: string; readonly nextStart: string; readonly buyFrom: string };
  };
  personal_data_short: {
    readonly applicant: Applicant;
    readonly isLegal: boolean;
    /** The owning company, for a legal entity. */
    readonly entity: { readonly inn: string; readonly name: string } | null;
    readonly discountId: number;
  };
  polis: PolicyChoice;
  relatives: { readonly drivers: Driver[] };
}

export const DEFAULT_POLICY: PolicyChoice = {
  type: DRIVERS_UNLIMITED,
  period: 1,
  startDate: '',
  accident: false,
  gazBalloon: false,
  gosNumberInsurance: false,
  miniKaskoSpecial: false,
  miniKaskoProgram: 1,
};

let nextDriverId = 1;

export const blankDriver = (): Driver => ({
  id: nextDriverId++,
  degree: '0',
  passportSery: '',
  passportNumber: '',
  birthday: '',
  name: '',
  pinfl: '',
  licenseSeria: '',
  licenseNumber: '',
  licenseIssueDate: '',
  manualLicense: false,
});

/** Kinship kinds of `relative` (0-10), each with a localised label `osago.degree.N`. */
export const DEGREES = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
