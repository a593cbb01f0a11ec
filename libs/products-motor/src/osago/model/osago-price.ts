import { MINI_KASKO_PROGRAMS, osagoBasePremium, osagoTotal, type OsagoTotal } from '@polis/tariffs';
import type { CarData, PolicyChoice } from './osago-state';

/** The program price of the monthly mini kasko special, 0 when not chosen. */
export function miniKaskoPrice(policy: Pick<PolicyChoice, 'miniKaskoSpecial' | 'miniKaskoProgram'>): number {
  if (!policy.miniKaskoSpecial) return 0;
  return MINI_KASKO_PROGRAMS.find((p) => p.id === policy.miniKaskoProgram)?.priceUzs ?? 0;
}

/**
 * The quote the wizard shows: base premium from the 2026 tariff (the server recomputes it the same way), the
 * discount category (7 and 8 halve the base) and the add-ons. Legal entities take no accident cover.
 */
export function osagoQuote(
  car: Pick<CarData, 'gosNumber' | 'vehicleType'>,
  policy: PolicyChoice,
  discountId: number,
  isLegal: boolean,
  serverBase?: number | null,
): OsagoTotal | null {
  const base =
    serverBase ??
    osagoBasePremium({
      plate: car.gosNumber,
      vehicleTypeId: car.vehicleType,
      driversLimit: policy.type,
      periodId: policy.period,
    });
  if (base === null) return null;
  return osagoTotal(base, discountId, {
    accident: policy.accident && !isLegal,
    gazBalloon: policy.gazBalloon,
    gosNumberInsurance: policy.gosNumberInsurance,
    miniKaskoPrice: miniKaskoPrice(policy),
  });
}
