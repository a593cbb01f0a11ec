import type { Kysely } from 'kysely';
import type { CabinetPolicy, CabinetPolicyDetail, InterfaceLang } from '@polis/api-contract';
import { planAnswer } from '../subscriptions/monthly-plan';
import { parseDetails } from '../contracts/contract-service';
import { productName } from '../contracts/products';
import type { Database } from '../db/schema';
import { absoluteUrl } from '../http/origin';
import { currentPolicyStatus } from '../policies/policy-state';
import { policyPdfPath, policyPeriod } from '../policies/policy-view';
import { subscriptionInfo } from '../subscriptions/subscription-info';
import { subscriptionOfContract } from '../subscriptions/subscription-service';
import { filesOfContract } from '../uploads/contract-files';
import { contractFilePath } from '../uploads/upload-routes';
import { productTypeIdOf, takofulOf } from './product-types';
import { type IssuedPolicy } from '../contracts/holder-policies';
import { cabinetRenewalToken } from '../contracts/renewals';

export interface ItemContext {
  readonly db: Kysely<Database>;
  readonly lang: InterfaceLang;
  /** Origin the PDF links are built on (POLIS_PUBLIC_ORIGIN, else the request's). */
  readonly origin: string;
  readonly policyTokenSecret: string;
  readonly now?: Date;
  /** The reminder clock's now: whether "Renew" is offered (`contracts/renewals.ts`); real time by default. */
  readonly renewalNow?: Date;
}

/** One policy as the cabinet lists it: the PDF link carries its token, as the payment check's does. */
export async function policyItemOf(ctx: ItemContext, issued: IssuedPolicy): Promise<CabinetPolicy> {
  const { contract, policy } = issued;
  const period = policyPeriod(issued);
  // The subscriptions module's own rule: the active card, else the one waiting for a code, else the latest.
  const subscription = await subscriptionOfContract(ctx.db, contract.id);
  return {
    id: contract.id,
    contract_id: contract.id,
    product: contract.product,
    product_name: productName(contract.product, ctx.lang),
    product_type_id: productTypeIdOf(contract.product),
    takoful: takofulOf(contract.product),
    policy_series: policy.series,
    policy_number: policy.number,
    valid_from: period.from,
    valid_to: period.to,
    status: currentPolicyStatus(issued, ctx.now),
    amount_uzs: contract.amount_uzs,
    url: absoluteUrl(ctx.origin, policyPdfPath(policy, ctx.policyTokenSecret)),
    auto_payment: subscriptionInfo(contract.id, subscription, ctx.now),
    renewal: await cabinetRenewalToken(ctx.db, ctx.policyTokenSecret, contract, ctx.renewalNow ?? new Date()),
  };
}

/**
 * Not the order id: it opens the OSAGO pre-fill (drivers' passports) for any channel, and a policy listed by
 * the owner's PINFL may have been bought by someone else.
 */
export async function policyDetailOf(ctx: ItemContext, issued: IssuedPolicy): Promise<CabinetPolicyDetail> {
  return {
    ...(await policyItemOf(ctx, issued)),
    holder_name: issued.contract.holder_name,
    issued_at: issued.policy.issued_at,
    details: parseDetails(issued.contract),
    ...(await monthlyOf(ctx.db, issued.contract.id, issued.contract.product)),
    ...(await filesOf(ctx, issued.contract.id)),
  };
}

/** Monthly mini KASKO's plan: next charge date, history, lapsed state (src/products/monthly-kasko). */
async function monthlyOf(db: Kysely<Database>, contractId: number, product: string) {
  if (product !== 'monthly-kasko') return {};
  const plan = await planAnswer(db, contractId);
  if (!plan) return {};
  const { status, amount_uzs, periods_paid, paid_through, next_charge_date, history } = plan;
  return { monthly: { status, amount_uzs, periods_paid, paid_through, next_charge_date, history } };
}

/** Uploaded photos and documents (pets, job loss); the field is left out for products without any. */
async function filesOf(ctx: ItemContext, contractId: number) {
  const files = await filesOfContract(ctx.db, contractId);
  if (files.length === 0) return {};
  return { files: files.map((file) => ({ ...file, url: contractFilePath(file.id) })) };
}
