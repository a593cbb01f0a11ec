import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CLAIM_ENDPOINTS,
  CLAIM_FILE_FIELDS,
  CLAIM_FORMS,
  type CabinetClaimResponse,
  type ClaimForm,
  type ClaimPolicyResponse,
} from '@polis/api-contract';
import { claimDetailOf, claimsOfUser, filesOfClaims } from '../cabinet/claims';
import { findUserByPhone } from '../cabinet/cabinet-users';
import { cabinetFailure, SUCCESS } from '../cabinet/cabinet-text';
import { phoneOf } from '../cabinet/login-routes';
import { FORM_CONSUMES, TOKEN_ROUTE_NOTE } from '../cabinet/route-schema';
import { requireSession, sessionOf } from '../contracts/owner-session';
import { tashkentDate } from '../contracts/format';
import { reminderNow } from '../contracts/renewals';
import { readPaymentConfig } from '../payments/payment-config';
import { normaliseDate } from '../registries/dates';
import { policiesOfUser } from '../contracts/holder-policies';
import type { Db } from '../db/database';
import { errorBody, RequestError } from '../errors';
import { serve } from '../http/endpoint';
import { requestLang } from '../http/request-lang';
import { policyPeriod } from '../policies/policy-view';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../uploads/file-types';
import { type UploadStorage, uploadStorageFor } from '../uploads/storage';
import { uploadedFiles, uploadForms, type CheckedFile } from '../uploads/upload-form';
import { checkClaimCode, CLAIM_PHONE_LIMITS, CLAIM_POLICY_LIMIT, sendClaimCode } from './claim-codes';
import {
  claimPolicyOf,
  claimRuleOf,
  contractTarget,
  findClaimPolicy,
  type ClaimTarget,
} from './claim-policy';
import { eventRefusal, formRefusal, payoutRefusal, type Refusal } from './claim-rules';
import { addClaimFiles, insertClaim } from './claim-store';

export interface ClaimRoutesOptions {
  readonly db: Db;
  readonly storage?: UploadStorage;
  /** Whether the sandbox's reminder clock applies (the environment's by default). */
  readonly sandbox?: boolean;
}

/** Every file part a claim may carry; the product's form then says which groups it takes. */
const FILE_RULES = Object.fromEntries(
  CLAIM_FILE_FIELDS.map((name) => [name, name.startsWith('photo') ? IMAGE_TYPES : DOCUMENT_TYPES]),
);

const refuse = (r: Refusal): never => {
  throw new RequestError(422, r.code, r.message, { field: r.field });
};

/** The files against the form: only its groups, at least one of each group it requires. */
function checkGroups(form: ClaimForm, files: readonly CheckedFile[]) {
  for (const file of files) {
    const group = file.field.replace(/_[0-9]+$/, '');
    if (!form.files.some((g) => g.name === group)) {
      throw new RequestError(400, 'unexpected_file', `The product's form takes no ${group} files`, {
        field: file.field,
      });
    }
  }
  const missing = form.files.find((g) => g.required && !files.some((f) => f.field.startsWith(`${g.name}_`)));
  if (missing) {
    throw new RequestError(400, 'file_required', `At least one ${missing.name} file is required`, {
      field: `${missing.name}_1`,
    });
  }
}

const limitsText = CLAIM_PHONE_LIMITS.map((l) => `${l.count} in ${l.windowMs / 60000} minutes`).join(', ');

/**
 * Claims online (README.md here): the policy look-up, the claimant's SMS code and session, filing a claim with
 * its files, adding files when documents are required, and a claim's file to its claimant.
 */
