import type { OsagoQuote } from '@polis/api-contract';
import {
  OSAGO_INSURED_SUM,
  miniKaskoProgram,
  osagoBasePremium,
  osagoTotal,
  territoryOf,
  type MiniKaskoProgram,
  type OsagoTotal,
  type OsagoQuoteInput,
} from '@polis/tariffs';

export interface Addons {
  readonly accident: boolean;
  readonly gazBalloon: boolean;
  readonly gosNumberInsurance: boolean;
  readonly miniKaskoProgramId: number | null;
}

export interface OsagoPrice extends OsagoTotal {
  readonly miniKasko: MiniKaskoProgram | null;
}

/**
 * Base premium of the choice (its `vehicleTypeId` the registry's on a save, the client's only for a quote); the
 * schemas admit only ids the tariff knows, so null is a programming error.
 */
function basePremium(choice: OsagoQuoteInput): number {
  const base = osagoBasePremium(choice);
  if (base === null)
    throw new Error(`No OSAGO tariff for limit ${choice.driversLimit} period ${choice.periodId}`);
  return base;
}

/** What get-calc-osago answers: the base premium, no discount, no add-ons. */
export function quote(choice: OsagoQuoteInput): OsagoQuote {
  return {
    amount_uzs: basePremium(choice),
    annual_uzs: basePremium({ ...choice, periodId: 1 }),
    insured_sum: OSAGO_INSURED_SUM,
    territory: territoryOf(choice.plate),
  };
}

/** The total of a save, every figure from @polis/tariffs. */
export function priceOf(choice: OsagoQuoteInput, discountId: number, addons: Addons): OsagoPrice {
  const miniKasko = miniKaskoProgram(addons.miniKaskoProgramId);
  const total = osagoTotal(basePremium(choice), discountId, {
    accident: addons.accident,
    gazBalloon: addons.gazBalloon,
    gosNumberInsurance: addons.gosNumberInsurance,
    miniKaskoPrice: miniKasko?.priceUzs ?? null,
  });
  return { ...total, miniKasko };
}
