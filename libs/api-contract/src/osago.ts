/*
 * OSAGO (motor third-party liability) calls of spec 000 sections 3-9 and the extension of spec 001, in the
 * shapes agreed with the wizard (libs/products-motor). Server behaviour and error codes:
 * apps/api/src/products/osago/README.md. Plates and series are case-insensitive; spaces (and dashes in plates) are
 * ignored, the server upper-cases them. The vehicle and owner look-ups of the first step (check-ip, save-ip,
 * osago-juridik, check-person), which the other motor products call too, are `vehicle.ts`.
 */
export { OSAGO_TERRITORIES, type OsagoTerritory } from './vehicle-fields';
export * from './osago/calc';
export * from './osago/discount';
export * from './osago/driver-check';
export * from './osago/save-policy';
export * from './osago/copy-extension';
export * from './osago/endpoints';
