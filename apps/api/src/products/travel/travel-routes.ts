import type { FastifyInstance } from 'fastify';
import { PAYMENT_ENDPOINTS, TRAVEL_ENDPOINTS, type TravelReferenceResponse } from '@polis/api-contract';
import {
  TRAVEL_CBU_RATE,
  TRAVEL_HOME_COVER_SUM_UZS,
  TRAVEL_HOME_COVER_UZS,
  TRAVEL_PROGRAMS,
  TRAVEL_PURPOSES,
  TRAVEL_RISKS,
  ageOn,
  cheapestProgram,
  travelRiskPrice,
} from '@polis/tariffs';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { refuse, saleRoutes, type SaleRoutesOptions } from '../kit/sale';
import { countryByCode, TRAVEL_COUNTRIES } from './travel-countries';
import { calculate, checkTrip, quoteOf } from './travel-trip';
import { oneLine } from '../kit/full-name';

const REFERENCE: TravelReferenceResponse = {
  error: 0,
  result: true,
  message: 'success',
  response: {
    country: [...TRAVEL_COUNTRIES],
    purpose: TRAVEL_PURPOSES.map((p) => ({ id: p.id, name: p.name, coefficient: p.coefficient })),
    tarifs: TRAVEL_PROGRAMS.map((p) => ({
      program_id: p.id,
      name: p.name,
      sum_insured: p.insuredSumEur,
      currency: 'EUR',
    })),
    risk: TRAVEL_RISKS.map((r) => ({
      key: r.key,
      name: r.name,
      price: travelRiskPrice(r.key, 30),
      price_long: travelRiskPrice(r.key, 365),
    })),
    valyuta: [{ code: TRAVEL_CBU_RATE.currency, kurs_cbu: TRAVEL_CBU_RATE.rate, date: TRAVEL_CBU_RATE.date }],
    uy_joy: { price: TRAVEL_HOME_COVER_UZS, sum_insured: TRAVEL_HOME_COVER_SUM_UZS },
  },
};

/**
 * The save of travel abroad and minimal travel: the trip's rules, the program the destinations allow, the
 * server's premium (422 with the insurer's message and `summa_all` when `summa_all` differs); the kit writes the
 * contract and its lead. The answer nests the ids and links under `response` (the Click link as `url`); the
 * payment check is the platform's `POST /travel-neo/confirm-check`.
 */
const travelSale = saleRoutes({
  key: 'travel',
  // The whole premium back before the trip starts, nothing once it has (README.md, "Cancellation").
  cancellation: 'trip',
  products: ['travel', 'travel-minimal'],
  tag: 'travel',
  title: 'travel',
  save: TRAVEL_ENDPOINTS.save,
  check: PAYMENT_ENDPOINTS.travelConfirm,
  platformCheck: true,
  saveDescription:
    'The server prices it from @polis/tariffs. HTTP 422: price_mismatch (summa_all differs; ' +
    '"Summa farqli hisoblandi. Serverda: <figure>", the figure also in amount_uzs and summa_all), ' +
    'program_not_allowed, minimal_not_cheapest, validation (a policyholder under 18). 400 validation as ' +
    'the calculator, and a policyholder with neither PINFL nor country.',
  clientTotal: (body) => body.summa_all,
  priceMismatch: (total) => ({
    error: {
      code: 'price_mismatch',
      message: `Summa farqli hisoblandi. Serverda: ${total}`,
      details: [{ part: 'body', path: '/summa_all', message: String(total) }],
    },
    amount_uzs: total,
    summa_all: total,
  }),
  leadLabel: 'Countries',
  // A renewal asks the new trip's dates (a multi-entry policy keeps its days).
  renewal: {
    trip: (old, start, end) => ({ ...old, begin_date: start, ...(old.end_date ? { end_date: end } : {}) }),
  },
  answerShape: ({ error, result, message, contract_id, order_id, payme_url, click_url, amount_uzs }) => ({
    error,
    result,
    message,
    response: { contract_id, order_id, payme_url, url: click_url, amount_uzs },
  }),
  async sell(body, { now, today }) {
    const trip = checkTrip(body, now);
    const issues = new Issues();
    const insurerBirthday = issues.date('/insurer_birthday', body.insurer_birthday);
    if (!body.insurer_pinfl && !body.insurer_country)
      issues.add('/insurer_pinfl', 'a citizen gives a PINFL, a foreigner the country of the passport');
    issues.throwIfAny();
    if (ageOn(insurerBirthday, today) < 18) return refuse('validation', 'The policyholder must be an adult');
    const minimal = body.minimal === true;
    if (!trip.programs.includes(body.program_id))
      return refuse('program_not_allowed', `Program ${body.program_id} is not sold for these destinations`);
    if (
      minimal &&
      (body.program_id !== cheapestProgram(trip.countries) || trip.risks.length > 0 || body.uy_joy)
    )
      return refuse('minimal_not_cheapest', 'Minimal travel is the cheapest allowed program without add-ons');
    const quote = quoteOf(trip, body.program_id, body, body.uy_joy);
    const program = TRAVEL_PROGRAMS.find((p) => p.id === body.program_id) ?? TRAVEL_PROGRAMS[0];
    const countryNames = trip.countries.map((code) => countryByCode(code)?.en ?? code).join(', ');
    return {
      product: minimal ? 'travel-minimal' : 'travel',
      amountUzs: quote.totalUzs,
      phone: body.insurer_phone,
      holderName: oneLine(body.insurer_name),
      details: {
        countries: countryNames,
        travellers: body.travelers.map((t) => `${oneLine(t.name).toUpperCase()} (${t.birthday})`).join(', '),
        travel_program: program.name.en,
        sum_insured_eur: program.insuredSumEur,
        purpose: trip.purpose,
        days: trip.days,
        multi_entry: body.kop_martali,
        family: body.is_family,
        covid: body.has_covid,
        risks: trip.risks.join(', '),
        home_cover: body.uy_joy,
      },
      startDate: trip.begin,
      endDate: trip.end,
      // The lead: the insurer's name and phone (in full, `sendLead`), the countries.
      lead: countryNames,
    };
  },
});

/**
 * Travel insurance abroad and minimal travel (spec 000 section 7, under /api, channel credential): the reference
 * lists, the calculator and the kit's save. The person look-up and the payment check are shared (registries,
 * payments). README.md beside this file.
 */
export async function travelRoutes(app: FastifyInstance, options: SaleRoutesOptions) {
  serve(
    app,
    TRAVEL_ENDPOINTS.countries,
    {
      tags: ['travel'],
      summary:
        'Destinations (names in uz/ru/en, Schengen flag, programs allowed), purposes, programs, risks, CBU rate',
    },
    async () => REFERENCE,
    { config: { dictionary: true } },
  );

  serve(
    app,
    TRAVEL_ENDPOINTS.calculate,
    {
      tags: ['travel'],
      summary: 'The premium of each program the destinations allow',
      description:
        '`end_date` for purposes 1 and 3 on a single trip, else `days` (30/60/90/180/365; multi-entry ' +
        '15/30/45/90/180). 400 validation: a date in the past or that does not exist, an unknown country, a ' +
        'family policy for travellers who are not a family.',
    },
    async (request) => calculate(request.body, new Date()),
  );

  await travelSale(app, options);
}
