/** Uzbek number plates: where a vehicle is registered, which the tariffs of motor covers price by. */
export type Territory = 'tashkent' | 'regions' | 'abroad';
export type VehicleKind = 'car' | 'truck';

/** Region codes of Uzbek plates: 01 Tashkent city, 10 Tashkent region; the rest are other regions. */
export const PLATE_REGIONS: Readonly<Record<string, string>> = {
  '01': 'Tashkent city',
  '10': 'Tashkent region',
  '20': 'Sirdaryo',
  '25': 'Jizzakh',
  '30': 'Samarkand',
  '40': 'Fergana',
  '50': 'Namangan',
  '60': 'Andijan',
  '70': 'Kashkadarya',
  '75': 'Surkhandarya',
  '80': 'Bukhara',
  '85': 'Navoi',
  '90': 'Khorezm',
  '95': 'Karakalpakstan',
};

/** Uzbek plates: `01A123BC` (person) or `01123ABC` (organisation); anything else counts as registered abroad. */
const UZ_PLATE = /^(\d{2})(?:[A-Z]\d{3}[A-Z]{2}|\d{3}[A-Z]{3})$/;

export function normalisePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase();
}

export function territoryOf(plate: string): Territory {
  const match = UZ_PLATE.exec(normalisePlate(plate));
  if (!match || !PLATE_REGIONS[match[1]]) return 'abroad';
  return match[1] === '01' || match[1] === '10' ? 'tashkent' : 'regions';
}

/** The registry's vehicle_type_id: 1 passenger car; 2 truck or bus (and other heavy vehicles). */
export const vehicleKindOf = (vehicleTypeId: number): VehicleKind => (vehicleTypeId === 1 ? 'car' : 'truck');
