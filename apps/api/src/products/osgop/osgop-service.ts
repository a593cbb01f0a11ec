import type { Kysely } from 'kysely';
import type {
  OsgopCalculationResponse,
  OsgopRefusal,
  OsgopSaveRequest,
  OsgopSaveResponse,
  OsgopVehicle,
} from '@polis/api-contract';
import { OSAGO_MAX_START_AHEAD_DAYS, osgopInsuredSum, osgopPremium, osgopTerm } from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { addMonthsInclusive, formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { carFacts } from '../kit/car-facts';
import { lookupFailure, SUCCESS } from '../kit/insurer-answers';
import { fullNameOf } from '../kit/full-name';
import { priceMismatchBody } from '../kit/price-mismatch';
import {
  findVehicle,
  ownerNameShown,
  vehicleDocsOf,
  type VehicleRecord,
} from '../../registries/vehicle-lookup';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { normaliseDate } from '../../registries/dates';
import { findPerson } from '../../registries/person-lookup';
import { passengerEntry } from './passenger-register';
import { Issues } from '../../http/issues';

type Db = Kysely<Database>;
type Keys = { seria: string; number: string; vehicleNumber: string };

export type Carrier =
  | {
      readonly found: true;
      readonly vehicle: VehicleRecord;
      /** The owner's full name (the registry's, or the company's): for the contract, never the look-up. */
      readonly ownerName: string;
      /** The look-up's answer: a person owner masked (`ownerNameShown`). */
      readonly view: OsgopVehicle;
    }
  | { readonly found: false; readonly error: 1 | 2; readonly code: string; readonly message: string };

/** The vehicle in the vehicle registry (OSAGO's look-up) and in the passenger register, with its owner. */
export async function findCarrier(db: Db, keys: Keys): Promise<Carrier> {
  const vehicle = await findVehicle(db, vehicleDocsOf(keys.vehicleNumber, keys.seria, keys.number));
  if (!vehicle)
    return {
      found: false,
      error: 1,
      code: 'vehicle_not_found',
      message: 'No vehicle with this plate and tech passport',
    };
  const entry = passengerEntry(vehicle.gov_number);
  if (!entry)
    return {
      found: false,
      error: 2,
      code: 'not_a_passenger_carrier',
      message: 'The vehicle is not registered for carrying passengers',
    };
  let ownerName = vehicle.owner_name;
  if (vehicle.owner_type === 'organization' && vehicle.owner_inn) {
    const company = await db
      .selectFrom('companies')
      .select(['name'])
      .where('inn', '=', vehicle.owner_inn)
      .executeTakeFirst();
    if (company) ownerName = company.name;
  }
  return {
    found: true,
    vehicle,
    ownerName,
    view: {
      vehicleNumber: vehicle.gov_number,
      seria: vehicle.tech_series,
      number: vehicle.tech_number,
      model: vehicle.model,
      issue_year: vehicle.issue_year,
      kind: entry.kind,
      seats: entry.seats,
      owner: {
        type: vehicle.owner_type === 'organization' ? 'organization' : 'person',
        // A person owner is masked (their full name needs their passport); a carrier company is in full.
        name: vehicle.owner_type === 'organization' ? ownerName : ownerNameShown(vehicle),
        inn: vehicle.owner_type === 'organization' ? vehicle.owner_inn : null,
      },
    },
  };
}

/** The calculation: the register's kind and seats (a different seat count is refused), the term. */
export async function calculate(
  db: Db,
  body: Keys & { seats: number; dateType: number },
): Promise<OsgopCalculationResponse> {
  const carrier = await findCarrier(db, body);
  if (!carrier.found) return lookupFailure(carrier.error, carrier.code, carrier.message);
  if (carrier.view.seats !== body.seats)
    return lookupFailure(3, 'seats_mismatch', `The register has ${carrier.view.seats} passenger seats`);
  const term = osgopTerm(body.dateType);
  const price = osgopPremium(carrier.view.kind, body.seats, body.dateType);
  if (!term || price === null) return lookupFailure(4, 'validation', 'Unknown term');
  return { ...SUCCESS, price, insured_sum: osgopInsuredSum(body.seats), months: term.months };
}

export interface OsgopSaveContext {
  readonly db: Db;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type OsgopOutcome =
  | { readonly status: 200; readonly body: OsgopSaveResponse }
  | { readonly status: 422; readonly body: OsgopRefusal };

const refused = (code: string, message: string): OsgopOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/**
 * One OSGOP application: the carrier, the applicant in the person registry, the server's premium (422 when
 * the client's differs), then the contract and its lead in one transaction.
 */
export async function createOsgopContract(
  ctx: OsgopSaveContext,
  body: OsgopSaveRequest,
): Promise<OsgopOutcome> {
  const issues = new Issues();
  const today = tashkentDate(ctx.now ?? new Date());
  const beginDate = issues.date('/beginDate', body.beginDate);
  const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
  if (normaliseDate(body.beginDate) !== null) {
    if (beginDate < today) issues.add('/beginDate', 'must not be in the past');
    else if (beginDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
      issues.add('/beginDate', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
  }
  issues.throwIfAny();
  const carrier = await findCarrier(ctx.db, body);
  if (!carrier.found) return refused(carrier.code, carrier.message);
  if (carrier.view.seats !== body.seats)
    return refused('seats_mismatch', `The register has ${carrier.view.seats} passenger seats`);
  const term = osgopTerm(body.dateType);
  const price = osgopPremium(carrier.view.kind, body.seats, body.dateType);
  if (!term || price === null) return refused('validation', 'Unknown term');
  const { seria, number, phone } = body.applicant;
  const person = await findPerson(ctx.db, { birthday, passport: { series: seria, number } });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== price)
    return { status: 422, body: priceMismatchBody(price) };

  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'osgop',
      amountUzs: price,
      channel: ctx.channel,
      phone,
      holderName: carrier.ownerName,
      details: {
        ...carFacts(carrier.vehicle),
        carrier: carrier.view.owner.inn
          ? `${carrier.ownerName}, INN ${carrier.view.owner.inn}`
          : carrier.ownerName,
        applicant: fullNameOf(person),
        seats: body.seats,
        insured_sum: osgopInsuredSum(body.seats),
        period_months: term.months,
      },
      startDate: beginDate,
      endDate: addMonthsInclusive(beginDate, term.months),
    });
    await sendLead(trx, leadText(saved, carrier.view), { phone, name: saved.holder_name });
    return saved;
  });
  const links = ctx.links(contract);
  return {
    status: 200,
    body: {
      ...SUCCESS,
      id: contract.id,
      order_id: contract.order_id,
      url: links.click,
      payme_url: links.payme,
      amount_uzs: contract.amount_uzs,
    },
  };
}

/** The lead: the product, the holder's name and phone (in full, `sendLead`), the kind and seats; no plate. */
function leadText(contract: Contract, view: OsgopVehicle) {
  return [
    `<b>New ${escapeHtml(productInfo('osgop')?.name.en ?? 'OSGOP')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${view.kind}, ${view.seats} seats`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
