import { object, string } from 'yup';
import { api, apiErrorMessageId, isApiError } from '@polis/api-client';
import type {
  CheckIpFound,
  CheckIpRequest,
  CheckPersonFound,
  CheckPersonRequest,
  JuridikFound,
  VehicleDocsRequest,
} from '@polis/api-contract';
import { VEHICLE_PATHS, type EndpointPath } from '@polis/api-contract/paths';

/** The registry's keys of a car: the plate and the tech passport (series and number). */
export interface VehicleDocsValues {
  gosNumber: string;
  techSery: string;
  techNumber: string;
}

/** Uzbek plates (`01A123BC`, `01123ABC`) and foreign ones: 5-10 letters and digits; tech passport AAA 1234567. */
export const vehicleDocsSchema = object({
  gosNumber: string()
    .trim()
    .required('wizard.form.required')
    .matches(/^[A-Z0-9]{5,10}$/, 'kit.vehicle.plate.format'),
  techSery: string()
    .required('wizard.form.required')
    .matches(/^[A-Z]{3}$/, 'kit.vehicle.techSery.format'),
  techNumber: string()
    .required('wizard.form.required')
    .matches(/^\d{7}$/, 'kit.vehicle.techNumber.format'),
});

/** What a product keeps of the car the registry found. */
export interface FoundCar {
  gosNumber: string;
  techSery: string;
  techNumber: string;
  carModel: string;
  issueYear: number;
}

/** The car found (and the registry's whole record: body and engine numbers), or the message id to show. */
export type CarLookup =
  { readonly car: FoundCar; readonly registry?: CheckIpFound['response'] } | { readonly errorId: string };

/**
 * The registry's answer (`/check-ip`'s shape, which other vehicle calls share) as a car or the message to
 * show: not found (envelope error 1), a special-purpose model (refused online), or the transport's message.
 */
export function vehicleLookupOf(result: { data?: CheckIpFound; error?: unknown }): CarLookup {
  if (!result.data) {
    const e = result.error;
    return { errorId: isApiError(e) && e.code === 1 ? 'kit.vehicle.notFound' : apiErrorMessageId(e) };
  }
  const v = result.data.response;
  if (v.restricted) return { errorId: 'kit.vehicle.restricted' };
  return {
    car: {
      gosNumber: v.gos_number,
      techSery: v.tech_sery,
      techNumber: v.tech_number,
      carModel: v.car_model,
      issueYear: v.issue_year,
    },
    registry: v,
  };
}

const post =
  <B>(at: EndpointPath) =>
  (body: B) => ({ url: at.path, method: at.method, body });

/**
 * The registries a car's purchase asks: the vehicle by plate and tech passport (`POST /check-ip`), its owner
 * by their passport and birthday, and its owning company (a person alone: `./person-api.ts`).
 */
export const vehicleApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    findVehicle: build.mutation<CheckIpFound, CheckIpRequest>({ query: post(VEHICLE_PATHS.check) }),
    checkOwner: build.mutation<CheckPersonFound, CheckPersonRequest>({ query: post(VEHICLE_PATHS.person) }),
    checkOwnerCompany: build.mutation<JuridikFound, VehicleDocsRequest>({
      query: post(VEHICLE_PATHS.company),
    }),
  }),
});

export const { useCheckOwnerMutation, useCheckOwnerCompanyMutation } = vehicleApi;

/** The look-up as a product step calls it: the car, or the message id to show. */
export function useVehicleLookup() {
  const [findVehicle, { isLoading }] = vehicleApi.useFindVehicleMutation();
  const lookUp = async (docs: VehicleDocsValues): Promise<CarLookup> =>
    vehicleLookupOf(
      await findVehicle({ carNumber: docs.gosNumber, techSery: docs.techSery, techNumber: docs.techNumber }),
    );
  return [lookUp, isLoading] as const;
}
