import { normalisePlate } from '@polis/tariffs';

/**
 * The plate of the car a contract insures, as the vehicle registry writes it (`01A123BC`), or null when the
 * contract insures no car: OSAGO's details keep it as `plate`, the KASKO family's as `gos_number`; spaces and
 * dashes dropped, upper case (`normalisePlate`), as the queries ask for it.
 * Kept in `contracts.plate` (migration 027) when a contract is written, so that a car's covers in force are
 * read by index (`contracts_plate`), never by reading every policy in force.
 */
export function insuredPlateOf(details: string | Readonly<Record<string, unknown>>): string | null {
  let facts: unknown = details;
  if (typeof details === 'string') {
    try {
      facts = JSON.parse(details);
    } catch {
      return null;
    }
  }
  if (!facts || typeof facts !== 'object') return null;
  const { plate, gos_number } = facts as { plate?: unknown; gos_number?: unknown };
  const found = typeof plate === 'string' && plate ? plate : gos_number;
  return typeof found === 'string' && found ? normalisePlate(found) : null;
}