export async function claimRoutes(app: FastifyInstance, options: ClaimRoutesOptions) {
  const handle = options.db;
  const { db } = handle;
  const storage = options.storage ?? uploadStorageFor(options.db);
  if (!app.hasRequestDecorator('cabinetSession')) app.decorateRequest('cabinetSession', null);
  await uploadForms(app, FILE_RULES);
  const onRequest = requireSession(db, { claims: true });
  const sandbox = options.sandbox ?? readPaymentConfig(process.env).sandbox;
  // A claim's validity (the event within the policy's period and the claim period) reads the reminder clock, so a
  // sandbox journey that lived a year in a minute claims on the day it lives in.
  const today = async () => tashkentDate(await reminderNow(db, sandbox));

  serve(
    app,
    CLAIM_ENDPOINTS.policy,
    {
      tags: ['claims'],
      summary: 'The policy a claim is made on, by series and number or (OSAGO) plate, and its claim form',
      description:
        'No session needed: answers only what a claimant needs (product, masked holder, period, status, ' +
        "the product's claim form and period). 404 policy_not_found; 400 policy_naming without a whole naming.",
      consumes: FORM_CONSUMES,
    },
    async (request): Promise<ClaimPolicyResponse> => {
      const day = request.body.event_date ?? (await today());
      const issued = await findClaimPolicy(db, request.body, day);
      return { ...SUCCESS, data: claimPolicyOf(issued, requestLang(request)) };
    },
    { config: { clientLimit: 'lookup' } },
  );

  serve(
    app,
    CLAIM_ENDPOINTS.sendCode,
    {
      tags: ['claims'],
      summary: "Send a claimant's six-digit code to the phone, naming the policy claimed on",
      description:
        `No account needed. At most ${limitsText} per phone and ${CLAIM_POLICY_LIMIT.count} a day per policy: ` +
        '429 rate_limited with Retry-After and details.limit claim_phone or claim_policy.',
      consumes: FORM_CONSUMES,
    },
    async (request, reply) => {
      const phone = phoneOf(request.body.phone);
      const issued = await findClaimPolicy(db, request.body, await today());
      const outcome = await sendClaimCode(handle, {
        phone,
        policyId: issued.policy.id,
        lang: requestLang(request),
      });
      if (!outcome.sent) {
        const retryAfter = outcome.retryAfterMs / 1000;
        return reply
          .code(429)
          .header('retry-after', String(retryAfter))
          .send(
            errorBody('rate_limited', 'Too many codes for this phone or policy; try again later', {
              limit: outcome.limit,
              retry_after: retryAfter,
            }),
          );
      }
      return { ...SUCCESS, expires_in: 300 };
    },
    { config: { clientLimit: 'sms' } },
  );

  serve(
    app,
    CLAIM_ENDPOINTS.checkCode,
    {
      tags: ['claims'],
      summary: "The claimant's code: a 24-hour session for the claim calls",
      description:
        'Right code: `token` (X-Auth-Token of client-claims, its files and claim-files; not a cabinet login). ' +
        'Refusals, HTTP 200 with error 1: wrong_code (attempts_left), code_locked, code_expired.',
      consumes: FORM_CONSUMES,
    },
    async (request) => {
      const outcome = await checkClaimCode(handle, {
        phone: phoneOf(request.body.phone),
        code: request.body.code,
      });
      if (outcome.kind === 'ok') return { ...SUCCESS, token: outcome.token, expires_at: outcome.expiresAt };
      if (outcome.kind === 'wrong_code') return cabinetFailure('wrong_code', outcome.attemptsLeft);
      return cabinetFailure(
        outcome.kind === 'code_locked' ? 'code_locked' : 'code_expired',
        outcome.kind === 'code_locked' ? 0 : undefined,
      );
    },
  );

  const targetOf = async (
    request: FastifyRequest,
    body: Parameters<typeof findClaimPolicy>[1] & { contract_id?: string; event_date: string },
  ): Promise<ClaimTarget> => {
    const { user } = sessionOf(request);
    if (body.contract_id) {
      return contractTarget(
        db,
        Number(body.contract_id),
        async (contract) =>
          user.phone === contract.phone ||
          (await policiesOfUser(db, user, { contractId: contract.id })).length > 0,
      );
    }
    return { kind: 'issued', issued: await findClaimPolicy(db, body, body.event_date) };
  };

  serve(
    app,
    CLAIM_ENDPOINTS.file,
    {
      tags: ['claims'],
      summary: 'File a claim with its files (multipart): it belongs to the session that files it',
      description:
        `${TOKEN_ROUTE_NOTE} The cabinet session or a claimant's (claim-code). The policy by series and number, ` +
        'plate (OSAGO) or contract_id (a contract of the session). Refusals 422 with details.field: ' +
        'policy_not_paid, event_in_future, policy_not_in_force, claim_period_over, field_required, ' +
        'field_not_in_form, payout_required; files as the uploads rules say (413, 415, 400).',
      consumes: ['multipart/form-data', 'application/json'],
    },
    async (request): Promise<CabinetClaimResponse> => {
      const { user } = sessionOf(request);
      const eventDate = normaliseDate(request.body.event_date);
      const body = { ...request.body, event_date: eventDate ?? request.body.event_date };
      if (!eventDate) {
        throw new RequestError(400, 'validation', 'body/event_date is not a real day', [
          { part: 'body', path: '/event_date', message: 'is not a real day' },
        ]);
      }
      const target = await targetOf(request, body);
      if (target.kind === 'unpaid') {
        return refuse({ code: 'policy_not_paid', field: 'policy', message: 'The policy is not paid' });
      }
      const { issued } = target;
      const rule = claimRuleOf(issued.contract.product);
      const form = CLAIM_FORMS[rule.form];
      const refusal =
        eventRefusal({
          paid: issued.contract.status === 'issued',
          period: policyPeriod(issued),
          eventDate: body.event_date,
          today: await today(),
          periodDays: rule.periodDays,
        }) ??
        formRefusal(form, body) ??
        payoutRefusal(body);
      if (refusal) refuse(refusal);
      const files = [...uploadedFiles(request).values()];
      checkGroups(form, files);
      const holderPhone = issued.contract.phone;
      const notifyHolder =
        rule.liability && holderPhone && holderPhone !== user.phone
          ? {
              phone: holderPhone,
              // The language the policy was bought in; before contracts kept it, the holder's account's.
              lang: issued.contract.lang ?? (await findUserByPhone(db, holderPhone))?.lang ?? 'uz',
              email: issued.contract.email,
            }
          : null;
      const row = await insertClaim(
        db,
        storage,
        {
          user,
          lang: requestLang(request),
          product: issued.contract.product,
          contractId: issued.contract.id,
          policyId: issued.policy.id,
          policyNumber: `${issued.policy.series} ${issued.policy.number}`,
          eventDate: body.event_date,
          eventTime: body.event_time,
          place: body.place,
          otherPlate: body.other_plate,
          country: body.country,
          description: body.description,
          payout:
            body.payout_method === 'card'
              ? { method: 'card', card: body.card_number ?? '' }
              : { method: 'account', account: body.bank_account ?? '', mfo: body.bank_mfo ?? '' },
          notifyHolder,
        },
        files,
      );
      const stored = await filesOfClaims(db, [row.id]);
      return { ...SUCCESS, data: claimDetailOf(row, stored.get(row.id)) };
    },
    { onRequest },
  );

  serve(
    app,
    CLAIM_ENDPOINTS.addFiles,
    {
      tags: ['claims'],
      summary: 'Add files to a claim the adjuster asked documents for (status documents_required)',
      description:
        `${TOKEN_ROUTE_NOTE} The claim's own session only (404 claim_not_found otherwise); 409 ` +
        'claim_not_awaiting_files in any other status. The claim goes back to in_review (SMS).',
      consumes: ['multipart/form-data'],
    },
    async (request): Promise<CabinetClaimResponse> => {
      const [claim] = await claimsOfUser(db, sessionOf(request).user, { id: request.params.id });
      if (!claim) throw new RequestError(404, 'claim_not_found', 'No such claim');
      if (claim.status !== 'documents_required') {
        throw new RequestError(409, 'claim_not_awaiting_files', 'The claim does not await documents');
      }
      const files = [...uploadedFiles(request).values()];
      // What the adjuster asked for may be of any group: a police report on a property claim is a document.
      if (files.length === 0) {
        throw new RequestError(400, 'file_required', 'At least one file is required', {
          field: 'document_1',
        });
      }
      const row = await addClaimFiles(db, storage, claim, files);
      const stored = await filesOfClaims(db, [row.id]);
      return { ...SUCCESS, data: claimDetailOf(row, stored.get(row.id)) };
    },
    { onRequest },
  );

  serve(
    app,
    CLAIM_ENDPOINTS.download,
    {
      tags: ['claims'],
      summary: "A claim's photo or document, to the session that filed the claim",
      description: `${TOKEN_ROUTE_NOTE} Another session's file and an unknown id: the same 404 file_not_found.`,
    },
    async (request, reply) => {
      const notFound = () => reply.code(404).send(errorBody('file_not_found', 'No such file'));
      const file = await db
        .selectFrom('claim_files')
        .select(['claim_id', 'storage_key', 'content_type'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!file) return notFound();
      const [own] = await claimsOfUser(db, sessionOf(request).user, { id: file.claim_id });
      const bytes = own ? await storage.get(file.storage_key) : null;
      if (!bytes) return notFound();
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
    { onRequest },
  );
}
