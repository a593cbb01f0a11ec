import type { FastifyInstance } from 'fastify';
import {
  VEHICLE_ENDPOINTS,
  type CheckIpNotFound,
  type CheckIpResponse,
  type CheckPersonResponse,
  type JuridikResponse,
  type SaveIpResult,
} from '@polis/api-contract';
import type { Db } from '../db/database';
import { LOOKUP_LIMIT_NOTE } from '../guards/client-limits';
import { channelOf } from '../http/channel';
import { serve } from '../http/endpoint';
import { SUCCESS, lookupFailure } from '../http/insurer-answers';
import { Issues } from '../http/issues';
import { findCompany } from './company-lookup';
import { recordLead } from './lead-store';
import { findPerson, fullNameOf } from './person-lookup';
import { seriesOf } from './registry-keys';
import { findVehicle, vehicleDocsOf, vehicleTypeOf, vehicleView } from './vehicle-lookup';

const VEHICLE_NOT_FOUND = 'No vehicle with this plate and technical passport';
const CHECK_IP_NOT_FOUND: CheckIpNotFound = {
  ...lookupFailure(1, 'vehicle_not_found', VEHICLE_NOT_FOUND),
  error: 1,
  status: 0,
};
const OWNER_NOT_FOUND = lookupFailure(
  1,
  'car_owner_data_not_found',
  'The passport and birthday are not those of the vehicle owner',
);

const LOOKUP = { config: { clientLimit: 'lookup' } } as const;

/**
 * Vehicle and owner look-ups of the motor products' first step (spec 000 section 7): OSAGO's wizard, KASKO, quick
 * and mini KASKO and OSGOP read the car by plate and tech passport (mounted under /api with the channel check).
 */
export async function vehicleRoutes(app: FastifyInstance, { db: { db } }: { db: Db }) {
  serve(
    app,
    VEHICLE_ENDPOINTS.check,
    {
      tags: ['osago'],
      summary: 'Vehicle by plate and technical passport',
      description:
        'Not found: HTTP 200 with error 1, status 0, code vehicle_not_found. A person owner is masked ' +
        "(car_owner `K. Alisher`): the full name comes from check-person with the owner's passport and " +
        `birthday. ${LOOKUP_LIMIT_NOTE}`,
    },
    async (request): Promise<CheckIpResponse> => {
      const { carNumber, techSery, techNumber } = request.body;
      const vehicle = await findVehicle(db, vehicleDocsOf(carNumber, techSery, techNumber));
      return vehicle ? { ...SUCCESS, status: 1, response: vehicleView(vehicle) } : CHECK_IP_NOT_FOUND;
    },
    LOOKUP,
  );

  serve(
    app,
    VEHICLE_ENDPOINTS.save,
    {
      tags: ['osago'],
      summary: 'Record an unfinished application (lead) for a vehicle',
      description:
        'Only for a vehicle of the registry (else error 1 vehicle_not_found, nothing recorded). Repeats ' +
        'for the same vehicle and channel within 10 minutes answer the same id.',
    },
    async (request): Promise<SaveIpResult> => {
      const { carNumber, techSery, techNumber, phone } = request.body;
      const vehicle = await findVehicle(db, vehicleDocsOf(carNumber, techSery, techNumber));
      if (!vehicle) return CHECK_IP_NOT_FOUND;
      const id = await recordLead(db, { vehicle, phone: phone || null, channel: channelOf(request) });
      return { ...SUCCESS, id };
    },
    { config: { idempotent: true, clientLimit: 'lead' } },
  );

  serve(
    app,
    VEHICLE_ENDPOINTS.company,
    {
      tags: ['osago'],
      summary: "An organisation's vehicle and its owner",
      description: `Failures: 1 vehicle_not_found, 2 car_owner_stir_not_found, 3 owner_is_person. ${LOOKUP_LIMIT_NOTE}`,
    },
    async (request): Promise<JuridikResponse> => {
      const { gos_number, tech_sery, tech_number } = request.body;
      const vehicle = await findVehicle(db, vehicleDocsOf(gos_number, tech_sery, tech_number));
      if (!vehicle) return lookupFailure(1, 'vehicle_not_found', VEHICLE_NOT_FOUND);
      if (vehicle.owner_type !== 'organization' || !vehicle.owner_inn) {
        return lookupFailure(3, 'owner_is_person', 'The vehicle belongs to a person');
      }
      const company = await findCompany(db, vehicle.owner_inn);
      if (!company) {
        return lookupFailure(2, 'car_owner_stir_not_found', "The owner's INN is not in the tax registry");
      }
      return {
        ...SUCCESS,
        response: {
          inn: company.inn,
          name: company.name,
          pinfl: null,
          car_model: vehicle.model,
          vehicle_type_id: vehicleTypeOf(vehicle),
        },
      };
    },
    LOOKUP,
  );

  serve(
    app,
    VEHICLE_ENDPOINTS.person,
    {
      tags: ['osago'],
      summary: "The owner's names when the passport and birthday are the vehicle owner's",
      description:
        'Failure 1 car_owner_data_not_found for an unknown vehicle, an unknown passport, a wrong ' +
        "birthday or someone else's vehicle alike. The only vehicle call that names a person owner in full. " +
        `Wrong birthdays count against the passport (getPerson). ${LOOKUP_LIMIT_NOTE}`,
    },
    async (request): Promise<CheckPersonResponse> => {
      const body = request.body;
      const issues = new Issues();
      const birthday = issues.date('/owner_birthday', body.owner_birthday);
      issues.throwIfAny();
      const vehicle = await findVehicle(db, vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number));
      const person = await findPerson(db, {
        birthday,
        passport: { series: seriesOf(body.owner__pass_seria), number: body.owner__pass_number },
      });
      if (!vehicle || !person || vehicle.owner_type !== 'person' || vehicle.owner_pinfl !== person.pinfl) {
        return OWNER_NOT_FOUND;
      }
      return {
        ...SUCCESS,
        response: {
          pinfl: person.pinfl,
          name: person.first_name,
          lastname: person.last_name,
          middlename: person.middle_name,
          full_name: fullNameOf(person),
        },
      };
    },
    LOOKUP,
  );
}
