import type { ExtensionSaveRequest, OsagoDriver, SavePolicyRequest } from '@polis/api-contract';
import { OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import { tashkentDate, addDays } from '../../contracts/format';
import type { Addons } from './pricing';
import { vehicleDocsOf, type VehicleDocs } from '../../registries/vehicle-lookup';
import { Issues } from '../../http/issues';
import { seriesOf } from '../../registries/registry-keys';

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

/** The 400 paths that differ between the save-policy body and the extension's. */
interface BodyPaths {
  readonly birthday: string;
  readonly accident: string;
  readonly program: string;
}

const SAVE_POLICY_PATHS: BodyPaths = {
  birthday: '/owner_birthday',
  accident: '/accident_insurance',
  program: '/minikasko_program_id',
};

function startDateOf(issues: Issues, value: string, now: Date): string {
  const start = issues.date('/startDate', value);
  const today = tashkentDate(now);
  if (start < today) issues.add('/startDate', 'must not be in the past');
  else if (start > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
    issues.add('/startDate', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
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
    // Empty strings and null both mean "not given" (the forms send "" for blanks).
    const [series, number, issued] = [
      d.licenseSeria || null,
      d.licenseNumber || null,
      d.licenseIssueDate || null,
    ];
    if (Boolean(series) !== Boolean(number))
      issues.add(`${path}/licenseNumber`, 'licenseSeria and licenseNumber go together');
    named.push({
      index,
      passportSeries: seriesOf(d.passport__seria),
      passportNumber: d.passport__number,
      birthday: d.driver_birthday ? issues.date(`${path}/driver_birthday`, d.driver_birthday) : '',
      licenceSeries: series ? seriesOf(series) : null,
      licenceNumber: number,
      licenceIssueDate: issued ? issues.date(`${path}/licenseIssueDate`, issued) : null,
      relative: d.relative ?? null,
    });
  });
  if (named.length === 0)
    issues.add('/drivers', 'a limited policy (number_drivers_id 4) names at least one driver');
  return named;
}

function addonsOf(issues: Issues, paths: BodyPaths, body: SavePolicyRequest): Addons {
  const programId = body.minikasko_program_id ?? null;
  // Spec 000 section 4: marking the owner as a legal entity turns accident cover off.
  if ('owner__inn' in body && body.accident_insurance)
    issues.add(paths.accident, 'accident cover is for individuals only');
  if (body.miniKaskoInsurance && programId === null) issues.add(paths.program, 'is required with mini kasko');
  return {
    accident: body.accident_insurance,
    gazBalloon: body.gazballon_insurance,
    gosNumberInsurance: body.gos_number_insurance ?? false,
    miniKaskoProgramId: body.miniKaskoInsurance ? programId : null,
  };
}

/** save-policy/v2 and copy/save bodies; a body with `owner__inn` is a legal entity's. */
export function orderOfSavePolicy(body: SavePolicyRequest, now: Date, paths = SAVE_POLICY_PATHS): OsagoOrder {
  const issues = new Issues();
  const legal = 'owner__inn' in body;
  const owner: OrderOwner = legal
    ? { type: 'organization', inn: body.owner__inn }
    : {
        type: 'person',
        passportSeries: seriesOf(body.owner__pass_seria),
        passportNumber: body.owner__pass_number,
        birthday: issues.date(paths.birthday, body.owner_birthday),
      };
  const order: OsagoOrder = {
    vehicle: vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number),
    owner,
    periodId: body.period_id,
    limit: body.number_drivers_id,
    startDate: startDateOf(issues, body.startDate, now),
    drivers: driversOf(issues, body.drivers, body.number_drivers_id),
    addons: addonsOf(issues, paths, body),
    claimedDiscountId: legal ? 1 : (body.discountId ?? 1),
    amountUzs: body.amount_uzs,
    phone: body.phone_number,
    applicantIsDriver: body.applicant_is_driver ?? false,
    agentId: null,
  };
  issues.throwIfAny();
  return order;
}

/** extension/save (spec 001): the same purchase in the extension wizard's words, told in save-policy's. */
export function orderOfExtension(body: ExtensionSaveRequest, now: Date): OsagoOrder {
  const { applicant, car } = body;
  const owner =
    applicant.type === 'organization'
      ? { owner__inn: applicant.organization.inn }
      : {
          owner__pass_seria: applicant.person.passportSery,
          owner__pass_number: applicant.person.passportNumber,
          owner_birthday: applicant.person.birthday,
          discountId: body.discountId,
        };
  const phone =
    (applicant.type === 'organization' ? applicant.organization.phone : applicant.person.phone) ?? null;
  const policy: SavePolicyRequest = {
    ...owner,
    amount_uzs: body.amount_uzs,
    gos_number: car.gos_number,
    tech_sery: car.tech_sery,
    tech_number: car.tech_number,
    drivers: body.drivers,
    applicant_is_driver: body.limit === 4,
    period_id: body.periodId,
    number_drivers_id: body.limit,
    accident_insurance: body.accident ?? false,
    gazballon_insurance: body.gazBalloon ?? false,
    gos_number_insurance: body.gosNumberInsurance ?? false,
    miniKaskoInsurance: body.miniKaskoProgramId != null,
    minikasko_program_id: body.miniKaskoProgramId,
    phone_number: phone ?? '', // the order's phone is set below: a renewal may have none
    startDate: body.startDate,
  };
  const paths = {
    birthday: '/applicant/person/birthday',
    accident: '/accident',
    program: '/miniKaskoProgramId',
  };
  return { ...orderOfSavePolicy(policy, now, paths), phone, agentId: body.agent_id || null };
}
