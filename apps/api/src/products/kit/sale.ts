import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  withSaleEmail,
  type ContractCheckPaid,
  type Endpoint,
  type EndpointRequest,
  type SaleContact,
} from '@polis/api-contract';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { reusableInsert } from '../../db/reusable-query';
import { createContract, type Contract, type ContractDetails } from '../../contracts/contract-service';
import { savedAnswer, type SavedAnswer } from '../../contracts/saved-answer';
import { addDays, formatUzs, tashkentDate } from '../../contracts/format';
import { linkDraft } from '../../contracts/drafts';
import { productInfo } from '../../contracts/products';
import { errorBody } from '../../errors';
import { recordAnswer } from '../../guards/idempotency';
import { serve } from '../../http/endpoint';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { channelOf } from '../../http/channel';
import { requestLang } from '../../http/request-lang';
import {
  cancellationRule,
  STANDARD_CANCELLATION,
  type CancellationDeclaration,
  type CancellationRule,
} from './cancellation';
import { priceMismatchBody } from './price-mismatch';
import { productCheckAnswer, requestLinks, type CheckPreparation } from './product-requests';

/** What a product's rules see of the moment of a save. */
export interface SaleContext {
  readonly db: Kysely<Database>;
  readonly now: Date;
  /** Today in Tashkent, YYYY-MM-DD. */
  readonly today: string;
  /** The save's request (a product's uploaded files: `requireFiles(request, fields)`). */
  readonly request: FastifyRequest;
  /**
   * A renewal's start (the day after the renewed policy ends; `./renewal.ts`): a product whose body names no start
   * (KASKO starts tomorrow) starts then. Undefined for a save.
   */
  readonly start?: string;
}

/**
 * How a paid policy of the product is renewed from its stored body (issue 23, `./renewal.ts`) when not the kit's
 * way (the body's start moved to the day after the old end): a trip asks its new dates instead.
 */
export interface Renewal<Body> {
  /** A trip: the body for the dates the customer gives (the renewal asks them). */
  readonly trip?: (old: Body, start: string, end: string) => Body;
}

/** The first day of a cover that starts tomorrow (KASKO), or a renewal's start. */
export const startOf = (ctx: Pick<SaleContext, 'start' | 'today'>): string =>
  ctx.start ?? addDays(ctx.today, 1);

/** What a product's rules decided of one application: the contract to write and the lead to send. */
export interface Sale {
  /** The server's total, whole UZS (the client's figure is checked against it: 422 `price_mismatch`). */
  readonly amountUzs: number;
  /** The applicant's phone (998 + 9 digits): the contract's and the lead's (none until a step asks for it). */
  readonly phone?: string;
  /** The holder as the registry names them (printed on the policy, shown in the cabinet). */
  readonly holderName?: string;
  /** Printed on the policy (what is insured, the cover, the period). */
  readonly details: ContractDetails;
  readonly startDate: string;
  readonly endDate: string;
  /** The lead's `Detail:` line (no names of insured people, no document numbers). */
  readonly lead: string;
  /** Fields the save answer carries besides the kit's (ids, links, total). */
  readonly answer?: Readonly<Record<string, unknown>>;
  /** Written in the contract's transaction after it (a product's own rows: files, objects). */
  readonly alsoWrite?: (trx: Transaction<Database>, contract: Contract) => Promise<void>;
  /** Runs around the contract's transaction (files written before it, removed if it fails: `kit/sale-files.ts`). */
  readonly around?: <T>(save: () => Promise<T>) => Promise<T>;
  /** The contract's product, one of the declaration's `products` (accident's page); the key by default. */
  readonly product?: string;
  /** Said after "application" in the lead's first line (accident's page: `(driver)`); nothing by default. */
  readonly leadNote?: string;
  /** The lead's whole text when it is not the kit's layout (OSGOR: the company, then the contact, the payroll). */
  readonly leadText?: (contract: Contract) => string;
  /** The lead's contact name; the contract's holder by default (OSGOR: the registry's director). */
  readonly contactName?: string;
  /** The lead's title when not `New <product's name> application` (OSAGO: its short name, a renewal). */
  readonly leadHeading?: string;
  /** The agent of a renewal link, kept on the contract and named in the lead (OSAGO's extension); none by default. */
  readonly agentId?: string | null;
}

