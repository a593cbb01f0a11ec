import type { FastifyInstance } from 'fastify';
import { TRAVEL_UZB_ENDPOINTS, type TravelUzbTariffsResponse } from '@polis/api-contract';
import {
  TRAVEL_UZB_MAX_DAYS,
  TRAVEL_UZB_MAX_START_AHEAD_DAYS,
  TRAVEL_UZB_TARIFFS,
  tripDays,
  travelUzbTariff,
  travelUzbTotals,
} from '@polis/tariffs';
import { addDays } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { refuse, saleRoutes, type SaleRoutesOptions } from '../kit/sale';

const TARIFFS: TravelUzbTariffsResponse = {
  error: 0,
  result: true,
  message: 'success',
  response: TRAVEL_UZB_TARIFFS.map((t) => ({
    id: t.id,
    name: t.name,
    premium: t.premium,
    liability: t.liability,
  })),
};

/**
 * Travel around Uzbekistan (spec 001 "Domestic travel", README.md beside this file): total = premium x tourists x
 * days, the applicant in the person registry; the kit does the rest. The client's total is `premium`, and the save
 * answers its ids and links under `response` (the Click link as `url`).
 */
const travelUzbSale = saleRoutes({
  key: 'travel-around-uzbekistan',
  // The whole premium back before the trip starts, nothing once it has (README.md, "Cancellation").
  cancellation: 'trip',
  tag: 'travel-around-uzbekistan',
  title: 'travel around Uzbekistan',
  save: TRAVEL_UZB_ENDPOINTS.save,
  check: TRAVEL_UZB_ENDPOINTS.check,
  // A renewal asks the new trip's dates.
  renewal: { trip: (old, start, end) => ({ ...old, begin_date: start, end_date: end }) },
  saveDescription:
    'Total premium = premium x tourists x days (days = end - begin + 1); `premium` is the total the customer ' +
    'saw. HTTP 422: unknown_tariff, person_not_found (the applicant). 400 validation: a start after the end ' +
    '(startdate_cant_be_more_than_enddate), in the past, over 90 days ahead, a trip over 90 days, a foreign ' +
    'tourist without a country.',
  clientTotal: (body) => body.premium,
  totalPath: '/premium',
  answerShape: ({ error, result, message, click_url: url, ...response }) => ({
    error,
    result,
    message,
    response: { ...response, url },
  }),
  async sell(body, { db, today }) {
    // The 400s: real days, start from today to 90 days ahead, not after the end (spec 001), at most 90 days.
    const issues = new Issues();
    const begin = issues.date('/begin_date', body.begin_date);
    const end = issues.date('/end_date', body.end_date);
    const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
    body.tourists.forEach((t, i) => {
      const born = issues.date(`/tourists/${i}/birthday`, t.birthday);
      if (born > today) issues.add(`/tourists/${i}/birthday`, 'must be in the past');
      if (t.type === 'foreign' && !t.country)
        issues.add(`/tourists/${i}/country`, 'is required for a foreign tourist');
      if (t.type === 'foreign' && t.country === 'UZ') issues.add(`/tourists/${i}/country`, 'must not be UZ');
    });
    issues.throwIfAny();
    if (begin < today) issues.add('/begin_date', 'must not be in the past');
    if (begin > addDays(today, TRAVEL_UZB_MAX_START_AHEAD_DAYS))
      issues.add('/begin_date', `must be within ${TRAVEL_UZB_MAX_START_AHEAD_DAYS} days`);
    if (begin > end) issues.add('/end_date', 'startdate_cant_be_more_than_enddate');
    const days = tripDays(begin, end);
    if (days > TRAVEL_UZB_MAX_DAYS) issues.add('/end_date', `at most ${TRAVEL_UZB_MAX_DAYS} days`);
    issues.throwIfAny();

    const tariff = travelUzbTariff(body.selected_tariff);
    if (!tariff) return refuse('unknown_tariff', `No tariff ${body.selected_tariff}`);
    const { seria, number, phone } = body.applicant;
    const person = await findPerson(db, { birthday, passport: { series: seria, number } });
    if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
    const { tourists } = body;
    const totals = travelUzbTotals(tariff, tourists.length, days);
    return {
      amountUzs: totals.premium,
      phone,
      holderName: fullNameOf(person),
      details: {
        countries: 'UZ',
        travellers: tourists
          .map((t) => {
            const who = `${t.lastname.trim()} ${t.name.trim()}`.replace(/\s+/g, ' ');
            return t.type === 'foreign' ? `${who} (${t.country})` : who;
          })
          .join(', '),
        tariff: tariff.name.en,
        days,
        insured_sum: totals.liability,
      },
      startDate: begin,
      endDate: end,
      lead: `Uzbekistan, ${tourists.length} tourist(s), ${days} day(s)`,
      answer: { days, liability: totals.liability },
    };
  },
});

/** The tariffs (a dictionary), then the kit's save and check. */
export async function travelAroundUzbekistanRoutes(
  app: FastifyInstance,
  options: SaleRoutesOptions,
): Promise<void> {
  serve(
    app,
    TRAVEL_UZB_ENDPOINTS.tariffs,
    {
      tags: ['travel-around-uzbekistan'],
      summary: 'Domestic travel tariffs: premium per tourist and day, liability per tourist',
    },
    async () => TARIFFS,
    { config: { dictionary: true } },
  );
  await travelUzbSale(app, options);
}
