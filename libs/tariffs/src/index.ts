export {
  OSAGO_ANNUAL,
  OSAGO_ADDONS,
  OSAGO_DISCOUNTS,
  OSAGO_INSURED_SUM,
  OSAGO_MAX_START_AHEAD_DAYS,
  PLATE_REGIONS,
  PERIOD_MONTHS,
  DRIVERS_LIMITED,
  DRIVERS_UNLIMITED,
  MAX_NAMED_DRIVERS,
  applyDiscount,
  normalisePlate,
  osagoBasePremium,
  osagoTotal,
  territoryOf,
  vehicleKindOf,
  type DriversLimit,
  type OsagoAddons,
  type OsagoQuoteInput,
  type OsagoTotal,
  type Territory,
  type VehicleKind,
} from './osago';
export { RESTRICTED_MODEL_FRAGMENTS, isRestrictedModel } from './restricted-models';
export { MINI_KASKO_PROGRAMS, miniKaskoProgram, type MiniKaskoProgram } from './mini-kasko';
export {
  HOUSING_COVER_MONTHS,
  HOUSING_DEFAULT_PROGRAM_ID,
  HOUSING_PROGRAMS,
  housingProgram,
  type HousingProgram,
  type HousingRules,
} from './housing';
export { MINI_KASKO_DESCRIPTIONS, MINI_KASKO_PREMIUM_UZS, MINI_KASKO_TERM_DAYS } from './mini-kasko';
export {
  QUICK_KASKO_COVER_MONTHS,
  QUICK_KASKO_DEFAULT_PROGRAM_ID,
  QUICK_KASKO_MAX_CAR_AGE,
  QUICK_KASKO_PROGRAMS,
  quickKaskoAcceptsYear,
  quickKaskoProgram,
  type QuickKaskoProgram,
} from './quick-kasko';
export {
  OSGOP_ANNUAL_RATES,
  OSGOP_SUM_PER_SEAT,
  OSGOP_TERMS,
  osgopInsuredSum,
  osgopPremium,
  osgopTerm,
  type OsgopDateType,
  type OsgopKind,
} from './osgop';
