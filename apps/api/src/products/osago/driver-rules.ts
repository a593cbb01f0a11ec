import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findLicence, type LicenceRecord } from '../../registries/licence-lookup';
import { findPerson, type PersonRecord } from '../../registries/person-lookup';
import type { OrderDriver } from './order';
import { saveFailure } from './osago-failures';
import type { Checked } from './owner-rules';

export interface CheckedDriver {
  readonly order: OrderDriver;
  readonly person: PersonRecord;
  readonly licence: LicenceRecord;
}

/** Categories that let a driver drive the tariff's vehicle kind: B for cars, C or D for trucks and buses. */
const CATEGORIES_FOR: Readonly<Record<1 | 2, readonly string[]>> = { 1: ['B'], 2: ['C', 'D'] };

/** Minimum age for a driving licence (category B) in Uzbekistan. */
const LICENCE_AGE = 18;

/**
 * A licence typed by hand for a driver without one on record: its issue date must be given, not in the future
 * and not before the driver's 18th birthday. Its categories are unknown, so the category rule is not applied.
 */
function declaredLicence(driver: OrderDriver, person: PersonRecord): LicenceRecord | null {
  const issued = driver.licenceIssueDate;
  if (!issued || !driver.licenceSeries || !driver.licenceNumber) return null;
  const today = new Date().toISOString().slice(0, 10);
  const adult = `${Number(person.birthday.slice(0, 4)) + LICENCE_AGE}${person.birthday.slice(4)}`;
  if (issued > today || issued < adult) return null;
  return {
    id: 0,
    pinfl: person.pinfl,
    series: driver.licenceSeries,
    number: driver.licenceNumber,
    issue_date: issued,
    categories: '',
  };
}

/**
 * Codes 3-9 for the driver at `key = index + 1`. A licence left blank is taken from the registry when the
 * driver has one (the wizard fills it from driver-check anyway); a typed one must be that driver's.
 */
async function checkDriver(
  db: Kysely<Database>,
  driver: OrderDriver,
  vehicleTypeId: 1 | 2,
): Promise<Checked<CheckedDriver>> {
  const key = driver.index + 1;
  const person = await findPerson(db, {
    birthday: driver.birthday,
    passport: { series: driver.passportSeries, number: driver.passportNumber },
  });
  if (!person) return { failure: saveFailure('driverNotFound', key) };
  let licence: LicenceRecord | null;
  if (driver.licenceSeries && driver.licenceNumber) {
    licence = await findLicence(db, { series: driver.licenceSeries, number: driver.licenceNumber });
    if (!licence) {
      // Spec 000 section 5: a driver the registry has no licence for types it by hand (driver-check error 2).
      // Such a declared licence is accepted; one typed for a driver the registry does know is a mistake.
      if (await findLicence(db, { pinfl: person.pinfl }))
        return { failure: saveFailure('licenceNotFound', key) };
      const declared = declaredLicence(driver, person);
      if (!declared) return { failure: saveFailure('licenceNotFound', key) };
      return { value: { order: driver, person, licence: declared } };
    }
    if (licence.pinfl !== person.pinfl) return { failure: saveFailure('licenceOfSomeoneElse', key) };
  } else {
    licence = await findLicence(db, { pinfl: person.pinfl });
    if (!licence) return { failure: saveFailure('licenceMissing', key) };
  }
  if (driver.licenceIssueDate && driver.licenceIssueDate !== licence.issue_date) {
    return { failure: saveFailure('licenceDateMismatch', key) };
  }
  const held = licence.categories.split(/[\s,]+/).filter(Boolean);
  if (!CATEGORIES_FOR[vehicleTypeId].some((c) => held.includes(c))) {
    return { failure: saveFailure('licenceCategory', key) };
  }
  return { value: { order: driver, person, licence } };
}

/**
 * Every named driver, in order; the first fault wins. The same person twice (by passport, or by PINFL
 * under two passports) is code 6 on the later entry.
 */
export async function checkDrivers(
  db: Kysely<Database>,
  drivers: readonly OrderDriver[],
  vehicleTypeId: 1 | 2,
): Promise<Checked<CheckedDriver[]>> {
  const checked: CheckedDriver[] = [];
  const passports = new Set<string>();
  for (const driver of drivers) {
    const passport = `${driver.passportSeries}${driver.passportNumber}`;
    if (passports.has(passport)) return { failure: saveFailure('duplicateDriver', driver.index + 1) };
    passports.add(passport);
    const result = await checkDriver(db, driver, vehicleTypeId);
    if (result.failure) return result;
    if (checked.some((c) => c.person.pinfl === result.value.person.pinfl)) {
      return { failure: saveFailure('duplicateDriver', driver.index + 1) };
    }
    checked.push(result.value);
  }
  return { value: checked };
}
