import { Type, type Static } from '@sinclair/typebox';
import { DateInput, InsurerFailure, insurerSuccess } from '../common';
import { PassportNumber, PassportSeria } from '../vehicle-fields';

/* OSAGO contract, 7. POST /osago-neo/driver-check */

export const DriverCheckRequest = Type.Object(
  { seria: PassportSeria, number: PassportNumber, birthday: DateInput },
  { $id: 'OsagoDriverCheckRequest' },
);
export type DriverCheckRequest = Static<typeof DriverCheckRequest>;

const driverNames = {
  full_name: Type.String(),
  name: Type.String(),
  middlename: Type.String(),
  lastname: Type.String(),
  pinfl: Type.String(),
};

export const DriverCheckFound = insurerSuccess('OsagoDriverCheckFound', {
  ...driverNames,
  licenseSeria: Type.String({ examples: ['AF'] }),
  licenseNumber: Type.String({ examples: ['1234567'] }),
  licenseIssueDate: Type.String({ description: 'DD.MM.YYYY', examples: ['20.05.2010'] }),
});
export type DriverCheckFound = Static<typeof DriverCheckFound>;

/** Error 2 `license_not_found`: the person is known, the wizard asks for the licence to be typed. */
export const DriverLicenceNotFound = Type.Object(
  {
    ...InsurerFailure.properties,
    error: Type.Literal(2),
    code: Type.Literal('license_not_found'),
    ...driverNames,
  },
  { $id: 'OsagoDriverLicenceNotFound' },
);
export type DriverLicenceNotFound = Static<typeof DriverLicenceNotFound>;

/** Error 1 `driver_data_not_found` is a plain `InsurerFailure`. */
export const DriverCheckResponse = Type.Union([DriverCheckFound, DriverLicenceNotFound, InsurerFailure], {
  $id: 'OsagoDriverCheckResponse',
});
export type DriverCheckResponse = Static<typeof DriverCheckResponse>;
