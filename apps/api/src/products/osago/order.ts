import type {
  ExtensionSaveRequest,
  OsagoDriver,
  SavePolicyLegalRequest,
  SavePolicyPersonRequest,
  SavePolicyRequest,
} from '@polis/api-contract';
import { OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import { tashkentDate, addDays } from '../../contracts/format';
import { given } from './normalise';
import type { Addons } from './pricing';
import { vehicleDocsOf, type VehicleDocs } from '../../registries/vehicle-lookup';
import { Issues } from '../../http/issues';
import { seriesOf } from '../../registries/registry-keys';

/** Latest start a policy may be bought for: shared with the wizard's date field (`@polis/tariffs`). */
export const MAX_START_AHEAD_DAYS = OSAGO_MAX_START_AHEAD_DAYS;

export interface OrderDriver {
  /** Position in the request: failures answer `key = index + 1`. */
  readonly index: number;
  readonly passportSeries: string;
  readonly passportNumber: string;
  readonly birthday: string;
  readonly licenceSeries: string | null;
  readonly licenceNumber: string | null;
  readonly licenceIssueDate: string | null;
  readonly relative: number | null;
}

export type OrderOwner =
  | {
      readonly type: 'person';
      readonly passportSeries: string;
      readonly passportNumber: string;
      readonly birthday: string;
    }
  | { readonly type: 'organization'; readonly inn: string };

/** One OSAGO purchase, whichever call it came from, normalised and checked across fields. */
export interface OsagoOrder {
  readonly vehicle: VehicleDocs;
  readonly owner: OrderOwner;
  readonly periodId: 1 | 2;
  readonly limit: 1 | 4;
  readonly startDate: string;
  /** Named drivers of a limited policy; always empty for an unlimited one. */
  readonly drivers: readonly OrderDriver[];
  readonly addons: Addons;
  readonly claimedDiscountId: number;
  readonly amountUzs: number;
  readonly phone: string | null;
  readonly applicantIsDriver: boolean;
  readonly agentId: string | null;
}

function startDateOf(issues: Issues, path: string, value: string, now: Date): string {
  const start = issues.date(path, value);
  const today = tashkentDate(now);
  if (start < today) issues.add(path, 'must not be in the past');
  else if (start > addDays(today, MAX_START_AHEAD_DAYS))
    issues.add(path, `must be within ${MAX_START_AHEAD_DAYS} days`);
  return start;
}

/**
 * Named drivers. A driver with empty passport and birthday is the blank row a legal entity's wizard sends
 * and is skipped; a half-filled one is refused. An unlimited policy names nobody, so its list is ignored.
 */
function driversOf(issues: Issues, drivers: readonly OsagoDriver[], limit: 1 | 4): OrderDriver[] {
  if (limit === 1) return [];
  const named: OrderDriver[] = [];
  drivers.forEach((d, index) => {
    const path = `/drivers/${index}`;
    const identity = [d.passport__seria, d.passport__number, d.driver_birthday];
    if (identity.every((v) => !v)) return;
    if (identity.some((v) => !v))
      issues.add(path, 'needs passport__seria, passport__number and driver_birthday together');
    const licence = [given(d.licenseSeria), given(d.licenseNumber)];
    if (Boolean(licence[0]) !== Boolean(licence[1]))
      issues.add(`${path}/licenseNumber`, 'licenseSeria and licenseNumber go together');
    const issued = given(d.licenseIssueDate);
    named.push({
      index,
      passportSeries: seriesOf(d.passport__seria),
      passportNumber: d.passport__number,
      birthday: d.driver_birthday ? issues.date(`${path}/driver_birthday`, d.driver_birthday) : '',
      licenceSeries: licence[0] ? seriesOf(licence[0]) : null,
      licenceNumber: licence[1],
      licenceIssueDate: issued ? issues.date(`${path}/licenseIssueDate`, issued) : null,
      relative: d.relative ?? null,
    });
  });
  if (named.length === 0)
    issues.add('/drivers', 'a limited policy (number_drivers_id 4) names at least one driver');
  return named;
}

function addonsOf(
  issues: Issues,
  paths: { accident: string; program: string },
  owner: OrderOwner,
  a: { accident: boolean; gazBalloon: boolean; plate: boolean; miniKasko: boolean; programId: number | null },
): Addons {
  // Spec 000 section 4: marking the owner as a legal entity turns accident cover off.
  if (owner.type === 'organization' && a.accident)
    issues.add(paths.accident, 'accident cover is for individuals only');
  if (a.miniKasko && a.programId === null) issues.add(paths.program, 'is required with mini kasko');
  return {
    accident: a.accident,
    gazBalloon: a.gazBalloon,
    gosNumberInsurance: a.plate,
    miniKaskoProgramId: a.miniKasko ? a.programId : null,
  };
}

const isLegal = (body: SavePolicyRequest): body is SavePolicyLegalRequest => 'owner__inn' in body;

/** save-policy/v2 and copy/save bodies. */
export function orderOfSavePolicy(body: SavePolicyRequest, now = new Date()): OsagoOrder {
  const issues = new Issues();
  const owner: OrderOwner = isLegal(body)
    ? { type: 'organization', inn: body.owner__inn }
    : personOwner(issues, body);
  const order: OsagoOrder = {
    vehicle: vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number),
    owner,
    periodId: body.period_id,
    limit: body.number_drivers_id,
    startDate: startDateOf(issues, '/startDate', body.startDate, now),
    drivers: driversOf(issues, body.drivers, body.number_drivers_id),
    addons: addonsOf(issues, { accident: '/accident_insurance', program: '/minikasko_program_id' }, owner, {
      accident: body.accident_insurance,
      gazBalloon: body.gazballon_insurance,
      plate: body.gos_number_insurance ?? false,
      miniKasko: body.miniKaskoInsurance,
      programId: body.minikasko_program_id ?? null,
    }),
    claimedDiscountId: isLegal(body) ? 1 : (body.discountId ?? 1),
    amountUzs: body.amount_uzs,
    phone: body.phone_number,
    applicantIsDriver: body.applicant_is_driver ?? false,
    agentId: null,
  };
  issues.throwIfAny();
  return order;
}

