import { KINDNESS_ENDPOINTS } from '@polis/api-contract';
import {
  ageOn,
  KINDNESS_COVER,
  KINDNESS_COVER_MONTHS,
  KINDNESS_PRODUCT_ID,
  KINDNESS_RISK_ID,
  kindnessPremium,
} from '@polis/tariffs';
import { addDays, addMonthsInclusive } from '../../contracts/format';
import { Issues } from '../../http/issues';
import { findPerson, fullNameOf } from '../../registries/person-lookup';
import { refuse, saleRoutes } from '../kit/sale';

/**
 * Kindness (README.md beside this file): a gift policy at the fixed risk and product ids, the buyer and the
 * gifted person both in the person registry, 200 000 for 12 months from the start; the kit does the rest.
 */
export const kindnessRoutes = saleRoutes({
  key: 'kindness',
  tag: 'kindness',
  title: 'kindness (gift)',
  save: KINDNESS_ENDPOINTS.save,
  check: KINDNESS_ENDPOINTS.check,
  saveDescription:
    'Premium 200 000 (@polis/tariffs). 422 unknown_program (risk_id/product_id not the fixed ones), ' +
    'person_not_found (the applicant), insured_not_found (the gifted person). ' +
    '400 validation: dates, the applicant under 18.',
  async sell(body, { db, today }) {
    const issues = new Issues();
    const start = issues.date('/start_date', body.start_date);
    if (start < addDays(today, 1) || start > addDays(today, 90))
      issues.add('/start_date', 'must be 1 to 90 days ahead');
    const applicantBirthday = issues.date('/applicant/birthday', body.applicant.birthday);
    if (ageOn(applicantBirthday, today) < 18)
      issues.add('/applicant/birthday', 'the applicant must be 18 or older');
    const insuredBirthday = issues.date('/insured/birthday', body.insured.birthday);
    if (insuredBirthday > today) issues.add('/insured/birthday', 'must not be in the future');
    issues.throwIfAny();

    if (body.risk_id !== KINDNESS_RISK_ID || body.product_id !== KINDNESS_PRODUCT_ID)
      return refuse('unknown_program', 'Kindness is sold with its fixed risk and product ids only');
    const { applicant, insured } = body;
    const buyer = await findPerson(db, {
      birthday: applicantBirthday,
      passport: { series: applicant.seria, number: applicant.number },
    });
    if (!buyer) return refuse('person_not_found', 'No person with the applicant’s passport and birthday');
    const gifted = await findPerson(db, {
      birthday: insuredBirthday,
      passport: { series: insured.seria, number: insured.number },
    });
    if (!gifted) return refuse('insured_not_found', 'No person with the insured’s passport and birthday');
    return {
      amountUzs: kindnessPremium(),
      phone: applicant.phone,
      holderName: fullNameOf(buyer),
      details: {
        insured_sum: KINDNESS_COVER.accident,
        hospital_cover: KINDNESS_COVER.hospital,
        insured_persons: fullNameOf(gifted),
        period_months: KINDNESS_COVER_MONTHS,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, KINDNESS_COVER_MONTHS),
      // Never the gifted person.
      lead: `gift policy, risk ${KINDNESS_RISK_ID}, product ${KINDNESS_PRODUCT_ID}`,
    };
  },
});