/** A refusal of the product's rules (HTTP 422, `{ error: { code, message } }`, `also`'s fields beside it). */
export interface Refused {
  readonly refused: {
    readonly code: string;
    readonly message: string;
    readonly also?: Readonly<Record<string, unknown>>;
  };
}

export const refuse = (code: string, message: string, also?: Readonly<Record<string, unknown>>): Refused => ({
  refused: also ? { code, message, also } : { code, message },
});

/** A refusal in the product's own envelope, answered as is with HTTP 200 (OSAGO's registry failures, 1-11). */
export interface Declined {
  readonly declined: unknown;
}

export const decline = (answer: unknown): Declined => ({ declined: answer });

/** A product sold through the kit: its key, its two endpoints and the rules that turn a body into a sale. */
export interface ServerProduct<Save extends Endpoint, Check extends Endpoint> {
  readonly key: string;
  /** The OpenAPI tag and the product's name in the route summaries ("kids insurance"). */
  readonly tag: string;
  readonly title: string;
  readonly save: Save;
  /** The save's OpenAPI description: what is priced and refused. */
  readonly saveDescription: string;
  readonly check: Check;
  /** The 400s, the registry look-ups and the price: a sale or a refusal. Throws `Issues` for 400s. */
  readonly sell: (
    body: EndpointRequest<Save>['Body'],
    ctx: SaleContext,
  ) => Promise<Sale | Refused | Declined>;
  /** The total the customer saw; by default the body's `amount_uzs`. */
  readonly clientTotal?: (body: EndpointRequest<Save>['Body']) => number | undefined;
  /** The body's total field the 422 `price_mismatch` names (travel around Uzbekistan: `/premium`); `/amount_uzs`. */
  readonly totalPath?: string;
  /** The save's answer from the common one and `Sale.answer` (travel around Uzbekistan nests it); as is by default. */
  readonly answerShape?: (answer: SavedAnswer & Readonly<Record<string, unknown>>) => unknown;
  /** The check's `error` while not paid; 1 by default (spec 001 section 8: documents answers 2). */
  readonly notPaidError?: number;
  /** The check's OpenAPI summary and description, when not the common ones (mini KASKO's `getPolicy`). */
  readonly checkDocs?: { readonly summary: string; readonly description: string };
  /** The check's answer once paid, from the common one (mini KASKO adds the policy's fields); as is by default. */
  readonly paidAnswer?: (answer: ContractCheckPaid) => ContractCheckPaid & Readonly<Record<string, unknown>>;
  /** The save's OpenAPI summary, when not the common one (monthly mini KASKO: the first month, by card). */
  readonly saveSummary?: string;
  /** What the total pays for, after `UZS` in the lead ("a month"); nothing by default. */
  readonly totalPer?: string;
  /** The label of the lead's detail line; `Detail` by default (travel: `Countries`). */
  readonly leadLabel?: string;
  /** Runs on the check's contract before the answer, which reads the contract again (monthly KASKO's plan). */
  readonly beforeCheck?: CheckPreparation;
  /** The contract products the declaration sells (`Sale.product`) and its check accepts; `[key]` by default. */
  readonly products?: readonly string[];
  /** The check's `error` once paid; `false` by default (sport answers 0). */
  readonly paidError?: number;
  /** No check of its own (OSGOP): `check` is the platform's (`PAYMENT_ENDPOINTS.check`), registered elsewhere. */
  readonly platformCheck?: boolean;
  /** The 422 body when the client's total differs, when not `priceMismatchBody` (travel's message, `summa_all`). */
  readonly priceMismatch?: (serverTotal: number) => unknown;
  /** The product's own routes besides the save and the check (its dictionaries), registered before them. */
  readonly routes?: (app: FastifyInstance, options: SaleRoutesOptions) => void | Promise<void>;
  /** How its policies are renewed when not the kit's way; `false`: bought anew (a new application's files). */
  readonly renewal?: Renewal<EndpointRequest<Save>['Body']> | false;
  /**
   * How the holder may cancel its policies and what comes back (`./cancellation.ts`): a rule of the kit by name
   * (`'standard'`, `'compulsory'`, `'trip'`) or the product's own; `'standard'` (14 days' cooling-off, then pro
   * rata less 10 %) when not declared.
   */
  readonly cancellation?: CancellationDeclaration;
}

