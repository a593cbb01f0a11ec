import { apiErrorMessageId, isApiError } from '@polis/api-client';
import type { CheckIpFound } from '@polis/api-contract';

/** What a motor product keeps of the car it found. */
export interface FoundCar {
  gosNumber: string;
  techSery: string;
  techNumber: string;
  carModel: string;
  issueYear: number;
}

export type CarLookup = { readonly car: FoundCar } | { readonly errorId: string };

/**
 * The registry's answer (`OsagoCheckIpResponse`, OSAGO's `/check-ip` shape) as a car or the message to
 * show: not found, a special-purpose model (refused online), or the transport's message.
 */
export function carLookupOf(result: { data?: CheckIpFound; error?: unknown }): CarLookup {
  if (!result.data) {
    const e = result.error;
    return { errorId: isApiError(e) && e.code === 1 ? 'motor.car.notFound' : apiErrorMessageId(e) };
  }
  const v = result.data.response;
  if (v.restricted) return { errorId: 'motor.car.restricted' };
  return {
    car: {
      gosNumber: v.gos_number,
      techSery: v.tech_sery,
      techNumber: v.tech_number,
      carModel: v.car_model,
      issueYear: v.issue_year,
    },
  };
}
