import type { FastifyInstance } from 'fastify';
import { SPORT_ENDPOINTS } from '@polis/api-contract';
import {
  ageOn,
  isSportAmount,
  sportDataType,
  sportDictionary,
  sportPremium,
  sportType,
} from '@polis/tariffs';
import { addDays, addMonthsInclusive } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { refuse, saleRoutes, type SaleRoutesOptions } from '../kit/sale';

/**
 * Sportsman insurance (README.md beside this file): the type row (sport and period), the insurer and a resident
 * sportsman in the person registry, premium = sum x limit / 100. The kit does the rest; the save answers an
 * invoice and the check takes the order id (a contract_id must match it), paid `error: 0`, not paid `error: 2`.
 */
const sportSale = saleRoutes({
  key: 'sport',
  tag: 'sport',
  title: 'sportsman',
  save: SPORT_ENDPOINTS.save,
  check: SPORT_ENDPOINTS.check,
  saveSummary: 'Save a sportsman application and get its invoice',
  saveDescription:
    'Premium = insurance_amount x limit / 100 (@polis/tariffs). 422 unknown_type, person_not_found (the insurer), ' +
    'insured_not_found (a resident sportsman). 400 validation: dates, ages, a sum not on sale.',
  answerShape: (saved) => ({
    error: 0,
    result: true,
    message: 'success',
    contract_id: saved.contract_id,
    invoice: {
      amount_uzs: saved.amount_uzs,
      order_id: saved.order_id,
      click_url: saved.click_url,
      payme_url: saved.payme_url,
    },
  }),
  checkDocs: {
    summary: 'Has the sportsman contract been paid? ({order_id})',
    description:
      'Paid: `{ error: 0, check: true, url, polis_seria, polis_number, policy: { url, number } }`. Not paid: ' +
      "`{ error: 2, check: false, message: 'payment_not_made' }` (spec 001: sport error 2). Unknown order, or a " +
      'contract_id that does not match it: 404 contract_not_found.',
  },
  paidError: 0,
  paidAnswer: (paid) => ({
    ...paid,
    policy: { url: paid.url, number: `${paid.polis_seria} ${paid.polis_number}` },
  }),
  notPaidError: 2,
  async sell(body, { db, today }) {
    const issues = new Issues();
    const start = issues.date('/start_date', body.start_date);
    if (start < addDays(today, 1) || start > addDays(today, 90))
      issues.add('/start_date', 'must be 1 to 90 days ahead');
    if (!isSportAmount(body.insurance_amount)) issues.add('/insurance_amount', 'is not a sum on sale');
    const insurerBirthday = issues.date('/insurer/birthday', body.insurer.birthday);
    if (ageOn(insurerBirthday, today) < 18)
      issues.add('/insurer/birthday', 'the insurer must be 18 or older');
    const insuredBirthday = issues.date('/insured/birthday', body.insured.birthday);
    const age = ageOn(insuredBirthday, today);
    if (insuredBirthday > today || age < 6 || age > 70)
      issues.add('/insured/birthday', 'the sportsman must be 6 to 70');
    issues.throwIfAny();

    const row = sportType(body.type_id);
    const period = row && sportDataType(row.date_type);
    if (!row || !period) return refuse('unknown_type', `No sport type ${body.type_id}`);
    const { insurer, insured } = body;
    const payer = await findPerson(db, {
      birthday: insurerBirthday,
      passport: { series: insurer.seria, number: insurer.number },
    });
    if (!payer) return refuse('person_not_found', 'No person with the insurer’s passport and birthday');
    let sportsman: string;
    if (insured.resident_type === 1) {
      const person = await findPerson(db, {
        birthday: insuredBirthday,
        passport: { series: insured.seria, number: insured.number },
      });
      if (!person) return refuse('insured_not_found', 'No person with the sportsman’s passport and birthday');
      sportsman = fullNameOf(person);
    } else {
      sportsman = `${insured.last_name} ${insured.first_name}`.toUpperCase();
    }
    return {
      amountUzs: sportPremium(body.insurance_amount, row.limit),
      phone: insurer.phone,
      holderName: fullNameOf(payer),
      // The sport by its type's id: the policy names it in each language (policies/policy-facts.ts).
      details: {
        sport: row.id,
        insured_sum: body.insurance_amount,
        insured_persons: sportsman,
        resident: insured.resident_type === 1,
        period_months: period.months,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, period.months),
      lead: `${row.name_en}, ${period.name.en}`,
    };
  },
});

/** The sport types on sale (a dictionary), then the kit's save and check. */
export async function sportRoutes(app: FastifyInstance, options: SaleRoutesOptions): Promise<void> {
  serve(
    app,
    SPORT_ENDPOINTS.types,
    {
      tags: ['sport'],
      summary: 'Sport types (one row per sport and period, limit = rate in %), periods and sums on sale',
    },
    async () => ({ error: 0, result: true, message: 'success', ...sportDictionary() }),
    { config: { dictionary: true } },
  );
  await sportSale(app, options);
}