export interface SaleRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
  /** The clock of the rules (tests); defaults to now. */
  readonly now?: () => Date;
}

const amountOf = (body: unknown): number | undefined => {
  const amount = (body as { amount_uzs?: unknown } | null)?.amount_uzs;
  return typeof amount === 'number' ? amount : undefined;
};

/**
 * The lead: the product (or `heading`), order and total, the contact lines (`sendLead` fills them), the detail,
 * the channel and the contract's agent when it has one.
 */
export function leadText(
  product: string,
  contract: Contract,
  detail: string,
  per?: string,
  note?: string,
  label = 'Detail',
  heading = `New ${productInfo(product)?.name.en ?? product} application`,
): string {
  const agent = contract.agent_id ? ` · agent ${escapeHtml(contract.agent_id)}` : '';
  return [
    `<b>${escapeHtml(heading)}${note ? ` ${escapeHtml(note)}` : ''}</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS${per ? ` ${per}` : ''}`,
    ...LEAD_CONTACT_LINES,
    `${label}: ${escapeHtml(detail)}`,
    `Channel: ${escapeHtml(contract.channel)}${agent}`,
  ].join('\n');
}

/**
 * Every declaration sold through the kit, by its save's path (a product may have several: OSAGO's policy, copy and
 * extension): a renewal finds the one that sold the policy it renews and sells its stored body again.
 */
const DECLARATIONS = new Map<string, ServerProduct<Endpoint, Endpoint>>();

export const declarationOf = (savePath: string): ServerProduct<Endpoint, Endpoint> | undefined =>
  DECLARATIONS.get(savePath);

/** The cancellation rule of each contract product a declaration sells (`products`, else its key). */
const CANCELLATIONS = new Map<string, CancellationRule>();

/** The rule a contract of this product is cancelled by: its declaration's, else the kit's standard one. */
export const cancellationOf = (contractProduct: string): CancellationRule =>
  CANCELLATIONS.get(contractProduct) ?? STANDARD_CANCELLATION;

/** What a sale writes besides the product's decision: its body (a renewal runs it again), the e-mail, what it renews. */
export interface SaleRecord {
  readonly body: unknown;
  readonly email: string | null;
  readonly renewalOf?: number;
  /**
   * The request's answer from the saved contract: recorded on its `Idempotency-Key` in the same transaction
   * (`recordAnswer`), so a repeat after the instance died before answering gets it, not a second contract.
   */
  readonly answer: (contract: Contract) => unknown;
}

/**
 * The contract (with the request's language and channel), the product's own rows, the body kept for its renewal,
 * the lead and the answer to the request's `Idempotency-Key`, in one transaction, inside the product's `around`:
 * what a save and a renewal write.
 */
export async function recordSale(
  db: Kysely<Database>,
  request: FastifyRequest,
  product: Pick<ServerProduct<Endpoint, Endpoint>, 'key' | 'save' | 'totalPer' | 'leadLabel'>,
  sale: Sale,
  record: SaleRecord,
): Promise<Contract> {
  const channel = channelOf(request);
  const write = () =>
    db.transaction().execute(async (trx) => {
      const saved = await createContract(trx, {
        product: sale.product ?? product.key,
        amountUzs: sale.amountUzs,
        channel,
        agentId: sale.agentId,
        phone: sale.phone,
        holderName: sale.holderName,
        details: sale.details,
        startDate: sale.startDate,
        endDate: sale.endDate,
        lang: requestLang(request),
        email: record.email,
        renewalOf: record.renewalOf,
      });
      await sale.alsoWrite?.(trx, saved);
      await keepSaleBody(trx, saved.id, product.save.path, record.body);
      await linkDraft(trx, request, saved.id);
      await sendLead(
        trx,
        sale.leadText
          ? sale.leadText(saved)
          : leadText(
              sale.product ?? product.key,
              saved,
              sale.lead,
              product.totalPer,
              sale.leadNote,
              product.leadLabel,
              sale.leadHeading,
            ),
        { phone: sale.phone, name: sale.contactName ?? saved.holder_name },
      );
      await recordAnswer(trx, request, record.answer(saved));
      return saved;
    });
  return sale.around ? sale.around(write) : write();
}

