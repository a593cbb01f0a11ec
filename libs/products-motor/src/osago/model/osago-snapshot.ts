import type { Applicant, CarData, Driver, EntityData, PolicyChoice } from './osago-state';
import type { AboutCarValues } from '../steps/about-car.schema';

/** What each OSAGO step submits: the form's values with what the registries answered for them. */
export interface OsagoSnapshot {
  about_car: AboutCarValues & { readonly car: CarData; readonly baseUzs: number };
  personal_data_short: {
    readonly applicant: Applicant;
    readonly isLegal: boolean;
    readonly entity: EntityData | null;
    readonly discountId: number;
  };
  polis: PolicyChoice;
  relatives: { readonly drivers: Driver[] };
}
