import type { ApplicantValues } from '@polis/product-kit';

/** What each OSGOP step submits (spec 001 section 3 "Osgop": carData, carOwner, personalData, policy). */
export interface OsgopSnapshot {
  car: {
    gosNumber: string;
    techSery: string;
    techNumber: string;
    model: string;
    kind: 'bus' | 'minibus' | 'taxi';
    seats: number;
    /** The owner as the registry names them (a carrier company, or a person). */
    carrier: string;
    inn: string | null;
  };
  personal: ApplicantValues;
  policy: { dateType: '1' | '2' | '3'; beginDate: string; price: number };
}
