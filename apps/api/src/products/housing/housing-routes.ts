import { HOUSING_ENDPOINTS, type HousingTariffsResponse } from '@polis/api-contract';
import {
  HOUSING_COVER_MONTHS,
  HOUSING_PROGRAMS,
  OSAGO_MAX_START_AHEAD_DAYS,
  housingProgram,
} from '@polis/tariffs';
import { addDays, addMonthsInclusive } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { normaliseDate } from '../../registries/dates';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { refuse, saleRoutes } from '../kit/sale';

const HOUSE_TYPE_KEYS = { 1: 'flat', 2: 'house' } as const;

const TARIFFS: HousingTariffsResponse = {
  error: 0,
  result: true,
  message: 'success',
  programs: HOUSING_PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    total: p.insuredSumUzs,
    premium_year: p.premiumUzs,
  })),
};

/**
 * Home insurance (spec 001 "Housing", README.md beside this file): the program's premium, the applicant in the
 * person registry, the address on the policy; the kit does the rest. The paid check adds `result`.
 */
export const housingRoutes = saleRoutes({
  key: 'housing',
  // 14 days' cooling-off, then the unused days less 10 % (README.md, "Cancellation").
  cancellation: 'standard',
  tag: 'housing',
  title: 'home insurance',
  save: HOUSING_ENDPOINTS.save,
  check: HOUSING_ENDPOINTS.check,
  saveDescription:
    'The server prices the program from @polis/tariffs. HTTP 422: unknown_program, person_not_found (passport ' +
    'and birthday not in the registry). 400 validation: a day that does not exist, a start in the past or more ' +
    'than 90 days ahead, a blank address. Payment links in the `lang` header language.',
  checkDocs: {
    summary: 'Has the home insurance contract been paid? (contract_id and order_id)',
    description:
      'Paid: the /sayt/contract/check answer plus `result: { policy_number, pdf_url }`. Not paid: ' +
      "`{ error: 1, check: false, message: 'payment_not_made' }`. Another product's contract, or ids " +
      'that do not belong together: 404 contract_not_found.',
  },
  paidAnswer: (answer) => ({
    ...answer,
    result: { policy_number: `${answer.polis_seria} ${answer.polis_number}`, pdf_url: answer.url },
  }),
  async sell(body, { db, today }) {
    // The cross-field 400s: real days, the start within OSAGO's window (today .. +90 days), a real address.
    const issues = new Issues();
    const startDate = issues.date('/start_date', body.start_date);
    const real = normaliseDate(body.start_date) !== null;
    if (real && startDate < today) issues.add('/start_date', 'must not be in the past');
    else if (real && startDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
      issues.add('/start_date', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
    const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
    // One line on the policy: inner runs of spaces collapse, the ends are trimmed.
    const address = body.home.address.trim().replace(/\s+/g, ' ');
    if (address.length < 5) issues.add('/home/address', 'must have at least 5 characters');
    issues.throwIfAny();

    const program = housingProgram(body.program_id);
    if (!program) return refuse('unknown_program', `No home insurance program ${body.program_id}`);
    const { seria, number, phone } = body.applicant;
    const person = await findPerson(db, { birthday, passport: { series: seria, number } });
    if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
    return {
      amountUzs: program.premiumUzs,
      phone,
      holderName: fullNameOf(person),
      // Printed on the policy; the address is the insured object's, so it belongs there.
      details: {
        program: program.name.en,
        insured_sum: program.insuredSumUzs,
        house_type: HOUSE_TYPE_KEYS[body.home.type],
        address,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, HOUSING_COVER_MONTHS),
      // The program, never the address.
      lead: program.name.en,
    };
  },
  // The tariffs (a dictionary), then the kit's save and check.
  routes: (app) => {
    serve(
      app,
      HOUSING_ENDPOINTS.tariffs,
      {
        tags: ['housing'],
        summary: 'Home insurance programs: sum insured (total) and the premium of a 12-month cover',
      },
      async () => TARIFFS,
      { config: { dictionary: true } },
    );
  },
});
