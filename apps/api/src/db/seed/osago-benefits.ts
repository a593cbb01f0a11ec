import type { Insertable } from 'kysely';
import type { OsagoBenefitsTable } from '../schema';

/**
 * OSAGO benefit categories of seeded persons (discountId: 7 pensioner, 8 disabled person, 9 Afghan war
 * veteran; spec NOTES.md). Only 7 and 8 lower the price (by half); 9 shows a benefit worth 0 %.
 * Islomova owns no vehicle: her benefit never applies to someone else's car.
 */
export const OSAGO_BENEFITS: readonly Insertable<OsagoBenefitsTable>[] = [
  { pinfl: '30101602750155', discount_id: 7 }, // Abdullayev Sherzod, born 1960, owns 01T678TU
  { pinfl: '40707872740143', discount_id: 8 }, // Qodirova Shahlo, owns 75S567ST
  { pinfl: '31706682680085', discount_id: 9 }, // Nazarov Rustam, owns 60G789HJ
  { pinfl: '41010702760163', discount_id: 7 }, // Islomova Feruza, born 1970, no vehicle
];