const insertSaleBody = reusableInsert('sale_bodies', ['contract_id', 'sale', 'body']);

/** The save's body without the buyer's e-mail (kept on the contract): what a renewal sells again. */
async function keepSaleBody(trx: Transaction<Database>, contractId: number, sale: string, body: unknown) {
  const { email: _email, ...kept } = (body ?? {}) as Record<string, unknown>;
  await insertSaleBody(trx, { contract_id: contractId, sale, body: JSON.stringify(kept) });
}

/**
 * The save and the check of a product, from its declaration. Save: idempotency and the per-client limit (route
 * config), the product's rules (400s, refusals), the price check against the server's total (422 with the
 * server's figure), then the contract (with the save's language and the buyer's optional e-mail, where the
 * policy is mailed once paid) and its lead in one transaction, and the common answer with the payment
 * links. Check: the contract by both ids, of this product only, and the common payment check answer.
 */
export function saleRoutes<Save extends Endpoint, Check extends Endpoint>(
  product: ServerProduct<Save, Check>,
) {
  // Each body type is the product's own; the renewal reads the stored body back as the product's (`./renewal.ts`).
  DECLARATIONS.set(product.save.path, product as unknown as ServerProduct<Endpoint, Endpoint>);
  const { cancellation } = product;
  if (cancellation)
    for (const key of product.products ?? [product.key])
      CANCELLATIONS.set(key, cancellationRule(cancellation));
  return async function routes(app: FastifyInstance, options: SaleRoutesOptions): Promise<void> {
    await product.routes?.(app, options);
    const config = options.config ?? readPaymentConfig(process.env);
    const { db } = options.db;
    const clock = options.now ?? (() => new Date());

    // Every save also takes the buyer's optional e-mail (checked by the schema: 400 validation on a bad one).
    serve(
      app,
      withSaleEmail(product.save),
      {
        tags: [product.tag],
        summary: product.saveSummary ?? `Save a ${product.title} application and get its payment links`,
        description:
          `${product.saveDescription} HTTP 422 price_mismatch: amount_uzs differs from the server's total ` +
          "(the body carries the server's figure).",
      },
      async (request, reply) => {
        const now = clock();
        const body = request.body as EndpointRequest<Save>['Body'];
        const sale = await product.sell(body, { db, now, today: tashkentDate(now), request });
        if ('declined' in sale) return reply.send(sale.declined);
        if ('refused' in sale)
          return reply
            .code(422)
            .send({ ...errorBody(sale.refused.code, sale.refused.message), ...sale.refused.also });
        const client = product.clientTotal ? product.clientTotal(body) : amountOf(body);
        if (client !== undefined && client !== sale.amountUzs)
          return reply
            .code(422)
            .send(
              product.priceMismatch
                ? product.priceMismatch(sale.amountUzs)
                : priceMismatchBody(sale.amountUzs, product.totalPath),
            );
        const { email } = body as SaleContact;
        const links = requestLinks(request, config);
        const answerOf = (contract: Contract) => {
          const answer = savedAnswer(contract, links(contract), sale.answer ?? {});
          return product.answerShape ? product.answerShape(answer) : answer;
        };
        const contract = await recordSale(db, request, product, sale, {
          body,
          email: email || null,
          answer: answerOf,
        });
        return reply.send(answerOf(contract));
      },
      { config: { idempotent: true, clientLimit: 'save' } },
    );

    if (product.platformCheck) return;
    serve(
      app,
      product.check,
      {
        tags: [product.tag],
        summary: `Has the ${product.title} contract been paid? (contract_id and order_id)`,
        description:
          `Paid: the /sayt/contract/check answer. Not paid: \`{ error: ${product.notPaidError ?? 1}, check: false, ` +
          "message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        ...product.checkDocs,
      },
      async (request) => {
        const answer = await productCheckAnswer(
          db,
          request,
          config,
          product.products ?? product.key,
          product.beforeCheck,
        );
        const paid = answer.check && product.paidAnswer ? product.paidAnswer(answer) : answer;
        if (answer.check && product.paidError !== undefined) return { ...paid, error: product.paidError };
        if (answer.check && product.paidAnswer) return paid;
        return answer.check || product.notPaidError === undefined
          ? answer
          : { ...answer, error: product.notPaidError };
      },
    );
  };
}
