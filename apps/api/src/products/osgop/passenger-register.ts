import type { OsgopKind } from '@polis/tariffs';

/**
 * The passenger-transport register's side of a vehicle (the state register records kind and seats, NOTES.md):
 * which registry vehicles carry passengers for hire, as what, with how many passenger seats. Keyed by plate;
 * the vehicles themselves are in the vehicle registry (src/db/seed/vehicles.ts).
 */
export const PASSENGER_REGISTER: Readonly<Record<string, { kind: OsgopKind; seats: number }>> = {
  '30456BCA': { kind: 'bus', seats: 30 }, // Isuzu Turkuaz, Samarqand Tekstil
  '10789MBE': { kind: 'bus', seats: 25 }, // Isuzu NP37, Fargʻona Avto Trans
  '01456ABD': { kind: 'minibus', seats: 16 }, // GAZelle Next route taxi, Toshkent Non Kombinati
  '50F678GH': { kind: 'minibus', seats: 7 }, // Chevrolet Damas, Aliyev Sardor
  '01C777TX': { kind: 'taxi', seats: 4 }, // Chevrolet Cobalt taxi, Karimov Alisher
};

export const passengerEntry = (plate: string) =>
  Object.prototype.hasOwnProperty.call(PASSENGER_REGISTER, plate) ? PASSENGER_REGISTER[plate] : null;
