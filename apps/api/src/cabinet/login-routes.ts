import type { FastifyInstance } from 'fastify';
import { CABINET_ENDPOINTS, type CabinetVerifyResponse } from '@polis/api-contract';
import { requestLang } from '../http/request-lang';
import type { Db } from '../db/database';
import { errorBody, RequestError } from '../errors';
import { serve } from '../http/endpoint';
import { SMS_CODE_TTL_MS } from '../outbox/sms-code';
import { normalizeUzPhone } from '../outbox/phone';
import { cabinetFailure, SUCCESS } from './cabinet-text';
import { checkLoginCode, LOGIN_SMS_LIMITS, sendLoginCode } from './login-codes';
import { FORM_CONSUMES } from './route-schema';

export interface LoginRoutesOptions {
  readonly db: Db;
}

/** 400 `invalid_phone`, as the payment calls answer a phone that is not Uzbek. */
export function phoneOf(input: string): string {
  const phone = normalizeUzPhone(input);
  if (!phone) throw new RequestError(400, 'invalid_phone', 'The phone must be 998 followed by 9 digits');
  return phone;
}

const limitsText = LOGIN_SMS_LIMITS.map((l) => `${l.count} in ${l.windowMs / 60000} minutes`).join(', ');

/** The SMS login: no token needed (these calls make one). */
export async function loginRoutes(app: FastifyInstance, { db: handle }: LoginRoutesOptions) {
  serve(
    app,
    CABINET_ENDPOINTS.sendCode,
    {
      tags: ['cabinet'],
      summary: 'Send a six-digit login code to the phone (SMS outbox)',
      description:
        `The code expires in 5 minutes; a new one voids the earlier. At most ${limitsText} per phone ` +
        '(429 rate_limited with Retry-After). The answer is the same whether or not the phone has an ' +
        'account. Header `lang` picks the SMS language.',
      consumes: FORM_CONSUMES,
    },
    async (request, reply) => {
      const phone = phoneOf(request.body.phone);
      const outcome = await sendLoginCode(handle, { phone, lang: requestLang(request) });
      if (!outcome.sent) {
        return reply
          .code(429)
          .header('retry-after', String(outcome.retryAfterMs / 1000))
          .send(errorBody('rate_limited', 'Too many codes sent to this phone; try again later'));
      }
      return { ...SUCCESS, expires_in: SMS_CODE_TTL_MS / 1000 };
    },
    { config: { clientLimit: 'sms' } },
  );

  serve(
    app,
    CABINET_ENDPOINTS.checkCode,
    {
      tags: ['cabinet'],
      summary: 'Log in with the SMS code: a session token',
      description:
        'Right code: `token` (send it as X-Auth-Token; valid 30 days or until logout) and ' +
        '`is_registered`. The account is created at the first login; `referral_code` then records who ' +
        'invited it. Refusals, HTTP 200 with error 1: wrong_code (attempts_left), code_locked (the fifth ' +
        'wrong code), code_expired (also used, replaced or never sent).',
      consumes: FORM_CONSUMES,
    },
    async (request): Promise<CabinetVerifyResponse> => {
      const phone = phoneOf(request.body.phone);
      const outcome = await checkLoginCode(handle, {
        phone,
        code: request.body.code,
        referralCode: request.body.referral_code || undefined,
        userAgent: request.headers['user-agent'],
      });
      switch (outcome.kind) {
        case 'logged_in':
          return {
            ...SUCCESS,
            token: outcome.token,
            expires_at: outcome.expiresAt,
            is_registered: outcome.isRegistered,
          };
        case 'wrong_code':
          return cabinetFailure('wrong_code', outcome.attemptsLeft);
        case 'code_locked':
          return cabinetFailure('code_locked', 0);
        default:
          return cabinetFailure('code_expired');
      }
    },
  );
}
