import type { FastifyInstance } from 'fastify';
import {
  PROMO_ENDPOINTS,
  type InsurerFailure,
  type PromoResponse,
  type InterfaceLang,
} from '@polis/api-contract';
import { requestLang } from '../http/request-lang';
import { contractOfBody } from '../contracts/contract-access';
import type { Db } from '../db/database';
import { RequestError } from '../errors';
import { serve } from '../http/endpoint';
import { applyPromo, cancelPromo, type PromoOutcome } from './promo-service';
import { PROMO_TEXT } from './promo-text';

export interface PromoRoutesOptions {
  readonly db: Db;
}

const SUCCESS = { error: 0, result: true, message: 'success' } as const;

function answer(outcome: PromoOutcome, lang: InterfaceLang): PromoResponse {
  if (outcome.ok) return { ...SUCCESS, data: outcome.details };
  if (outcome.code === 'payment_in_progress') {
    // Not a refusal of the code but of the moment: a conflict with the provider's open transaction.
    throw new RequestError(409, outcome.code, PROMO_TEXT[lang].payment_in_progress, {
      provider: outcome.provider,
    });
  }
  const text = PROMO_TEXT[lang][outcome.code];
  const failure: InsurerFailure = {
    error: 1,
    result: false,
    message: text,
    error_message: text,
    code: outcome.code,
  };
  return failure;
}

const FAILURES =
  'Refusals: HTTP 200, error 1, localised error_message, code promocode_not_found / promocode_expired / ' +
  'promocode_exhausted / promocode_not_applicable / contract_not_saved (paid or cancelled). HTTP 409 ' +
  '`payment_in_progress` (localised message, details.provider payme / click / uzum-nasiya) while a payment ' +
  'opened for the current amount is unfinished: Payme created, Click prepared, Uzum Nasiya order.';

/** Promo codes of spec 001 section 7 (under /api, channel credential). */
export async function promoRoutes(app: FastifyInstance, { db: { db } }: PromoRoutesOptions) {
  serve(
    app,
    PROMO_ENDPOINTS.check,
    {
      tags: ['promo'],
      summary: 'Apply a promo code to a saved contract: its amount changes on the server',
      description:
        'The new amount is what Payme, Click and the other providers are then asked for. Another code ' +
        `replaces the one applied; the same code again changes nothing. ${FAILURES}`,
    },
    async (request) => {
      const lang = requestLang(request);
      const contract = await contractOfBody(db, request);
      return answer(
        await applyPromo(db, { contractId: contract.id, typed: request.body.promocode, lang }),
        lang,
      );
    },
  );

  serve(
    app,
    PROMO_ENDPOINTS.cancel,
    {
      tags: ['promo'],
      summary: "Remove a contract's promo code: back to the base amount (idempotent)",
      description: FAILURES,
    },
    async (request) => {
      const lang = requestLang(request);
      const contract = await contractOfBody(db, request);
      return answer(await cancelPromo(db, { contractId: contract.id, lang }), lang);
    },
  );
}
