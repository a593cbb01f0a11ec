import { Value } from '@sinclair/typebox/value';
import type { ChangeDriver, PolicyChangeRequest } from '@polis/api-contract';
import { territoryOf } from '@polis/tariffs';
import { formatDate } from '../../contracts/format';
import { normaliseDate } from '../../registries/dates';
import { findVehicle, vehicleDocsOf, vehicleTypeOf } from '../../registries/vehicle-lookup';
import { RequestError } from '../../errors';
import { maskPersonName } from '../../outbox/mask';
import {
  refuseChange,
  required,
  type ChangeContext,
  type Changed,
  type ChangeRefusal,
  type OfferedChange,
  type PolicyChanges,
} from '../kit/policy-change';
import { OsagoApplicationData } from './application-store';
import { checkDrivers, type CheckedDriver } from './driver-rules';
import type { OrderDriver } from './order';
import { priceOf } from './pricing';

/**
 * OSAGO's mid-term changes (issue 27, README "Changes"): a named driver added (the registry checks of a purchase)
 * or removed, the phone, the plate after a re-registration (the same car by body number). The price of the rest of
 * the period is the tariff's: a limited policy costs the same for one to five named drivers, so a sixth makes it
 * unlimited (pay the difference); a new plate in another territory changes the price (pay, or a refund is due).
 */

/** Resolution No. 458: a limited policy names at most five drivers. */
export const MAX_NAMED_DRIVERS = 5;
const LIMITED = 4;
const UNLIMITED = 1;

type Application = OsagoApplicationData;
type AppDriver = Application['drivers'][number];

async function applicationOf(ctx: ChangeContext): Promise<Application | null> {
  const row = await ctx.db
    .selectFrom('osago_applications')
    .select('data')
    .where('contract_id', '=', ctx.contract.id)
    .executeTakeFirst();
  if (!row) return null;
  const data: unknown = JSON.parse(row.data);
  return Value.Check(OsagoApplicationData, data) ? data : null;
}

function dateOf(value: string, path: string): string {
  const date = normaliseDate(value);
  if (!date)
    throw new RequestError(400, 'validation', `body${path} is not a real day`, [
      { part: 'body', path, message: 'is not a real day' },
    ]);
  return date;
}

const orderDriverOf = (d: AppDriver | ChangeDriver, index: number, path: string): OrderDriver => ({
  index,
  passportSeries: d.passport__seria.toUpperCase(),
  passportNumber: d.passport__number,
  birthday: dateOf(d.driver_birthday, `${path}/driver_birthday`),
  licenceSeries: d.licenseSeria ? d.licenseSeria.toUpperCase() : null,
  licenceNumber: d.licenseNumber || null,
  licenceIssueDate: d.licenseIssueDate ? dateOf(d.licenseIssueDate, `${path}/licenseIssueDate`) : null,
  relative: d.relative ?? null,
});

/** A checked driver as the application keeps them (the registry's values). */
const appDriverOf = ({ order, person, licence }: CheckedDriver): AppDriver => ({
  passport__seria: person.passport_series,
  passport__number: person.passport_number,
  driver_birthday: formatDate(person.birthday),
  licenseSeria: licence.series,
  licenseNumber: licence.number,
  licenseIssueDate: formatDate(licence.issue_date),
  relative: order.relative,
  pinfl: person.pinfl,
  name: person.first_name,
  lastname: person.last_name,
  middle: person.middle_name,
});

/** The full period's price of the application as it stands (limit, plate and vehicle kind decide). */
function totalOf(app: Application, limit: number, plate: string): number {
  const { policy, car } = app;
  return priceOf(
    { plate, vehicleTypeId: car.vehicle_type_id, driversLimit: limit, periodId: policy.periodId },
    policy.discountId,
    {
      accident: policy.accident,
      gazBalloon: policy.gazBalloon,
      gosNumberInsurance: policy.gosNumberInsurance,
      miniKaskoProgramId: policy.miniKaskoProgramId,
    },
  ).total;
}

