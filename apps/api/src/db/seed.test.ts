import { sql } from 'kysely';
import { territoryOf } from '@polis/tariffs';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { REGISTRY_TABLES, seedIfEmpty } from './seed';
import { COMPANIES, UNREGISTERED_OWNER_INN } from './seed/companies';
import { DRIVING_LICENCES, PERSONS, UNREGISTERED_OWNER } from './seed/persons';
import { DISTRICTS, REGIONS } from './seed/regions';
import { VEHICLES } from './seed/vehicles';

async function freshDb(): Promise<Db> {
  const handle = openDatabase({});
  await migrateToLatest(handle);
  return handle;
}

const countOf = async (handle: Db, table: (typeof REGISTRY_TABLES)[number]) =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seedIfEmpty', () => {
  it('fills every registry once', async () => {
    const handle = await freshDb();
    expect(await seedIfEmpty(handle)).toBe(true);
    expect(await seedIfEmpty(handle)).toBe(false);
    expect(await countOf(handle, 'persons')).toBe(PERSONS.length);
    expect(await countOf(handle, 'districts')).toBe(DISTRICTS.length);
    expect(await countOf(handle, 'vehicles')).toBe(VEHICLES.length);
    await handle.close();
  });

  it("leaves a database alone when any registry holds someone's data", async () => {
    const handle = await freshDb();
    await handle.db
      .insertInto('regions')
      .values({ id: 1, name_uz: 'x', name_ru: 'x', name_en: 'x' })
      .execute();
    expect(await seedIfEmpty(handle)).toBe(false);
    expect(await countOf(handle, 'persons')).toBe(0);
    await handle.close();
  });

  it('writes nothing when one insert fails (one transaction)', async () => {
    const handle = await freshDb();
    await sql`create trigger refuse before insert on vehicles begin select raise(abort, 'refused'); end`.execute(
      handle.db,
    );
    await expect(seedIfEmpty(handle)).rejects.toMatchObject({ message: expect.stringMatching(/refused/) });
    for (const table of REGISTRY_TABLES) expect([table, await countOf(handle, table)]).toEqual([table, 0]);
    await handle.close();
  });
});

describe('seed data', () => {
  const personByPinfl = new Map(PERSONS.map((p) => [p.pinfl, p]));
  const licensed = new Set(DRIVING_LICENCES.map((l) => l.pinfl));

  it.each(PERSONS.map((p) => [`${p.passport_series} ${p.passport_number}`, p]))(
    '%s has a PINFL that encodes sex, birthday and a valid check digit',
    (_passport, p) => {
      const [year, month, day] = p.birthday.split('-');
      const century = Number(year) < 2000 ? 0 : 2;
      expect(p.pinfl[0]).toBe(String(3 + century + (p.gender === 'F' ? 1 : 0)));
      expect(p.pinfl.slice(1, 7)).toBe(`${day}${month}${year.slice(2)}`);
      const weights = [7, 3, 1];
      const sum = [...p.pinfl.slice(0, 13)].reduce((s, d, i) => s + Number(d) * weights[i % 3], 0);
      expect(p.pinfl[13]).toBe(String(sum % 10));
      expect(p.passport_series).toMatch(/^A[A-D]$/);
      expect(p.passport_number).toMatch(/^\d{7}$/);
      if (p.phone) expect(p.phone).toMatch(/^998\d{9}$/);
    },
  );

  it('gives licences to most persons, issued after their 18th birthday, and none to a few', () => {
    for (const l of DRIVING_LICENCES) {
      const holder = personByPinfl.get(l.pinfl);
      expect(holder).toBeDefined();
      expect(l.series).toMatch(/^A[FG]$/);
      expect(l.number).toMatch(/^\d{7}$/);
      const adult = `${Number(holder?.birthday.slice(0, 4)) + 18}${holder?.birthday.slice(4)}`;
      expect(l.issue_date >= adult).toBe(true);
    }
    const unlicensed = PERSONS.filter((p) => !licensed.has(p.pinfl));
    expect(unlicensed.map((p) => `${p.passport_series}${p.passport_number}`)).toEqual([
      'AC7890123',
      'AC4455667',
      'AA1357913',
      'AB7654321',
    ]);
  });

  it('has companies with 9-digit INNs, 5-digit MFOs, 20-digit accounts, and one without a short name', () => {
    for (const c of COMPANIES) {
      expect(c.inn).toMatch(/^[23]\d{8}$/);
      expect(c.mfo).toMatch(/^\d{5}$/);
      expect(c.account).toMatch(/^\d{20}$/);
      expect(c.oked).toMatch(/^\d{5}$/);
      expect(REGIONS.map((r) => r.id)).toContain(c.region_id);
    }
    expect(COMPANIES.filter((c) => !c.short_name).map((c) => c.inn)).toEqual(['200123456']);
  });

  it('registers vehicles to seeded owners, except the two that trigger owner-not-found', () => {
    const inns = new Set(COMPANIES.map((c) => c.inn));
    const orphans = VEHICLES.filter((v) =>
      v.owner_type === 'person' ? !personByPinfl.has(v.owner_pinfl ?? '') : !inns.has(v.owner_inn ?? ''),
    );
    expect(orphans.map((v) => [v.owner_pinfl ?? v.owner_inn])).toEqual([
      [UNREGISTERED_OWNER.pinfl],
      [UNREGISTERED_OWNER_INN],
    ]);
    for (const v of VEHICLES) {
      expect(v.tech_series).toMatch(/^AA[A-Z]$/);
      expect(v.tech_number).toMatch(/^\d{7}$/);
      expect([1, 2]).toContain(v.vehicle_type_id);
    }
  });

  it('covers every OSAGO territory and vehicle kind, with exactly one plate registered abroad', () => {
    const territories = VEHICLES.map((v) => territoryOf(v.gov_number));
    expect(new Set(territories)).toEqual(new Set(['tashkent', 'regions', 'abroad']));
    expect(VEHICLES.filter((v) => territoryOf(v.gov_number) === 'abroad').map((v) => v.gov_number)).toEqual([
      '123ABC02',
    ]);
    expect(new Set(VEHICLES.map((v) => v.vehicle_type_id))).toEqual(new Set([1, 2]));
  });

  it('lists all 14 regions with unique district ids, all 12 districts of Tashkent city', () => {
    expect(REGIONS).toHaveLength(14);
    expect(new Set(DISTRICTS.map((d) => d.id)).size).toBe(DISTRICTS.length);
    expect(DISTRICTS.filter((d) => d.region_id === 1)).toHaveLength(12);
    for (const r of REGIONS) {
      expect(DISTRICTS.filter((d) => d.region_id === r.id).length).toBeGreaterThanOrEqual(8);
    }
  });
});
