import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm, useCompanyLookup } from '@polis/product-kit';
import { jobLossQuote, JOB_LOSS_COVERED_MONTHS, JOB_LOSS_RATE_PERCENT } from '@polis/tariffs';
import { FormTextField, type StepProps } from '@polis/wizard-core';
import { salaryOf, type Employer, type JobLossSnapshot } from '../model/job-loss-state';
import { jobSchema } from './job.schema';

type Found = { readonly inn: string; readonly employer: Employer } | null;

/**
 * Job details: the monthly salary (the quote follows it), the job title and the employer's INN, found in the
 * tax registry (`POST /osgor_neo/inn`, the kit's company look-up) when the step is submitted; a company without
 * a short name cannot be insured online (`wrong_inn`).
 */
export function JobStep({ initial, onSubmit }: StepProps<JobLossSnapshot, 'job'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [findCompany, isLoading] = useCompanyLookup('post', 'jobLoss.error.companyNotFound');
  const [found, setFound] = useState<Found>(
    initial?.employer && initial.inn ? { inn: initial.inn, employer: initial.employer } : null,
  );
  return (
    <KitStepForm
      initialValues={{
        salary: initial?.salary ?? '',
        jobTitle: initial?.jobTitle ?? '',
        inn: initial?.inn ?? '',
      }}
      schema={jobSchema}
      label={t('jobLoss.step.job')}
      onSubmit={async (values, helpers) => {
        let employer = found?.inn === values.inn ? found.employer : null;
        if (!employer) {
          const result = await findCompany(values.inn);
          if (!('company' in result)) {
            helpers.setFieldError('inn', result.errorId);
            return;
          }
          const organization = result.company;
          if (!organization.short_name) {
            helpers.setFieldError('inn', 'jobLoss.error.wrongInn');
            return;
          }
          employer = {
            companyName: organization.short_name,
            mfo: organization.mfo,
            bankName: organization.bank,
            bankAccount: organization.schet,
            directorName: organization.direktor,
            oked: organization.oked,
            address: organization.manzil,
          };
          setFound({ inn: values.inn, employer });
        }
        onSubmit({ salary: values.salary, jobTitle: values.jobTitle.trim(), inn: values.inn, employer });
      }}
    >
      {(form) => {
        const quote = jobLossQuote(salaryOf(form.values.salary));
        const shown = found && found.inn === form.values.inn ? found.employer : null;
        return (
          <>
            <FormTextField
              name="salary"
              label={t('jobLoss.salary')}
              hint={t('jobLoss.salary.hint')}
              inputMode="numeric"
              required
            />
            <FormTextField
              name="jobTitle"
              label={t('jobLoss.jobTitle')}
              autoComplete="organization-title"
              required
            />
            <FormTextField
              name="inn"
              label={t('jobLoss.inn')}
              hint={t('jobLoss.inn.hint')}
              inputMode="numeric"
              maxLength={9}
              required
            />
            {isLoading ? (
              <p role="status">
                <FormattedMessage id="jobLoss.employer.searching" />
              </p>
            ) : null}
            {shown ? (
              <dl className="job-loss-employer" aria-label={t('jobLoss.employer')}>
                <dt>{t('jobLoss.employer.name')}</dt>
                <dd>{shown.companyName}</dd>
                <dt>{t('jobLoss.employer.director')}</dt>
                <dd>{shown.directorName}</dd>
                <dt>{t('jobLoss.employer.bank')}</dt>
                <dd>
                  {shown.bankName}, {t('jobLoss.employer.mfo')} {shown.mfo}
                </dd>
                <dt>{t('jobLoss.employer.account')}</dt>
                <dd>{shown.bankAccount}</dd>
                <dt>{t('jobLoss.employer.oked')}</dt>
                <dd>{shown.oked}</dd>
                <dt>{t('jobLoss.employer.address')}</dt>
                <dd>{shown.address}</dd>
              </dl>
            ) : null}
            {quote ? (
              <p className="job-loss-quote" role="status">
                <FormattedMessage
                  id="jobLoss.quote"
                  values={{
                    coverage: <FormattedPrice amount={quote.coverage} />,
                    total: <FormattedPrice amount={quote.totalPayable} />,
                    months: JOB_LOSS_COVERED_MONTHS,
                    rate: JOB_LOSS_RATE_PERCENT,
                  }}
                />
              </p>
            ) : null}
          </>
        );
      }}
    </KitStepForm>
  );
}
