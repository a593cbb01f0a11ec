import type { ContractDetails } from '../../contracts/contract-service';
import type { VehicleRecord } from '../../registries/vehicle-lookup';

/**
 * What a motor policy prints of the insured vehicle (plate, model and year, tech passport, VIN): shared by the
 * kasko family and OSGOP, which all find the car with the one vehicle look-up (registries/vehicle-lookup.ts).
 */
export const carFacts = (vehicle: VehicleRecord): ContractDetails => ({
  gos_number: vehicle.gov_number,
  model: `${vehicle.model}, ${vehicle.issue_year}`,
  tech_passport: `${vehicle.tech_series} ${vehicle.tech_number}`,
  vin: vehicle.body_number,
});

/** `AA1234567` -> the series and number the person registry keys on. */
export const splitPassport = (passport: string) => ({
  series: passport.slice(0, 2).toUpperCase(),
  number: passport.slice(2),
});
