import type { TravelUzbSaveRequest } from '@polis/api-contract';
import type { ApplicantValues } from '@polis/product-kit';
import { isoDate, phoneForApi } from '@polis/wizard-core';

/** Spec 001 section 3 "Domestic travel": the trip (tariff, dates), the applicant, the tourists. */
export interface TauTrip {
  selectedTariff: string;
  beginDate: string;
  endDate: string;
  /** Per tourist and day, and per tourist, from the tariff chosen. */
  premium: number;
  liability: number;
}

export interface TauTourist {
  id: string;
  name: string;
  lastname: string;
  passportData: string;
  birthday: string;
  type: 'resident' | 'foreign';
  country: string;
  /** Tourist 1 is the applicant ("The applicant travels too"): copied, never sent. */
  isApplicant?: boolean;
}

export interface TauSnapshot {
  trip: TauTrip;
  applicant: ApplicantValues;
  tourists: { tourists: TauTourist[] };
}

/** Days = the difference of the dates plus one; null until both are real days. */
export function tauDays(beginDate: string, endDate: string): number | null {
  const a = isoDate(beginDate);
  const b = isoDate(endDate);
  if (!a || !b) return null;
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The start must not be after the end (`startdate_cant_be_more_than_enddate`). */
export const startNotAfterEnd = (beginDate: string, endDate: string): boolean => {
  const days = tauDays(beginDate, endDate);
  return days === null || days >= 1;
};

/** Total premium = premium x tourists x days; liability = liability x tourists (spec 001 section 9). */
export function tauTotals(
  trip: Pick<TauTrip, 'premium' | 'liability' | 'beginDate' | 'endDate'>,
  tourists: number,
) {
  const days = tauDays(trip.beginDate, trip.endDate) ?? 0;
  return { days, premium: trip.premium * tourists * days, liability: trip.liability * tourists };
}

export const blankTauTourist = (id: string): TauTourist => ({
  id,
  name: '',
  lastname: '',
  passportData: '',
  birthday: '',
  type: 'resident',
  country: '',
});

/** The save body; `premium` is the total the customer saw (or the server's after a 422). */
export function tauSavePayload(snap: TauSnapshot, amountUzs?: number): TravelUzbSaveRequest {
  const totals = tauTotals(snap.trip, snap.tourists.tourists.length);
  return {
    begin_date: snap.trip.beginDate,
    end_date: snap.trip.endDate,
    selected_tariff: Number(snap.trip.selectedTariff),
    premium: amountUzs ?? totals.premium,
    applicant: {
      seria: snap.applicant.passportSery,
      number: snap.applicant.passportNumber,
      birthday: snap.applicant.birthday,
      phone: phoneForApi(snap.applicant.phone),
    },
    tourists: snap.tourists.tourists.map((t) => ({
      name: t.name.trim().replace(/\s+/g, ' '),
      lastname: t.lastname.trim().replace(/\s+/g, ' '),
      passport_data: t.passportData.replace(/\s+/g, '').toUpperCase(),
      birthday: t.birthday,
      type: t.type,
      ...(t.type === 'foreign' ? { country: t.country } : {}),
    })),
  };
}
