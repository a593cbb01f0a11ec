import { priceText } from '@polis/i18n';
import { JOB_LOSS_PATHS } from '@polis/api-contract/paths';
import { contractSave, type ProductDefinition } from '@polis/product-kit';
import { JOB_LOSS_COVER_MONTHS, jobLossQuote } from '@polis/tariffs';
import { defineStep } from '@polis/wizard-core';
import { JOB_LOSS_ERRORS } from './model/job-loss-errors';
import { salaryOf, type JobLossSnapshot } from './model/job-loss-state';
import { savePayload } from './model/save-payload';
import { JobStep } from './steps/job-step';
import { PersonalStep } from './steps/personal-step';
import { DocumentsStep } from './steps/documents-step';

/** Job loss insurance (spec 001 "Job loss"): job details, personal data, documents, payment, download (README.md). */
export const JOB_LOSS: ProductDefinition<JobLossSnapshot> = {
  key: 'job-loss',
  analyticsName: 'Job loss insurance',
  titleId: 'jobLoss.title',
  leadId: 'jobLoss.lead',
  steps: [
    defineStep<JobLossSnapshot, 'job'>({
      id: 'job',
      title: 'jobLoss.step.job',
      Component: JobStep,
    }),
    defineStep<JobLossSnapshot, 'personal'>({
      id: 'personal',
      title: 'jobLoss.step.personal',
      Component: PersonalStep,
    }),
    defineStep<JobLossSnapshot, 'documents'>({
      id: 'documents',
      title: 'jobLoss.step.documents',
      Component: DocumentsStep,
    }),
  ],
  errors: JOB_LOSS_ERRORS,
  check: { url: JOB_LOSS_PATHS.check.path },
  quote: (snap) => (snap.job ? jobLossQuote(salaryOf(snap.job.salary))?.totalPayable : undefined),
  summary: (snap, intl) => {
    const quote = snap.job ? jobLossQuote(salaryOf(snap.job.salary)) : null;
    return [
      ...(snap.job
        ? [
            {
              label: intl.formatMessage({ id: 'jobLoss.employer.name' }),
              value: snap.job.employer.companyName,
            },
            { label: intl.formatMessage({ id: 'jobLoss.jobTitle' }), value: snap.job.jobTitle },
          ]
        : []),
      ...(quote
        ? [{ label: intl.formatMessage({ id: 'jobLoss.coverage' }), value: priceText(intl, quote.coverage) }]
        : []),
      ...(snap.personal
        ? [{ label: intl.formatMessage({ id: 'kit.summary.start' }), value: snap.personal.startDate }]
        : []),
      {
        label: intl.formatMessage({ id: 'kit.summary.period' }),
        value: intl.formatMessage({ id: 'kit.period.months' }, { count: JOB_LOSS_COVER_MONTHS }),
      },
    ];
  },
  useSave: contractSave(JOB_LOSS_PATHS.save, savePayload),
};
