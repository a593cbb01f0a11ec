import type { OsgorCreateContractRequest } from '@polis/api-contract';
import { osgorPremium } from '@polis/tariffs';
import { phoneForApi } from '@polis/wizard-core';
import { payrollValue } from '../../company/payroll';
import type { OsgorSnapshot } from './osgor-state';

/** The save's body (spec field names); the premium is the one the customer saw unless the server's is confirmed. */
export function savePayload(snap: OsgorSnapshot, amountUzs?: number): OsgorCreateContractRequest {
  const { company_info: info, insurance_information: insurance } = snap;
  const company = info.company;
  if (!company) throw new Error('OSGOR save without a company');
  const fot = payrollValue(insurance.fot);
  return {
    inn: company.inn,
    mfo: company.mfo,
    name: company.short_name ?? company.name,
    direktor: company.direktor,
    manzil: company.manzil,
    // The registry's activity: the server prices it and refuses any other (422 rate_mismatch).
    oked: company.oked,
    bankName: company.bank,
    xisob_raqam: company.schet,
    rate: insurance.rate,
    phone: phoneForApi(info.phone),
    regionId: Number(info.regionId),
    fot,
    premium: amountUzs ?? insurance.priceForPayment ?? osgorPremium(fot, insurance.rate),
    start_date: insurance.beginDate,
  };
}
