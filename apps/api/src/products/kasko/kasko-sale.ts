import type { KaskoCreateContractRequest } from '@polis/api-contract';
import {
  KASKO_CARS,
  KASKO_COVER_MONTHS,
  KASKO_DEFAULT_LIABILITY_UZS,
  KASKO_LIABILITY_RISK_IDS,
  KASKO_PROGRAMS,
  KASKO_RISKS,
  kaskoPosition,
  kaskoPremium,
  kaskoRegistryModel,
  kaskoRegistryYear,
  kaskoYearPrice,
  type KaskoChoice,
} from '@polis/tariffs';
import { addMonthsInclusive, formatUzs } from '../../contracts/format';
import { Issues } from '../../http/issues';
import { carFacts } from '../kit/car-facts';
import { findCarAndHolder } from '../kit/mini-kasko-checks';
import { fullNameOf } from '../../registries/person-lookup';
import type { VehicleRecord } from '../../registries/vehicle-lookup';
import { refuse, startOf, type Refused, type Sale, type SaleContext } from '../kit/sale';

/**
 * The cross-field 400s: a real birthday; a year not in the future; program type 0 with a program and no
 * risks, type 1 with distinct risks and no program; liability limits only for chosen liability risks, once.
 */
function checkedBody(body: KaskoCreateContractRequest, year: number) {
  const issues = new Issues();
  const birthday = issues.date('/birthday', body.birthday);
  if (body.year > year) issues.add('/year', 'is in the future');
  let choice: KaskoChoice = { type: 0, programId: 0 };
  if (body.program_type === 0) {
    if (body.program_id === undefined) issues.add('/program_id', 'is required for program_type 0');
    if (body.risks !== undefined) issues.add('/risks', 'is only for program_type 1');
    if (body.liabilities !== undefined) issues.add('/liabilities', 'is only for program_type 1');
    choice = { type: 0, programId: body.program_id ?? 0 };
  } else {
    const risks = body.risks ?? [];
    if (risks.length === 0) issues.add('/risks', 'is required for program_type 1');
    if (new Set(risks).size !== risks.length) issues.add('/risks', 'must not repeat a risk');
    if (body.program_id !== undefined) issues.add('/program_id', 'is only for program_type 0');
    const limits = body.liabilities ?? [];
    if (new Set(limits.map((x) => x.risk_id)).size !== limits.length)
      issues.add('/liabilities', 'must not repeat a risk');
    limits.forEach((x, i) => {
      if (!KASKO_LIABILITY_RISK_IDS.includes(x.risk_id) || !risks.includes(x.risk_id))
        issues.add(`/liabilities/${i}/risk_id`, 'is not a chosen liability risk');
    });
    choice = { type: 1, riskIds: risks };
  }
  issues.throwIfAny();
  return { birthday, choice };
}

/** Each chosen liability risk's limit: the one sent, else 1,000,000 UZS. */
function liabilityLimits(body: KaskoCreateContractRequest, defaultLimit: number) {
  if (body.program_type !== 1) return [];
  return (body.risks ?? [])
    .filter((id) => KASKO_LIABILITY_RISK_IDS.includes(id))
    .map((id) => ({
      riskId: id,
      amount: body.liabilities?.find((x) => x.risk_id === id)?.amount ?? defaultLimit,
    }));
}

/** `Chevrolet Cobalt GS-STYLE MT` of a catalogue position. */
function catalogueName(positionId: number): string {
  for (const brand of KASKO_CARS)
    for (const model of brand.models)
      for (const position of model.positions)
        if (position.id === positionId) return `${brand.name} ${model.name} ${position.name}`;
  return String(positionId);
}

/**
 * The registry's car against the catalogue car and year sent: a registry model the catalogue knows must be the
 * model of the position chosen (the registry knows no trim), and the registry's year of issue, when it has
 * one, must be the year sent (422 `model_mismatch`, `year_mismatch`, both naming the registry's car in
 * `response`). The year priced and printed: the registry's, else the customer's.
 */
