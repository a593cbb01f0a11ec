import type { Kysely } from 'kysely';
import type { PriceMismatchBody, SavePolicyFailure, SavePolicySaved } from '@polis/api-contract';
import { OSAGO_INSURED_SUM, PERIOD_MONTHS, territoryOf } from '@polis/tariffs';
import { createContract, type Contract, type ContractDetails } from '../../contracts/contract-service';
import { addMonthsInclusive, formatUzs, addDays } from '../../contracts/format';
import type { Database } from '../../db/schema';
import { sendChat, sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml, maskPhone } from '../../outbox/mask';
import { applicationDataOf, storeApplication, type ApplicationKind } from './application-store';
import { appliedDiscount, entitledDiscount, NO_DISCOUNT } from './discount';
import { checkDrivers } from './driver-rules';
import type { OsagoOrder } from './order';
import { saveFailure } from './osago-failures';
import { checkOwner, checkVehicle, holderName } from './owner-rules';
import { priceOf, type OsagoPrice } from './pricing';
import { paidCoverOverlapping } from '../../contracts/vehicle-cover';
import { vehicleTypeOf, type VehicleRecord } from '../../registries/vehicle-lookup';
import { SUCCESS } from '../kit/insurer-answers';
import { priceMismatchBody } from '../kit/price-mismatch';

export interface SaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly kind: ApplicationKind;
  /** The contract copied or extended. */
  readonly sourceContractId: number | null;
  /** Extension: the plate of the contract being extended; another vehicle is refused. */
  readonly expectedPlate?: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
}

export type SaveOutcome =
  | { readonly status: 200; readonly body: SavePolicySaved | SavePolicyFailure }
  | { readonly status: 422; readonly body: PriceMismatchBody };

const failed = (body: SavePolicyFailure): SaveOutcome => ({ status: 200, body });

/**
 * One OSAGO save: registry checks (codes 1-10), the server's price (422 when the client's differs), then
 * the contract, its application row and the chat report in one transaction, so nothing is half written.
 */
export async function saveOrder(ctx: SaveContext, order: OsagoOrder): Promise<SaveOutcome> {
  const { db } = ctx;
  // Spec 000 section 1: failures are reported to the chat relay too (what failed, never whose documents).
  const refuse = async (failure: SavePolicyFailure): Promise<SaveOutcome> => {
    await sendChat(db, refusalText(ctx, order, failure));
    return failed(failure);
  };
  if (ctx.expectedPlate !== undefined && order.vehicle.plate !== ctx.expectedPlate) {
    return refuse(saveFailure('vehicleMismatch'));
  }
  const vehicle = await checkVehicle(db, order.vehicle);
  if (vehicle.failure) return refuse(vehicle.failure);
  const holder = await checkOwner(db, vehicle.value, order.owner);
  if (holder.failure) return refuse(holder.failure);
  const vehicleTypeId = vehicleTypeOf(vehicle.value);
  const drivers = await checkDrivers(db, order.drivers, vehicleTypeId);
  if (drivers.failure) return refuse(drivers.failure);

  const discountId =
    holder.value.type === 'person'
      ? appliedDiscount(
          order.claimedDiscountId,
          await entitledDiscount(db, holder.value.person.pinfl, vehicle.value.gov_number),
        )
      : NO_DISCOUNT;
  const price = priceOf(
    { plate: vehicle.value.gov_number, vehicleTypeId, limit: order.limit, periodId: order.periodId },
    discountId,
    order.addons,
  );
  const endDate = addMonthsInclusive(order.startDate, PERIOD_MONTHS[order.periodId]);
  const cover = await paidCoverOverlapping(db, vehicle.value.gov_number, order.startDate, endDate);
  if (cover) {
    return refuse(
      saveFailure('alreadyInsured', null, {
        insured_until: cover.until,
        next_start_date: addDays(cover.until, 1),
      }),
    );
  }
  if (price.total !== order.amountUzs) return { status: 422, body: priceMismatchBody(price.total) };

  const contract = await db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'osago',
      amountUzs: price.total,
      channel: ctx.channel,
      agentId: order.agentId,
      phone: order.phone,
      holderName: holderName(holder.value),
      details: detailsOf(order, vehicle.value, price),
      startDate: order.startDate,
      endDate,
    });
    const data = applicationDataOf({
      order,
      vehicle: vehicle.value,
      holder: holder.value,
      drivers: drivers.value,
      discountId,
    });
    await storeApplication(trx, {
      contractId: saved.id,
      kind: ctx.kind,
      sourceContractId: ctx.sourceContractId,
      data,
    });
    await sendLead(trx, chatText(ctx.kind, saved, vehicle.value, order), {
      phone: order.phone,
      name: saved.holder_name,
    });
    return saved;
  });
  const links = ctx.links(contract);
  return {
    status: 200,
    body: {
      ...SUCCESS,
      response: {
        amount_uzs: contract.amount_uzs,
        contract_id: contract.id,
        order_id: contract.order_id,
        payme_url: links.payme,
        url: links.click,
        key: null,
      },
    },
  };
}

const ADDON_NAMES = { accident: 'accident', gazBalloon: 'gas cylinder', gosNumberInsurance: 'number plate' };

/**
 * Printed on the policy: facts about the cover, never a name or a document number of a person (nor the
 * benefit category: "disabled person" is health data).
 */
function detailsOf(order: OsagoOrder, vehicle: VehicleRecord, price: OsagoPrice): ContractDetails {
  const addons = (Object.keys(ADDON_NAMES) as (keyof typeof ADDON_NAMES)[])
    .filter((key) => order.addons[key])
    .map((key) => ADDON_NAMES[key]);
  if (price.miniKasko) addons.push(`mini kasko ${price.miniKasko.name}`);
  return {
    plate: vehicle.gov_number,
    vehicle: vehicle.model,
    period_months: PERIOD_MONTHS[order.periodId],
    drivers: order.limit === 1 ? 'unlimited' : order.drivers.length,
    insured_sum: OSAGO_INSURED_SUM,
    territory: territoryOf(vehicle.gov_number),
    addons: addons.length > 0 ? addons.join(', ') : null,
  };
}

const TITLES: Record<ApplicationKind, string> = {
  policy: 'New OSAGO application',
  copy: 'New OSAGO application (copy)',
  extension: 'OSAGO renewal application',
};

/** A refused save: the code, the driver at fault, the plate as typed, a masked phone and the channel. */
function refusalText(ctx: SaveContext, order: OsagoOrder, failure: SavePolicyFailure) {
  const key = failure.response.key;
  return [
    `<b>${TITLES[ctx.kind]} refused</b>`,
    `Error ${failure.error} ${escapeHtml(failure.code)}${key ? ` · driver ${key}` : ''}`,
    order.phone ? `Phone: ${maskPhone(order.phone)}` : null,
    `Detail: ${escapeHtml(order.vehicle.plate)}`,
    `Channel: ${escapeHtml(ctx.channel)}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** The lead names the product, the contact's name and phone (in full, `sendLead`) and the plate; the rest is masked. */
function chatText(kind: ApplicationKind, contract: Contract, vehicle: VehicleRecord, order: OsagoOrder) {
  return [
    `<b>${TITLES[kind]}</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(vehicle.gov_number)} · ${escapeHtml(vehicle.model)} · ${PERIOD_MONTHS[order.periodId]} months`,
    `Channel: ${escapeHtml(contract.channel)}${contract.agent_id ? ` · agent ${escapeHtml(contract.agent_id)}` : ''}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}
