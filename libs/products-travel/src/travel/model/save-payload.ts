import type { TravelCalculatorRequest, TravelSaveRequest } from '@polis/api-contract';
import { phoneForApi } from '@polis/wizard-core';
import type { TravelPurposeId } from '@polis/tariffs';
import { chosenRisks, splitPassport, usesEndDate, type RiskFlags, type TravelSnapshot } from './travel-state';

/** The trip's part of the calculator and save bodies: an end date or a day count, never both. */
export function calculatorBody(
  snap: Pick<TravelSnapshot, 'trip' | 'countries' | 'tourists'>,
  risks: RiskFlags,
  uyJoy: boolean,
): TravelCalculatorRequest {
  const { trip, countries, tourists } = snap;
  return {
    begin_date: countries.beginDate,
    ...(usesEndDate(trip) ? { end_date: countries.endDate } : { days: Number(trip.spendDays) }),
    countries: [...countries.countries],
    purpose_id: Number(trip.purpose) as TravelPurposeId,
    kop_martali: trip.reusable,
    is_family: trip.isFamily,
    has_covid: trip.hasCovid,
    travelers: tourists.turists.map((t) => ({ birthday: t.birthday })),
    risklar: chosenRisks(risks),
    uy_joy: uyJoy,
  };
}

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

/** The save-polis body of spec 000 section 7; `summa_all` is the price the customer saw. */
export function savePayload(snap: TravelSnapshot, amountUzs?: number, minimal = false): TravelSaveRequest {
  const { program, tourists } = snap;
  const { uy_joy: _uyJoy, travelers: _t, ...trip } = calculatorBody(snap, program.risks, program.uyJoy);
  const payerTourist = tourists.turists.find((t) => t.isPayer);
  const payer = payerTourist
    ? {
        ...tourists.payer,
        name: payerTourist.name,
        birthday: payerTourist.birthday,
        passport: payerTourist.passport,
      }
    : tourists.payer;
  const payerPassport = splitPassport(payer.passport);
  return {
    ...trip,
    summa_all: amountUzs ?? program.premium,
    program_id: program.program,
    uy_joy: program.uyJoy,
    travelers: tourists.turists.map((t) => {
      const passport = splitPassport(t.passport);
      return {
        name: oneLine(t.name),
        birthday: t.birthday,
        passport_series: passport.series,
        passport_number: passport.number,
      };
    }),
    insurer_name: oneLine(payer.name),
    insurer_birthday: payer.birthday,
    insurer_passport_series: payerPassport.series,
    insurer_passport_number: payerPassport.number,
    ...(payer.foreign ? { insurer_country: payer.country ?? '' } : { insurer_pinfl: payer.pinfl }),
    insurer_phone: phoneForApi(payer.phone),
    ...(payer.email.trim() ? { insurer_email: payer.email.trim() } : {}),
    ...(minimal ? { minimal: true } : {}),
  };
}