function registryYear(
  body: KaskoCreateContractRequest,
  vehicle: VehicleRecord,
  thisYear: number,
): number | Refused {
  const response = { car_model: vehicle.model, issue_year: vehicle.issue_year };
  const model = kaskoRegistryModel(KASKO_CARS, vehicle.model);
  if (model && !model.positionIds.includes(body.position_id))
    return refuse(
      'model_mismatch',
      `The vehicle registry has this car as a ${vehicle.model}: choose a ${model.name}`,
      { response },
    );
  const year = kaskoRegistryYear(vehicle.issue_year, thisYear);
  if (year !== null && year !== body.year)
    return refuse('year_mismatch', `The vehicle registry has this car as made in ${year}, not ${body.year}`, {
      response,
    });
  return year ?? body.year;
}

/**
 * One kasko application (spec 001 "Kasko"): the car is found in the vehicle registry by plate and tech passport
 * (not special-purpose), the policyholder in the person registry; the registry's model and year win over the
 * catalogue's (`registryYear`). The catalogue car in that year gives the sum insured (5 % less per year of
 * age), the program or the constructor's risks the premium (never below 400,000). 12 months from the next
 * day (Tashkent days); the kit checks the client's premium and saves.
 */
export async function sellKasko(
  body: KaskoCreateContractRequest,
  { db, today, start }: SaleContext,
): Promise<Sale | Refused> {
  const thisYear = Number(today.slice(0, 4));
  const { birthday, choice } = checkedBody(body, thisYear);
  const position = kaskoPosition(body.position_id);
  if (!position) return refuse('unknown_car', `No car ${body.position_id} in the kasko catalogue`);
  const program = choice.type === 0 ? KASKO_PROGRAMS.find((p) => p.id === choice.programId) : undefined;
  if (choice.type === 0 && !program) return refuse('unknown_program', `No kasko program ${choice.programId}`);
  if (choice.type === 1 && !choice.riskIds.every((id) => KASKO_RISKS.some((r) => r.id === id)))
    return refuse('unknown_risk', 'A constructor risk is unknown');
  const found = await findCarAndHolder(db, body, birthday);
  if ('refused' in found) return found;
  const { vehicle, person } = found;
  const year = registryYear(body, vehicle, thisYear);
  if (typeof year !== 'number') return year;
  const price = kaskoYearPrice(position.priceUzs, year, thisYear);
  if (price === null) return refuse('car_too_old', 'Kasko insures cars up to 19 years old');
  const premium = kaskoPremium(price, choice);
  if (premium === null) return refuse('unknown_risk', 'The constructor risks are not valid');

  const limits = liabilityLimits(body, KASKO_DEFAULT_LIABILITY_UZS);
  const riskName = (id: number) => KASKO_RISKS.find((r) => r.id === id)?.name.en ?? String(id);
  const startDate = startOf({ start, today });
  const car = catalogueName(position.id);
  return {
    amountUzs: premium,
    phone: body.phone_number,
    holderName: fullNameOf(person),
    details: {
      ...carFacts(vehicle),
      vin: vehicle.body_number || body.body_number.trim().toUpperCase(),
      engine_number: vehicle.engine_number || body.engine_number.trim().toUpperCase(),
      color: body.color.trim(),
      kasko_car: `${car}, ${year}`,
      ...(choice.type === 0
        ? { program: program?.name ?? '' }
        : { kasko_risks: choice.riskIds.map(riskName).join(', ') }),
      ...(limits.length
        ? {
            kasko_liabilities: limits
              .map((x) => `${riskName(x.riskId)} ${formatUzs(x.amount)} UZS`)
              .join(', '),
          }
        : {}),
      insured_sum: price,
      period_months: KASKO_COVER_MONTHS,
    },
    startDate,
    endDate: addMonthsInclusive(startDate, KASKO_COVER_MONTHS),
    // The catalogue car and the cover; no plate, no passport.
    lead: `${car}, ${year}, ${
      choice.type === 0 ? `program ${program?.name ?? ''}` : `constructor, ${choice.riskIds.length} risk(s)`
    }`,
    answer: { price },
  };
}
