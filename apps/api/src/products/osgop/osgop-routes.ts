import { OSGOP_ENDPOINTS, PAYMENT_ENDPOINTS, type OsgopAutoResponse } from '@polis/api-contract';
import { OSAGO_MAX_START_AHEAD_DAYS, osgopInsuredSum, osgopPremium, osgopTerm } from '@polis/tariffs';
import { addDays, addMonthsInclusive } from '../../contracts/format';
import { LOOKUP_LIMIT_NOTE } from '../../guards/client-limits';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { normaliseDate } from '../../registries/dates';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { carFacts } from '../kit/car-facts';
import { lookupFailure, SUCCESS } from '../../http/insurer-answers';
import { refuse, saleRoutes } from '../kit/sale';
import { calculate, findCarrier } from './osgop-carrier';

/**
 * OSGOP's sale (README.md beside this file): the carrier (vehicle registry + passenger register), the seats the
 * register has, the applicant in the person registry, the premium of kind x seats x term; the kit does the
 * rest. Its answer names the contract `id` and the Click link `url`; it is checked by the platform's check.
 */
export const osgopRoutes = saleRoutes({
  key: 'osgop',
  // Compulsory: cancelled here only before it starts (README.md, "Cancellation").
  cancellation: 'compulsory',
  tag: 'osgop',
  title: 'OSGOP',
  save: OSGOP_ENDPOINTS.save,
  check: PAYMENT_ENDPOINTS.check,
  platformCheck: true,
  saveSummary: 'Save an OSGOP application: url (Click), payme_url, id',
  saveDescription:
    'HTTP 422: vehicle_not_found, not_a_passenger_carrier, seats_mismatch, person_not_found. 400 validation: a ' +
    'begin date in the past or over 90 days ahead, a day that does not exist. Pay, then ' +
    '`POST /sayt/contract/check {contract_id: id, order_id}`.',
  async sell(body, { db, today }) {
    const issues = new Issues();
    const beginDate = issues.date('/beginDate', body.beginDate);
    const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
    if (normaliseDate(body.beginDate) !== null) {
      if (beginDate < today) issues.add('/beginDate', 'must not be in the past');
      else if (beginDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
        issues.add('/beginDate', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
    }
    issues.throwIfAny();
    const carrier = await findCarrier(db, body);
    if (!carrier.found) return refuse(carrier.code, carrier.message);
    const { view, ownerName } = carrier;
    if (view.seats !== body.seats)
      return refuse('seats_mismatch', `The register has ${view.seats} passenger seats`);
    const term = osgopTerm(body.dateType);
    const price = osgopPremium(view.kind, body.seats, body.dateType);
    if (!term || price === null) return refuse('validation', 'Unknown term');
    const { seria, number, phone } = body.applicant;
    const person = await findPerson(db, { birthday, passport: { series: seria, number } });
    if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
    return {
      amountUzs: price,
      phone,
      holderName: ownerName,
      details: {
        ...carFacts(carrier.vehicle),
        carrier: view.owner.inn ? `${ownerName}, INN ${view.owner.inn}` : ownerName,
        applicant: fullNameOf(person),
        seats: body.seats,
        insured_sum: osgopInsuredSum(body.seats),
        period_months: term.months,
      },
      startDate: beginDate,
      endDate: addMonthsInclusive(beginDate, term.months),
      // No plate: the kind and the seats.
      lead: `${view.kind}, ${view.seats} seats`,
    };
  },
  answerShape: (answer) => ({
    ...SUCCESS,
    id: answer.contract_id,
    order_id: answer.order_id,
    url: answer.click_url,
    payme_url: answer.payme_url,
    amount_uzs: answer.amount_uzs,
  }),
  // OSGOP calls of spec 001 (under /api, channel credential); the check is `/sayt/contract/check`.
  routes: async (app, options) => {
    const { db } = options.db;

    serve(
      app,
      OSGOP_ENDPOINTS.vehicle,
      {
        tags: ['osgop'],
        summary: 'The passenger vehicle: kind, seats and owner (a company with its INN)',
        description:
          'Failures (HTTP 200): 1 vehicle_not_found, 2 not_a_passenger_carrier. A person owner is masked ' +
          `(\`K. Alisher\`), a company named in full. ${LOOKUP_LIMIT_NOTE}`,
      },
      async (request): Promise<OsgopAutoResponse> => {
        const carrier = await findCarrier(db, request.body);
        return carrier.found
          ? { ...SUCCESS, response: carrier.view }
          : lookupFailure(carrier.error, carrier.code, carrier.message);
      },
      { config: { clientLimit: 'lookup' } },
    );

    serve(
      app,
      OSGOP_ENDPOINTS.calculate,
      {
        tags: ['osgop'],
        summary:
          'The premium: 44,000,000 UZS a seat x the kind rate x seats x the term share (@polis/tariffs)',
        description:
          'Failures (HTTP 200): 1 vehicle_not_found, 2 not_a_passenger_carrier, 3 seats_mismatch (seats differ ' +
          `from the register). ${LOOKUP_LIMIT_NOTE}`,
      },
      async (request) => calculate(db, request.body),
      { config: { clientLimit: 'lookup' } },
    );
  },
});
