import type { OsgorCreateContractResponse } from '@polis/api-contract';
import { OSGOR_PATHS } from '@polis/api-contract/paths';
import { formatPrice } from '@polis/i18n';
import { companyTitle, contractSave, type ProductDefinition } from '@polis/product-kit';
import { OSGOR_COVER_MONTHS } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { payrollValue } from '../company/payroll';
import { activityOf } from './model/okonx';
import { OSGOR_ERRORS } from './model/osgor-errors';
import type { CompanyInfo, InsuranceInformation, OsgorSnapshot } from './model/osgor-state';
import { savePayload } from './model/save-payload';
import { CompanyInfoStep } from './steps/company-info-step';
import { InsuranceInformationStep } from './steps/insurance-information-step';

/** The save answers the links as `url_payme`, `url_click` and the total as `premium`. */
const savedOf = (r: OsgorCreateContractResponse) => ({
  contract_id: r.id,
  order_id: r.order_id,
  amount_uzs: r.premium,
  payme_url: r.url_payme,
  click_url: r.url_click,
});

/** A new company chooses its own activity on the next step; the same company keeps what was chosen. */
function afterCompany(values: CompanyInfo, snap: Partial<OsgorSnapshot>): Partial<OsgorSnapshot> {
  const before = snap.company_info?.company?.inn;
  if (before === values.company?.inn && snap.insurance_information) return {};
  const okonx = activityOf(values.company?.oked);
  return { insurance_information: { ...snap.insurance_information, okonx } as InsuranceInformation };
}

/** Employer liability (OSGOR): company_info, insurance_information, then payment and the policy (README.md beside this file). */
export const OSGOR: ProductDefinition<OsgorSnapshot> = {
  key: 'osgor',
  analyticsName: 'Employer liability (OSGOR)',
  titleId: 'osgor.title',
  leadId: 'osgor.lead',
  draftVersion: 2,
  steps: [
    defineStep<OsgorSnapshot, 'company_info'>({
      id: 'company_info',
      title: 'osgor.step.company_info',
      Component: CompanyInfoStep,
    }),
    defineStep<OsgorSnapshot, 'insurance_information'>({
      id: 'insurance_information',
      title: 'osgor.step.insurance_information',
      Component: InsuranceInformationStep,
    }),
  ],
  errors: OSGOR_ERRORS,
  check: { url: OSGOR_PATHS.check.path },
  after: (id, values, snap) => (id === 'company_info' ? afterCompany(values as CompanyInfo, snap) : {}),
  quote: (snap) => snap.insurance_information?.priceForPayment,
  summary: (snap, intl) => [
    ...(snap.company_info?.company
      ? [
          {
            label: intl.formatMessage({ id: 'osgor.summary.company' }),
            value: companyTitle(snap.company_info.company),
          },
          { label: intl.formatMessage({ id: 'kit.company.inn' }), value: snap.company_info.company.inn },
        ]
      : []),
    ...(snap.insurance_information?.fot
      ? [
          {
            label: intl.formatMessage({ id: 'osgor.fot' }),
            value: `${formatPrice(payrollValue(snap.insurance_information.fot))} UZS`,
          },
          {
            label: intl.formatMessage({ id: 'kit.summary.start' }),
            value: snap.insurance_information.beginDate,
          },
        ]
      : []),
    {
      label: intl.formatMessage({ id: 'kit.summary.period' }),
      value: intl.formatMessage({ id: 'kit.period.months' }, { count: OSGOR_COVER_MONTHS }),
    },
  ],
  useSave: contractSave(OSGOR_PATHS.save, savePayload, savedOf),
};
