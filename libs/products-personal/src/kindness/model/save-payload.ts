import type { KindnessCreateContractRequest } from '@polis/api-contract';
import { KINDNESS_PRODUCT_ID, KINDNESS_RISK_ID, kindnessPremium } from '@polis/tariffs';
import { phoneForApi } from '@polis/wizard-core';
import type { KindnessSnapshot } from './kindness-state';

/** `POST /kindness/save` with the fixed risk and product ids; the premium is the one the customer saw. */
export function savePayload(snap: KindnessSnapshot, amountUzs?: number): KindnessCreateContractRequest {
  const { buyer, insured } = snap.applicant;
  return {
    risk_id: KINDNESS_RISK_ID,
    product_id: KINDNESS_PRODUCT_ID,
    start_date: snap.program.startDate,
    applicant: {
      seria: buyer.passportSery,
      number: buyer.passportNumber,
      birthday: buyer.birthday,
      phone: phoneForApi(buyer.phone),
    },
    insured: { seria: insured.passportSery, number: insured.passportNumber, birthday: insured.birthday },
    amount_uzs: amountUzs ?? kindnessPremium(),
  };
}
