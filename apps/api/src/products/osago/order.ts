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

/** What a body says of the add-ons, with the paths of its own fields (the 400s name them). */
interface AddonChoice {
  readonly paths: { readonly accident: string; readonly program: string };
  readonly accident: boolean;
  readonly gazBalloon: boolean;
  readonly plate: boolean;
  readonly miniKasko: boolean;
  readonly programId: number | null;
}

/** A body in the order's words, dates and drivers as typed. */
type OrderFields = Omit<OsagoOrder, 'drivers' | 'addons'> & {
  readonly drivers: readonly OsagoDriver[];
  readonly addons: AddonChoice;
};

const personOwner = (issues: Issues, path: string, series: string, number: string, birthday: string) =>
  ({
    type: 'person',
    passportSeries: seriesOf(series),
    passportNumber: number,
    birthday: issues.date(path, birthday),
  }) as const;

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

function addonsOf(issues: Issues, owner: OrderOwner, a: AddonChoice): Addons {
  // Spec 000 section 4: marking the owner as a legal entity turns accident cover off.
  if (owner.type === 'organization' && a.accident)
    issues.add(a.paths.accident, 'accident cover is for individuals only');
  if (a.miniKasko && a.programId === null) issues.add(a.paths.program, 'is required with mini kasko');
  return {
    accident: a.accident,
    gazBalloon: a.gazBalloon,
    gosNumberInsurance: a.plate,
    miniKaskoProgramId: a.miniKasko ? a.programId : null,
  };
}

/** The order of a body: its start date, drivers and add-ons checked (400 with every issue found). */
function checkedOrder(issues: Issues, fields: OrderFields, now: Date): OsagoOrder {
  const order: OsagoOrder = {
    ...fields,
    startDate: startDateOf(issues, fields.startDate, now),
    drivers: driversOf(issues, fields.drivers, fields.limit),
    addons: addonsOf(issues, fields.owner, fields.addons),
  };
  issues.throwIfAny();
  return order;
}

/** save-policy/v2 and copy/save bodies; a body with `owner__inn` is a legal entity's. */
export function orderOfSavePolicy(body: SavePolicyRequest, now: Date): OsagoOrder {
  const issues = new Issues();
  const legal = 'owner__inn' in body;
  return checkedOrder(
    issues,
    {
      vehicle: vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number),
      owner: legal
        ? { type: 'organization', inn: body.owner__inn }
        : personOwner(
            issues,
            '/owner_birthday',
            body.owner__pass_seria,
            body.owner__pass_number,
            body.owner_birthday,
          ),
      periodId: body.period_id,
      limit: body.number_drivers_id,
      startDate: body.startDate,
      drivers: body.drivers,
      addons: {
        paths: { accident: '/accident_insurance', program: '/minikasko_program_id' },
        accident: body.accident_insurance,
        gazBalloon: body.gazballon_insurance,
        plate: body.gos_number_insurance ?? false,
        miniKasko: body.miniKaskoInsurance,
        programId: body.minikasko_program_id ?? null,
      },
      claimedDiscountId: legal ? 1 : (body.discountId ?? 1),
      amountUzs: body.amount_uzs,
      phone: body.phone_number,
      applicantIsDriver: body.applicant_is_driver ?? false,
      agentId: null,
    },
    now,
  );
}

/** extension/save (spec 001): the same purchase in the extension wizard's words. */
export function orderOfExtension(body: ExtensionSaveRequest, now: Date): OsagoOrder {
  const issues = new Issues();
  const { applicant } = body;
  const legal = applicant.type === 'organization';
  return checkedOrder(
    issues,
    {
      vehicle: vehicleDocsOf(body.car.gos_number, body.car.tech_sery, body.car.tech_number),
      owner: legal
        ? { type: 'organization', inn: applicant.organization.inn }
        : personOwner(
            issues,
            '/applicant/person/birthday',
            applicant.person.passportSery,
            applicant.person.passportNumber,
            applicant.person.birthday,
          ),
      periodId: body.periodId,
      limit: body.limit,
      startDate: body.startDate,
      drivers: body.drivers,
      addons: {
        paths: { accident: '/accident', program: '/miniKaskoProgramId' },
        accident: body.accident ?? false,
        gazBalloon: body.gazBalloon ?? false,
        plate: body.gosNumberInsurance ?? false,
        miniKasko: body.miniKaskoProgramId != null,
        programId: body.miniKaskoProgramId ?? null,
      },
      claimedDiscountId: legal ? 1 : (body.discountId ?? 1),
      amountUzs: body.amount_uzs,
      phone: (legal ? applicant.organization.phone : applicant.person.phone) ?? null,
      applicantIsDriver: body.limit === 4,
      agentId: body.agent_id || null,
    },
    now,
  );
}
