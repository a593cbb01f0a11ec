import type { AccidentAudience, AccidentCreateContractRequest } from '@polis/api-contract';
import { ACCIDENT_ENDPOINTS } from '@polis/api-contract';
import { ACCIDENT_COVER_MONTHS, accidentPremium, isAccidentAmount } from '@polis/tariffs';
import { addDays, addMonthsInclusive, formatUzs } from '../../contracts/format';
import { Issues } from '../../http/issues';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { plateOf } from '../../registries/registry-keys';
import { refuse, saleRoutes } from '../kit/sale';

/** The start window: tomorrow at the earliest (no cover for today's accidents), at most 90 days ahead. */
const START_FROM_DAYS = 1;
const START_TO_DAYS = 90;

/** The contract's product per page: the cabinet and the policy name the page's audience. */
const ACCIDENT_PRODUCT: Readonly<Record<AccidentAudience, string>> = {
  general: 'accident',
  driver: 'accident-driver',
  student: 'accident-student',
  teacher: 'accident-teacher',
  foreign: 'accident-foreign',
};

type Insured = AccidentCreateContractRequest['insureds'][number];
const isForeigner = (i: Insured): i is Extract<Insured, { passport: string }> => 'passport' in i;
const addYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;

/** The cross-field 400s: real days, the start window, ages, the page's own data, one kind of insured. */
function checkedBody(body: AccidentCreateContractRequest, today: string) {
  const issues = new Issues();
  const start = issues.date('/start_date', body.start_date);
  if (start < addDays(today, START_FROM_DAYS) || start > addDays(today, START_TO_DAYS))
    issues.add('/start_date', `must be ${START_FROM_DAYS} to ${START_TO_DAYS} days ahead`);
  if (!isAccidentAmount(body.insurance_amount)) issues.add('/insurance_amount', 'is not a sum on sale');
  const foreignPage = body.audience === 'foreign';
  const birthdays = body.insureds.map((insured, i) => {
    if (isForeigner(insured) !== foreignPage)
      issues.add(`/insureds/${i}`, foreignPage ? 'must be a foreign citizen' : 'must be a resident');
    if (isForeigner(insured) && insured.citizenship === 'UZ')
      issues.add(`/insureds/${i}/citizenship`, 'must not be UZ');
    const iso = issues.date(`/insureds/${i}/birthday`, insured.birthday);
    if (iso > today) issues.add(`/insureds/${i}/birthday`, 'must not be in the future');
    return iso;
  });
  const ids = body.insureds.map((i) => (isForeigner(i) ? i.passport : `${i.seria}${i.number}`));
  if (new Set(ids).size !== ids.length) issues.add('/insureds', 'must not name one person twice');
  // The first insured drives (driver page): an adult.
  if (body.audience === 'driver' && birthdays[0] > addYears(today, -18))
    issues.add('/insureds/0/birthday', 'the driver must be 18 or older');
  if (body.audience === 'driver' && !body.vehicle_number) issues.add('/vehicle_number', 'is required');
  if (body.audience !== 'driver' && body.vehicle_number)
    issues.add('/vehicle_number', 'only on the driver page');
  const withInstitution = body.audience === 'student' || body.audience === 'teacher';
  const institution = body.institution?.trim().replace(/\s+/g, ' ') ?? '';
  if (withInstitution && institution.length < 3) issues.add('/institution', 'is required');
  if (!withInstitution && body.institution !== undefined)
    issues.add('/institution', 'only on the student and teacher pages');
  const { payer } = body;
  let payerBirthday: string | null = null;
  if (payer.is_insured) {
    if (payer.seria || payer.number || payer.birthday)
      issues.add('/payer', 'an insured payer is the first insured: no passport of their own');
  } else if (!payer.seria || !payer.number || !payer.birthday) {
    issues.add('/payer', 'seria, number and birthday are required when the payer is not insured');
  } else {
    payerBirthday = issues.date('/payer/birthday', payer.birthday);
    if (payerBirthday > addYears(today, -18)) issues.add('/payer/birthday', 'the payer must be 18 or older');
  }
  issues.throwIfAny();
  return { start, birthdays, institution, payerBirthday };
}

/**
 * Accident insurance, five pages (README.md beside this file): the page's data, the insured persons (residents
 * in the person registry), the payer, the vehicle (driver page); total = sum x insureds x 5 / 1000, 12 months;
 * the contract's product is the page's. The kit does the rest.
 */
export const accidentRoutes = saleRoutes({
  key: 'accident',
  products: Object.values(ACCIDENT_PRODUCT),
  tag: 'accident',
  title: 'accident',
  saveSummary: 'Save an accident application and get its payment links',
  save: ACCIDENT_ENDPOINTS.save,
  check: ACCIDENT_ENDPOINTS.check,
  saveDescription:
    'Total = insurance_amount x insureds x 5 / 1000 (@polis/tariffs). 422 person_not_found (response.key = ' +
    "insured index + 1), payer_not_found, vehicle_not_found (driver page). 400 validation: dates, ages, the page's " +
    'own data.',
  async sell(body, { db, today }) {
    const { start, birthdays, institution, payerBirthday } = checkedBody(body, today);
    const names: string[] = [];
    for (const [index, insured] of body.insureds.entries()) {
      if (isForeigner(insured)) {
        names.push(`${insured.last_name} ${insured.first_name}`.toUpperCase());
        continue;
      }
      const person = await findPerson(db, {
        birthday: birthdays[index],
        passport: { series: insured.seria, number: insured.number },
      });
      const message = `No person with the passport and birthday of insured ${index + 1}`;
      if (!person) return refuse('person_not_found', message, { response: { key: index + 1 } });
      names.push(fullNameOf(person));
    }
    let holder = names[0];
    const { payer } = body;
    if (!payer.is_insured && payer.seria && payer.number && payerBirthday) {
      const person = await findPerson(db, {
        birthday: payerBirthday,
        passport: { series: payer.seria, number: payer.number },
      });
      if (!person) return refuse('payer_not_found', 'No person with the payer’s passport and birthday');
      holder = fullNameOf(person);
    }
    let vehicle: string | null = null;
    if (body.audience === 'driver' && body.vehicle_number) {
      const plate = plateOf(body.vehicle_number);
      const row = await db
        .selectFrom('vehicles')
        .selectAll()
        .where('gov_number', '=', plate)
        .executeTakeFirst();
      if (!row) return refuse('vehicle_not_found', `No vehicle with the plate ${plate}`);
      vehicle = `${plate}, ${row.model}`;
    }
    return {
      product: ACCIDENT_PRODUCT[body.audience],
      amountUzs: accidentPremium(body.insurance_amount, body.insureds.length),
      phone: payer.phone,
      holderName: holder,
      // Printed on the policy: the cover, who is insured (names only), the page's own fact.
      details: {
        insured_sum: body.insurance_amount,
        insured_count: body.insureds.length,
        insured_persons: names.join(', '),
        ...(vehicle ? { vehicle } : {}),
        ...(institution ? { institution } : {}),
        period_months: ACCIDENT_COVER_MONTHS,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, ACCIDENT_COVER_MONTHS),
      // The page and the cover; never the insureds.
      leadNote: `(${body.audience})`,
      lead: `${body.insureds.length} insured × ${formatUzs(body.insurance_amount)} UZS`,
      answer: { insurance_amount: body.insurance_amount, insureds: body.insureds.length },
    };
  },
});
