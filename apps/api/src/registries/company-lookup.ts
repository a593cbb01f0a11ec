import type { Kysely, Selectable } from 'kysely';
import type { Organization } from '@polis/api-contract';
import { osgorRateOf } from '@polis/tariffs';
import type { CompaniesTable, Database } from '../db/schema';
import { cachedRegistry } from './registry-cache';

/** The tax registry's company with its region, or null (kept a minute per process: `./registry-cache.ts`). */
export const findOrganization = (db: Kysely<Database>, inn: string): Promise<Organization | null> =>
  cachedRegistry(db, 'companies', inn, () => readOrganization(db, inn));

async function readOrganization(db: Kysely<Database>, inn: string): Promise<Organization | null> {
  const row = await db
    .selectFrom('companies')
    .leftJoin('regions', 'regions.id', 'companies.region_id')
    .select([
      'companies.inn',
      'companies.name',
      'companies.short_name',
      'companies.director',
      'companies.address',
      'companies.bank_name',
      'companies.mfo',
      'companies.account',
      'companies.oked',
      'companies.region_id',
      'regions.id as region_ref',
      'regions.name_uz',
      'regions.name_ru',
      'regions.name_en',
    ])
    .where('companies.inn', '=', inn)
    .executeTakeFirst();
  if (!row) return null;
  return {
    inn: row.inn,
    name: row.name,
    short_name: row.short_name,
    direktor: row.director,
    manzil: row.address,
    bank: row.bank_name,
    mfo: row.mfo,
    schet: row.account,
    oked: row.oked,
    rate: osgorRateOf(row.oked),
    region_id: row.region_id,
    region:
      row.region_ref === null
        ? null
        : {
            id: row.region_ref,
            name_uz: row.name_uz ?? '',
            name_ru: row.name_ru ?? '',
            name_en: row.name_en ?? '',
          },
  };
}

/** A company as a holder names it: its INN and its name as registered. */
export type Company = Pick<Selectable<CompaniesTable>, 'inn' | 'name'>;

/** The tax registry's company of an INN: its name as registered. */
export const findCompany = (db: Kysely<Database>, inn: string): Promise<Company | undefined> =>
  db.selectFrom('companies').select(['inn', 'name']).where('inn', '=', inn).executeTakeFirst();