/** The stored save body with the change (save-policy/v2 and copy bodies flat, extension bodies nested). */
function patchBody(
  body: Record<string, unknown> | null,
  patch: { drivers?: AppDriver[]; limit?: number; phone?: string; car?: Application['car'] },
): Record<string, unknown> | undefined {
  if (!body) return undefined;
  const next: Record<string, unknown> = { ...body };
  const nested = typeof body.car === 'object' && body.car !== null;
  if (patch.drivers)
    next.drivers = patch.drivers.map(({ pinfl: _p, name: _n, lastname: _l, middle: _m, ...d }) => ({
      ...d,
      name: '',
    }));
  if (patch.limit !== undefined) next[nested ? 'limit' : 'number_drivers_id'] = patch.limit;
  if (patch.car) {
    const { gos_number, tech_sery, tech_number } = patch.car;
    if (nested) next.car = { ...(body.car as object), gos_number, tech_sery, tech_number };
    else Object.assign(next, { gos_number, tech_sery, tech_number });
  }
  if (patch.phone) {
    if (!nested) next.phone_number = patch.phone;
    else {
      const applicant = { ...(body.applicant as Record<string, Record<string, unknown> | string>) };
      const key = applicant.type === 'organization' ? 'organization' : 'person';
      applicant[key] = { ...(applicant[key] as Record<string, unknown>), phone: patch.phone };
      next.applicant = applicant;
    }
  }
  return next;
}

async function addDriver(
  request: PolicyChangeRequest,
  ctx: ChangeContext,
  app: Application,
): Promise<Changed | ChangeRefusal> {
  const driver = required(request.driver, '/driver');
  if (app.policy.limit !== LIMITED) return refuseChange('unlimited_drivers', 'Any driver may drive already');
  const all = [
    ...app.drivers.map((d, i) => orderDriverOf(d, i, `/drivers/${i}`)),
    orderDriverOf(driver, app.drivers.length, '/driver'),
  ];
  const checked = await checkDrivers(
    ctx.db,
    all,
    vehicleTypeOf({ vehicle_type_id: app.car.vehicle_type_id }),
  );
  if (checked.failure) return refuseChange(checked.failure.code, checked.failure.message, '/driver');
  const drivers = checked.value.map(appDriverOf);
  const limit = drivers.length > MAX_NAMED_DRIVERS ? UNLIMITED : LIMITED;
  const next: Application = { ...app, drivers, policy: { ...app.policy, limit } };
  return {
    summary:
      limit === UNLIMITED
        ? `Driver added: more than ${MAX_NAMED_DRIVERS} named, any driver may drive`
        : `Driver added (${drivers.length} named drivers)`,
    details: { ...details(ctx), drivers: limit === UNLIMITED ? 'unlimited' : drivers.length },
    application: next,
    body: patchBody(ctx.body, { drivers, limit }),
    amountUzs: totalOf(app, limit, app.car.gos_number),
    previousAmountUzs: totalOf(app, app.policy.limit, app.car.gos_number),
    prorate: true,
  };
}

function removeDriver(
  request: PolicyChangeRequest,
  ctx: ChangeContext,
  app: Application,
): Changed | ChangeRefusal {
  const key = required(request.driver_key, '/driver_key');
  if (app.policy.limit !== LIMITED) return refuseChange('unlimited_drivers', 'The policy names no drivers');
  if (key > app.drivers.length)
    return refuseChange('driver_not_found', 'No such driver on the policy', '/driver_key');
  if (app.drivers.length < 2)
    return refuseChange('last_driver', 'A limited policy names at least one driver');
  const drivers = app.drivers.filter((_, i) => i !== key - 1);
  const total = totalOf(app, LIMITED, app.car.gos_number);
  return {
    summary: `Driver removed (${drivers.length} named drivers)`,
    details: { ...details(ctx), drivers: drivers.length },
    application: { ...app, drivers },
    body: patchBody(ctx.body, { drivers }),
    amountUzs: total,
    previousAmountUzs: total,
    prorate: true,
  };
}

