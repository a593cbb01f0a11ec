import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  RENEWAL_ENDPOINTS,
  type Endpoint,
  type RenewalOffer,
  type RenewalRefusal,
  type RenewRequest,
} from '@polis/api-contract';
import type { Database } from '../../db/schema';
import { errorBody, RequestError } from '../../errors';
import { serve } from '../../http/endpoint';
import { requestLang } from '../../http/request-lang';
import { SUCCESS } from '../../http/insurer-answers';
import { normaliseDate } from '../../registries/dates';
import { maskEmail, maskPersonName, maskPhone } from '../../outbox/mask';
import { parseDetails, type Contract } from '../../contracts/contract-service';
import { sessionHoldsContract } from '../../contracts/contract-owner';
import { addDays, tashkentDate } from '../../contracts/format';
import { productName } from '../../contracts/products';
import {
  readRenewalToken,
  reminderNow,
  remindersOn,
  renewedBy,
  setReminders,
} from '../../contracts/renewals';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { policyFacts } from '../../policies/policy-facts';
import { declarationOf, recordSale, type Sale, type ServerProduct } from './sale';
import { requestLinks } from './product-requests';
import { textIn } from '../../http/lang-texts';

/**
 * The one-tap renewal (issue 23), once for every product sold through the kit: the reminder's token opens the
 * policy it was made for; the stored body of its sale is sold again by the product's own rules (`sell`: the
 * registries, the ages, the price of today) for the period after the old one, and a renewal is a new contract
 * like any save (lead, payment links, mail), which remembers what it renews. Personal data never leaves the
 * server: the offer shows the holder and phone masked, and the body is reused as stored.
 */

interface Opened {
  readonly contract: Contract;
  readonly policy: { series: string; number: string };
  readonly declaration: ServerProduct<Endpoint, Endpoint> | undefined;
  readonly body: Record<string, unknown>;
  /** The reminder clock's now: a renewal's "today" (sandbox journeys live a year in a minute). */
  readonly now: Date;
}

const notOffered: RenewalRefusal = {
  code: 'renewal_not_offered',
  message: 'This policy is renewed by buying it anew (its application asks for new files)',
};

async function openToken(
  db: Kysely<Database>,
  config: PaymentConfig,
  token: string,
  real: Date,
): Promise<Opened> {
  const now = await reminderNow(db, config.sandbox, real);
  const check = readRenewalToken(config.policyTokenSecret, token, tashkentDate(now));
  if ('error' in check)
    throw check.error === 'renewal_expired'
      ? new RequestError(410, 'renewal_expired', 'This renewal link has expired')
      : new RequestError(404, 'renewal_not_found', 'No renewal behind this link');
  const row = await db
    .selectFrom('contracts as c')
    .innerJoin('policies as p', 'p.contract_id', 'c.id')
    .innerJoin('sale_bodies as b', 'b.contract_id', 'c.id')
    .selectAll('c')
    .select(['p.series as policy_series', 'p.number as policy_number', 'b.sale', 'b.body as sale_body'])
    .where('c.id', '=', check.contractId)
    .where('c.status', 'in', ['paid', 'issued'])
    .executeTakeFirst();
  if (!row) throw new RequestError(404, 'renewal_not_found', 'No renewal behind this link');
  const { policy_series, policy_number, sale, sale_body, ...contract } = row;
  return {
    contract,
    policy: { series: policy_series, number: policy_number },
    declaration: declarationOf(sale),
    body: JSON.parse(sale_body) as Record<string, unknown>,
    now,
  };
}

type Attempt =
  | { readonly sale: Sale; readonly body: unknown }
  | { readonly refusal: RenewalRefusal }
  | { readonly period: null };

/** The start fields of the insurer's save bodies; a body without one starts at `SaleContext.start` (KASKO). */
const START_FIELDS = ['start_date', 'startDate', 'beginDate'];