function personOwner(issues: Issues, body: SavePolicyPersonRequest): OrderOwner {
  return {
    type: 'person',
    passportSeries: seriesOf(body.owner__pass_seria),
    passportNumber: body.owner__pass_number,
    birthday: issues.date('/owner_birthday', body.owner_birthday),
  };
}

/** extension/save (spec 001): the same purchase in the extension wizard's words. */
export function orderOfExtension(body: ExtensionSaveRequest, now = new Date()): OsagoOrder {
  const issues = new Issues();
  const { applicant } = body;
  const owner: OrderOwner =
    applicant.type === 'organization'
      ? { type: 'organization', inn: applicant.organization.inn }
      : {
          type: 'person',
          passportSeries: seriesOf(applicant.person.passportSery),
          passportNumber: applicant.person.passportNumber,
          birthday: issues.date('/applicant/person/birthday', applicant.person.birthday),
        };
  const phone = applicant.type === 'organization' ? applicant.organization.phone : applicant.person.phone;
  const order: OsagoOrder = {
    vehicle: vehicleDocsOf(body.car.gos_number, body.car.tech_sery, body.car.tech_number),
    owner,
    periodId: body.periodId,
    limit: body.limit,
    startDate: startDateOf(issues, '/startDate', body.startDate, now),
    drivers: driversOf(issues, body.drivers, body.limit),
    addons: addonsOf(issues, { accident: '/accident', program: '/miniKaskoProgramId' }, owner, {
      accident: body.accident ?? false,
      gazBalloon: body.gazBalloon ?? false,
      plate: body.gosNumberInsurance ?? false,
      miniKasko: body.miniKaskoProgramId != null,
      programId: body.miniKaskoProgramId ?? null,
    }),
    claimedDiscountId: applicant.type === 'organization' ? 1 : (body.discountId ?? 1),
    amountUzs: body.amount_uzs,
    phone: phone ?? null,
    applicantIsDriver: body.limit === 4,
    agentId: given(body.agent_id),
  };
  issues.throwIfAny();
  return order;
}