function changePhone(
  request: PolicyChangeRequest,
  ctx: ChangeContext,
  app: Application,
): Changed | ChangeRefusal {
  const phone = required(request.phone, '/phone');
  if (phone === ctx.contract.phone)
    return refuseChange('same_value', 'This is the phone of the policy', '/phone');
  const total = totalOf(app, app.policy.limit, app.car.gos_number);
  return {
    summary: 'Phone changed',
    details: details(ctx),
    application: { ...app, applicant: { ...app.applicant, phone } },
    body: patchBody(ctx.body, { phone }),
    phone,
    amountUzs: total,
    previousAmountUzs: total,
    prorate: true,
  };
}

/** A re-registered car: the new plate and tech passport in the registry, the same body number as the policy's. */
async function changePlate(
  request: PolicyChangeRequest,
  ctx: ChangeContext,
  app: Application,
): Promise<Changed | ChangeRefusal> {
  const docs = vehicleDocsOf(
    required(request.gos_number, '/gos_number'),
    required(request.tech_sery, '/tech_sery'),
    required(request.tech_number, '/tech_number'),
  );
  if (docs.plate === app.car.gos_number)
    return refuseChange('same_value', 'This is the plate of the policy', '/gos_number');
  const vehicle = await findVehicle(ctx.db, docs);
  if (!vehicle)
    return refuseChange('vehicle_not_found', 'No car with this plate and tech passport', '/gos_number');
  if (vehicle.body_number !== app.car.body_number)
    return refuseChange('not_same_vehicle', 'This is another car: a policy covers one car', '/gos_number');
  const car = {
    ...app.car,
    gos_number: vehicle.gov_number,
    tech_sery: vehicle.tech_series,
    tech_number: vehicle.tech_number,
  };
  return {
    summary: `Plate changed to ${vehicle.gov_number}`,
    details: { ...details(ctx), plate: vehicle.gov_number, territory: territoryOf(vehicle.gov_number) },
    application: { ...app, car },
    body: patchBody(ctx.body, { car }),
    amountUzs: totalOf(app, app.policy.limit, vehicle.gov_number),
    previousAmountUzs: totalOf(app, app.policy.limit, app.car.gos_number),
    prorate: true,
  };
}

const details = (ctx: ChangeContext) => JSON.parse(ctx.contract.details) as Changed['details'];

const offer = (change: OfferedChange['change'], reason: string | null): OfferedChange => ({
  change,
  allowed: reason === null,
  reason,
});

export const osagoChanges: PolicyChanges = {
  products: ['osago'],
  async offered(ctx) {
    const app = await applicationOf(ctx);
    if (!app) return [];
    const limited = app.policy.limit === LIMITED;
    return [
      offer('add_driver', limited ? null : 'unlimited_drivers'),
      offer('remove_driver', !limited ? 'unlimited_drivers' : app.drivers.length < 2 ? 'last_driver' : null),
      offer('phone', null),
      offer('plate', null),
    ];
  },
  async view(ctx) {
    const app = await applicationOf(ctx);
    if (!app) return {};
    return {
      limited: app.policy.limit === LIMITED,
      plate: app.car.gos_number,
      drivers:
        app.policy.limit === LIMITED
          ? app.drivers.map((d, i) => ({ key: i + 1, name: maskPersonName(`${d.lastname} ${d.name}`) }))
          : [],
    };
  },
  async change(request, ctx) {
    const app = await applicationOf(ctx);
    if (!app) return refuseChange('change_not_offered', 'This policy cannot be changed');
    switch (request.change) {
      case 'add_driver':
        return addDriver(request, ctx, app);
      case 'remove_driver':
        return removeDriver(request, ctx, app);
      case 'phone':
        return changePhone(request, ctx, app);
      case 'plate':
        return changePlate(request, ctx, app);
      default:
        return refuseChange('change_not_offered', 'Not a change of an OSAGO policy');
    }
  },
};