/** The day a renewal starts: the day after the old end, or tomorrow once that has passed. */
const startAfter = (end: string, today: string) =>
  addDays(end, 1) > today ? addDays(end, 1) : addDays(today, 1);

/** The product's rules on the stored body for the new period: a sale, the product's refusal, or dates asked. */
async function attempt(
  opened: Opened,
  request: FastifyRequest,
  db: Kysely<Database>,
  dates: { start_date?: string; end_date?: string },
): Promise<Attempt> {
  const { declaration, contract, body: old, now } = opened;
  const renewal = declaration?.renewal ?? {};
  if (!declaration || renewal === false || !contract.end_date) return { refusal: notOffered };
  const today = tashkentDate(now);
  let body: unknown;
  let start: string | undefined;
  if (renewal.trip) {
    const [from, to] = [dates.start_date, dates.end_date].map((d) => (d ? normaliseDate(d) : null));
    if (!from || !to) return { period: null };
    body = renewal.trip(old, from, to);
  } else {
    start = startAfter(contract.end_date, today);
    const field = START_FIELDS.find((name) => name in old);
    body = field ? { ...old, [field]: start } : old;
  }
  try {
    const sold = await declaration.sell(body, { db, now, today, request, start });
    if ('refused' in sold) return { refusal: { code: sold.refused.code, message: sold.refused.message } };
    if ('declined' in sold) {
      const { message } = (sold.declined ?? {}) as { message?: unknown };
      return { refusal: { code: 'declined', message: typeof message === 'string' ? message : 'Refused' } };
    }
    return { sale: sold, body };
  } catch (error) {
    if (!(error instanceof RequestError) || error.statusCode !== 400) throw error;
    const [first] = Array.isArray(error.details) ? (error.details as { path?: string }[]) : [];
    return {
      refusal: { code: error.code, message: error.message, ...(first?.path ? { field: first.path } : {}) },
    };
  }
}

export interface RenewalRoutesOptions {
  readonly db: { readonly db: Kysely<Database> };
  readonly config?: PaymentConfig;
  /** Real time (tests); the reminder clock's offset is added in the sandbox. */
  readonly now?: () => Date;
}

