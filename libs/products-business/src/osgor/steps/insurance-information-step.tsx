import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiErrorMessageId } from '@polis/api-client';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { daysFromToday, FormDateField, FormSelect, type StepProps } from '@polis/wizard-core';
import { osgorPremium } from '@polis/tariffs';
import { useCalculateOsgorMutation } from '../api/osgor-api';
import { AmountField } from '../../company/business-fields';
import { formatPayroll, payrollDigits, payrollValue } from '../../company/payroll';
import { ACTIVITIES, activityOf, activityRate, OTHER_ACTIVITY } from '../model/okonx';
import type { InsuranceInformation, OsgorSnapshot } from '../model/osgor-state';
import { insuranceInformationSchema } from './insurance-information.schema';

type Values = Pick<InsuranceInformation, 'okonx' | 'fot' | 'beginDate'>;

/**
 * insurance_information: the activity (risk class and rate: the company's registered one, shown and not
 * changeable, since the server prices the registry's OKED), the annual payroll, the start;
 * `POST /osgor_neo/calculator` prices it (priceForPayment).
 */
export function InsuranceInformationStep({
  initial,
  snapshot,
  onSubmit,
}: StepProps<OsgorSnapshot, 'insurance_information'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [calculate] = useCalculateOsgorMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const initialValues: Values = {
    okonx: registeredActivity(snapshot) ?? initial?.okonx ?? OTHER_ACTIVITY,
    fot: initial?.fot ?? '',
    beginDate: initial?.beginDate ?? daysFromToday(1),
  };
  return (
    <KitStepForm<Values>
      initialValues={initialValues}
      schema={insuranceInformationSchema}
      label={t('osgor.step.insurance_information')}
      onSubmit={async (values) => {
        setFailed(null);
        const rate = activityRate(values.okonx);
        const result = await calculate({ fot: Number(payrollDigits(values.fot)), rate });
        if (result.data === undefined) {
          setFailed(apiErrorMessageId(result.error));
          return;
        }
        onSubmit({ ...values, fot: formatPayroll(values.fot), rate, priceForPayment: result.data });
      }}
    >
      {(form) => {
        const rate = activityRate(form.values.okonx);
        const fot = payrollValue(form.values.fot);
        return (
          <>
            <FormSelect
              name="okonx"
              label={t('osgor.okonx')}
              hint={t('osgor.okonx.hint')}
              required
              disabled
              options={ACTIVITIES.map((a) => ({
                value: a.code,
                label: intl.formatMessage(
                  { id: 'osgor.okonx.option' },
                  {
                    name: t(`osgor.okonx.${a.code}`),
                    riskClass: a.riskClass ?? '—',
                    rate: intl.formatNumber(a.rate * 100, { maximumFractionDigits: 4 }),
                  },
                ),
              }))}
            />
            <AmountField name="fot" label={t('osgor.fot')} hint={t('osgor.fot.hint')} />
            <FormDateField name="beginDate" label={t('osgor.beginDate')} required />
            {fot > 0 ? (
              <p className="business-estimate" aria-live="polite">
                <FormattedMessage
                  id="osgor.estimate"
                  values={{ premium: <FormattedPrice amount={osgorPremium(fot, rate)} /> }}
                />
              </p>
            ) : null}
            {failed ? (
              <p role="alert">
                <FormattedMessage id={failed} />
              </p>
            ) : null}
          </>
        );
      }}
    </KitStepForm>
  );
}

/** The activity of the company's registry OKED, or undefined before a company is found. */
function registeredActivity(snapshot: Partial<OsgorSnapshot>): string | undefined {
  const oked = snapshot.company_info?.company?.oked;
  return oked ? activityOf(oked) : undefined;
}
