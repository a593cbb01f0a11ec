import type { Applicant, CarData, Driver, EntityData, PolicyChoice } from './osago-state';
import type { VehicleDocsValues } from '@polis/product-kit';

/** What each OSAGO step submits: the form's values with what the registries answered for them. */
export interface OsagoSnapshot {
  about_car: VehicleDocsValues & { readonly car: CarData; readonly baseUzs: number };
  personal_data_short: {
    readonly applicant: Applicant;
    readonly isLegal: boolean;
    readonly entity: EntityData | null;
    readonly discountId: number;
  };
  polis: PolicyChoice;
  relatives: { readonly drivers: Driver[] };
}
