import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CABINET_ENDPOINTS,
  type CabinetClaimResponse,
  type CabinetClaimsResponse,
  type CabinetPoliciesResponse,
  type CabinetPolicyResponse,
} from '@polis/api-contract';
import { requestLang } from '../http/request-lang';
import type { Db } from '../db/database';
import { RequestError } from '../errors';
import { serve } from '../http/endpoint';
import type { PaymentConfig } from '../payments/payment-config';
import { originOf } from '../http/origin';
import { SUCCESS } from './cabinet-text';
import { claimDetailOf, claimItemOf, claimsOfUser, filesOfClaims } from './claims';
import { policyDetailOf, policyItemOf, type ItemContext } from './policy-items';
import { TOKEN_ROUTE_NOTE } from './route-schema';
import { requireSession, sessionOf } from '../contracts/owner-session';
import { policiesOfUser } from '../contracts/holder-policies';
import { reminderNow } from '../contracts/renewals';

export interface RecordRoutesOptions {
  readonly db: Db;
  readonly config: PaymentConfig;
}

const OWN_ONLY =
  "Another user's id answers 404 exactly like a missing one, so ids (sequential) reveal nothing.";

/** The user's policies and claims (behind the session token, object-level checks on every id). */
export async function recordRoutes(app: FastifyInstance, { db: { db }, config }: RecordRoutesOptions) {
  const onRequest = requireSession(db);
  // A claimant's session (the SMS code of a claim, no account) follows its claims here too.
  const claimsRequest = requireSession(db, { claims: true });
  const itemContext = async (request: FastifyRequest): Promise<ItemContext> => ({
    db,
    lang: requestLang(request),
    origin: originOf(request, config),
    policyTokenSecret: config.policyTokenSecret,
    renewalNow: await reminderNow(db, config.sandbox),
  });

  serve(
    app,
    CABINET_ENDPOINTS.policies,
    {
      tags: ['cabinet'],
      summary: "The user's issued policies, newest first",
      description:
        `${TOKEN_ROUTE_NOTE} Policies bought with the session's phone, and once registered those whose ` +
        "OSAGO owner is the user (PINFL). `takoful` is 1 for takaful products (the spec's front end keeps " +
        '0 only); `auto_payment` is the card subscription of the contract. Header `lang` names products.',
    },
    async (request): Promise<CabinetPoliciesResponse> => {
      const ctx = await itemContext(request);
      const issued = await policiesOfUser(db, sessionOf(request).user);
      const data = [];
      for (const policy of issued) data.push(await policyItemOf(ctx, policy));
      return { ...SUCCESS, data };
    },
    { onRequest },
  );

  serve(
    app,
    CABINET_ENDPOINTS.policy,
    {
      tags: ['cabinet'],
      summary: 'One policy of the user with what it prints (id: the contract id of the list)',
      description: `${TOKEN_ROUTE_NOTE} ${OWN_ONLY} (404 policy_not_found)`,
    },
    async (request): Promise<CabinetPolicyResponse> => {
      const [issued] = await policiesOfUser(db, sessionOf(request).user, { contractId: request.params.id });
      if (!issued) throw new RequestError(404, 'policy_not_found', 'No such policy');
      return { ...SUCCESS, data: await policyDetailOf(await itemContext(request), issued) };
    },
    { onRequest },
  );

  serve(
    app,
    CABINET_ENDPOINTS.claims,
    {
      tags: ['cabinet'],
      summary: "The user's insurance claims, newest event first",
      description:
        `${TOKEN_ROUTE_NOTE} Claims filed with the session's phone or by the registered person. ` +
        'claim_status: new, in_review, documents_required, approved, paid, rejected.',
    },
    async (request): Promise<CabinetClaimsResponse> => {
      const rows = await claimsOfUser(db, sessionOf(request).user);
      const files = await filesOfClaims(
        db,
        rows.map((row) => row.id),
      );
      return { ...SUCCESS, data: rows.map((row) => claimItemOf(row, files.get(row.id))) };
    },
    { onRequest: claimsRequest },
  );

  serve(
    app,
    CABINET_ENDPOINTS.claim,
    {
      tags: ['cabinet'],
      summary: 'One claim of the user, with the amounts claimed and paid',
      description: `${TOKEN_ROUTE_NOTE} ${OWN_ONLY} (404 claim_not_found)`,
    },
    async (request): Promise<CabinetClaimResponse> => {
      const [claim] = await claimsOfUser(db, sessionOf(request).user, { id: request.params.id });
      if (!claim) throw new RequestError(404, 'claim_not_found', 'No such claim');
      const files = await filesOfClaims(db, [claim.id]);
      return { ...SUCCESS, data: claimDetailOf(claim, files.get(claim.id)) };
    },
    { onRequest: claimsRequest },
  );
}