/** `GET/POST /api/prolong/:token` and the token's reminder switch (`RENEWAL_ENDPOINTS`). */
export async function renewalRoutes(app: FastifyInstance, options: RenewalRoutesOptions): Promise<void> {
  const { db } = options.db;
  const config = options.config ?? readPaymentConfig(process.env);
  const clock = options.now ?? (() => new Date());
  const open = (token: string) => openToken(db, config, token, clock());

  serve(
    app,
    RENEWAL_ENDPOINTS.offer,
    {
      tags: ['renewals'],
      summary: "A reminder's renewal offer: the policy, the new period and today's server price",
      description:
        'The token (of the SMS or the cabinet) opens one policy until 30 days after its end: 404 renewal_not_found ' +
        'for any other, 410 renewal_expired after. The product sells its stored application again for the period ' +
        'after the old one (a trip: the dates given in the query); `refusal` says what its rules refuse today.',
    },
    async (request): Promise<RenewalOffer> => {
      const opened = await open(request.params.token);
      const { contract, policy, declaration } = opened;
      const lang = requestLang(request);
      const tried = await attempt(opened, request, db, request.query);
      const sale = 'sale' in tried ? tried.sale : null;
      // The phone's SMS code (a cabinet session of the policy's phone) reveals what the token shows masked.
      const revealed = await sessionHoldsContract(db, request, contract);
      const { holder_name: name, phone, email } = contract;
      return {
        ...SUCCESS,
        product: contract.product,
        product_name: productName(contract.product, lang),
        policy: {
          series: policy.series,
          number: policy.number,
          valid_from: contract.start_date ?? '',
          valid_to: contract.end_date ?? '',
        },
        holder: revealed ? (name ?? '') : maskPersonName(name ?? ''),
        phone: phone ? (revealed ? `+${phone}` : maskPhone(phone)) : '',
        revealed,
        facts: policyFacts(parseDetails(contract)).map((f) => ({
          label: textIn(f.label, lang),
          value: textIn(f.value, lang),
        })),
        asks_dates: Boolean(declaration?.renewal && declaration.renewal.trip),
        period: sale ? { start_date: sale.startDate, end_date: sale.endDate } : null,
        amount_uzs: sale ? sale.amountUzs : null,
        previous_amount_uzs: contract.amount_uzs,
        refusal: 'refusal' in tried ? tried.refusal : null,
        renewed: await renewedBy(db, contract.id),
        email: email ? (revealed ? email : maskEmail(email)) : null,
        reminders: phone ? await remindersOn(db, phone) : false,
      };
    },
  );

  serve(
    app,
    RENEWAL_ENDPOINTS.renew,
    {
      tags: ['renewals'],
      summary: 'Renew the policy of a token: a new contract for the next period, with its payment links',
      description:
        "The offer's sale, written like any save (lead, links, the policy mailed once paid: to `email` or the " +
        "old one). 409 already_renewed once a paid policy renews it; 422 the product's refusal (with `field`), " +
        "renewal_not_offered, or price_mismatch (`amount_uzs`: the server's total). The same renewal saved again " +
        'unpaid answers the same contract.',
    },
    async (request, reply: FastifyReply) => {
      const opened = await open(request.params.token);
      const { contract, declaration } = opened;
      if (await renewedBy(db, contract.id))
        return reply.code(409).send(errorBody('already_renewed', 'A paid policy already renews this one'));
      const given: RenewRequest = request.body;
      const tried = await attempt(opened, request, db, given);
      if ('period' in tried)
        throw new RequestError(400, 'validation', 'body/start_date and body/end_date are required', [
          { part: 'body', path: '/start_date', message: 'is required' },
        ]);
      if ('refusal' in tried) {
        const { code, message, field } = tried.refusal;
        return reply.code(422).send({ ...errorBody(code, message), ...(field ? { field } : {}) });
      }
      const { sale, body } = tried;
      if (given.amount_uzs !== sale.amountUzs)
        return reply.code(422).send({
          ...errorBody('price_mismatch', `The total is ${sale.amountUzs} UZS`),
          amount_uzs: sale.amountUzs,
        });
      const pending = await db
        .selectFrom('contracts')
        .selectAll()
        .where('renewal_of', '=', contract.id)
        .where('status', '=', 'saved')
        .where('amount_uzs', '=', sale.amountUzs)
        .where('start_date', '=', sale.startDate)
        .where('end_date', '=', sale.endDate)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const links = requestLinks(request, config);
      const answerOf = (renewed: Contract) => {
        const { payme, click } = links(renewed);
        return {
          ...SUCCESS,
          contract_id: renewed.id,
          order_id: renewed.order_id,
          payme_url: payme,
          click_url: click,
          amount_uzs: renewed.amount_uzs,
          start_date: sale.startDate,
          end_date: sale.endDate,
        };
      };
      const renewed =
        pending ??
        (await recordSale(db, request, declaration as ServerProduct<Endpoint, Endpoint>, sale, {
          body,
          email: given.email ?? contract.email,
          renewalOf: contract.id,
          answer: answerOf,
        }));
      return answerOf(renewed);
    },
    { config: { idempotent: true, clientLimit: 'save' } },
  );

  serve(
    app,
    RENEWAL_ENDPOINTS.reminders,
    {
      tags: ['renewals'],
      summary: "Turn renewal reminders off (the SMS's one tap) or on again for the token's policy's phone",
    },
    async (request) => {
      const { contract } = await open(request.params.token);
      const reminders = contract.phone ? await setReminders(db, contract.phone, request.body.enabled) : false;
      return { ...SUCCESS, reminders };
    },
  );
}
