import { useIntl } from 'react-intl';
import { blankApplicant, KitStepForm, PersonFields } from '@polis/product-kit';
import { daysFromToday, FormDateField, FormSelect, type StepProps } from '@polis/wizard-core';
import { JOB_LOSS_REGIONS, type JobLossSnapshot } from '../model/job-loss-state';
import { personalSchema } from './personal.schema';

/** Personal data: passport, birthday, phone, the region (15 entries) and the start date. */
export function PersonalStep({ initial, onSubmit }: StepProps<JobLossSnapshot, 'personal'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm
      initialValues={{ ...blankApplicant(), regionId: '', startDate: daysFromToday(1), ...initial }}
      schema={personalSchema}
      label={t('jobLoss.step.personal')}
      onSubmit={(values) => onSubmit(values)}
    >
      {() => (
        <>
          <PersonFields phone />
          <FormSelect
            name="regionId"
            label={t('jobLoss.region')}
            placeholder={t('jobLoss.region.choose')}
            options={JOB_LOSS_REGIONS.map((id) => ({ value: String(id), label: t(`jobLoss.region.${id}`) }))}
            required
          />
          <FormDateField name="startDate" label={t('jobLoss.startDate')} required />
        </>
      )}
    </KitStepForm>
  );
}
