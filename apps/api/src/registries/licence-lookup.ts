import type { Kysely, Selectable } from 'kysely';
import type { Database, DrivingLicencesTable } from '../db/schema';

export type LicenceRecord = Selectable<DrivingLicencesTable>;

/** A driving licence by series and number, or the person's most recently issued one (by PINFL). */
export async function findLicence(
  db: Kysely<Database>,
  by: { readonly series: string; readonly number: string } | { readonly pinfl: string },
): Promise<LicenceRecord | null> {
  let query = db.selectFrom('driving_licences').selectAll();
  query =
    'pinfl' in by
      ? query.where('pinfl', '=', by.pinfl).orderBy('issue_date', 'desc')
      : query.where('series', '=', by.series).where('number', '=', by.number);
  return (await query.executeTakeFirst()) ?? null;
}
