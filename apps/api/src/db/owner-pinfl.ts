/**
 * The owner's PINFL an OSAGO save recorded (`osago_applications.data`, applicant.person.pinfl), or null.
 * Drivers named on someone else's policy are not its holders, so their PINFLs do not count.
 * Kept in `osago_applications.owner_pinfl` (migration 028) when an application is written, so that a
 * cabinet finds its owner's policies by index, never by reading every contract.
 */
export function ownerPinflOf(data: string | null): string | null {
  if (!data) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    const person = (parsed as { applicant?: { person?: { pinfl?: unknown } | null } } | null)?.applicant
      ?.person;
    return typeof person?.pinfl === 'string' && person.pinfl ? person.pinfl : null;
  } catch {
    return null;
  }
}
