import type { SavePolicyFailure } from '@polis/api-contract';
import { OSAGO_INSURED_SUM, PERIOD_MONTHS, territoryOf } from '@polis/tariffs';
import type { ContractDetails } from '../../contracts/contract-service';
import { addMonthsInclusive, addDays } from '../../contracts/format';
import { paidCoverOverlapping } from '../../contracts/vehicle-cover';
import { sendChat } from '../../outbox/chat-outbox';
import { escapeHtml, maskPhone } from '../../outbox/mask';
import { vehicleTypeOf, type VehicleRecord } from '../../registries/vehicle-lookup';
import { channelOf } from '../../http/channel';
import { decline, type Declined, type Sale, type SaleContext } from '../kit/sale';
import { applicationDataOf, storeApplication, type SaveSource } from './application-store';
import { appliedDiscount, entitledDiscount, NO_DISCOUNT } from './discount';
import { checkDrivers } from './driver-rules';
import type { OsagoOrder } from './order';
import { saveFailure } from './osago-failures';
import { checkOwner, checkVehicle, holderName } from './owner-rules';
import { priceOf, type OsagoPrice } from './pricing';

const TITLES: Record<SaveSource['kind'], string> = {
  policy: 'New OSAGO application',
  copy: 'New OSAGO application (copy)',
  extension: 'OSAGO renewal application',
};

// One OSAGO sale for the kit: registry checks (codes 1-11, HTTP 200, reported to the chat relay), the server's
// price, the contract and its lead, the application row (what copy and extension pre-fill from) with them.
export async function sellOrder(
  order: OsagoOrder,
  source: SaveSource,
  { db, request }: SaleContext,
): Promise<Sale | Declined> {
  const channel = channelOf(request);
  // Spec 000 section 1: failures are reported to the chat relay too (what failed, never whose documents).
  const refuse = async (failure: SavePolicyFailure) => {
    await sendChat(db, refusalText(source.kind, channel, order, failure));
    return decline(failure);
  };
  if (source.plate !== undefined && order.vehicle.plate !== source.plate) {
    return refuse(saveFailure('vehicleMismatch'));
  }
  const vehicle = await checkVehicle(db, order.vehicle);
  if (vehicle.failure) return refuse(vehicle.failure);
  const holder = await checkOwner(db, vehicle.value, order.owner);
  if (holder.failure) return refuse(holder.failure);
  const vehicleTypeId = vehicleTypeOf(vehicle.value);
  const drivers = await checkDrivers(db, order.drivers, vehicleTypeId);
  if (drivers.failure) return refuse(drivers.failure);

  const plate = vehicle.value.gov_number;
  const discountId =
    holder.value.type === 'person'
      ? appliedDiscount(order.claimedDiscountId, await entitledDiscount(db, holder.value.person.pinfl, plate))
      : NO_DISCOUNT;
  const price = priceOf(
    { plate, vehicleTypeId, driversLimit: order.limit, periodId: order.periodId },
    discountId,
    order.addons,
  );
  const months = PERIOD_MONTHS[order.periodId];
  const endDate = addMonthsInclusive(order.startDate, months);
  const cover = await paidCoverOverlapping(db, plate, order.startDate, endDate);
  if (cover) {
    const facts = { insured_until: cover.until, next_start_date: addDays(cover.until, 1) };
    return refuse(saveFailure('alreadyInsured', null, facts));
  }
  const data = applicationDataOf(order, vehicle.value, holder.value, drivers.value, discountId);
  return {
    amountUzs: price.total,
    phone: order.phone ?? undefined,
    holderName: holderName(holder.value),
    agentId: order.agentId,
    details: detailsOf(order, vehicle.value, price),
    startDate: order.startDate,
    endDate,
    leadHeading: TITLES[source.kind],
    // The lead names the plate, never a passport or PINFL.
    lead: `${plate} · ${vehicle.value.model} · ${months} months`,
    alsoWrite: (trx, contract) => storeApplication(trx, contract.id, source, data),
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

/** A refused save: the code, the driver at fault, the plate as typed, a masked phone and the channel. */
function refusalText(
  kind: SaveSource['kind'],
  channel: string,
  order: OsagoOrder,
  failure: SavePolicyFailure,
) {
  const key = failure.response.key;
  return [
    `<b>${TITLES[kind]} refused</b>`,
    `Error ${failure.error} ${escapeHtml(failure.code)}${key ? ` · driver ${key}` : ''}`,
    order.phone ? `Phone: ${maskPhone(order.phone)}` : null,
    `Detail: ${escapeHtml(order.vehicle.plate)}`,
    `Channel: ${escapeHtml(channel)}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}
