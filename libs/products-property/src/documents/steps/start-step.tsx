import { useIntl } from 'react-intl';
import { KitStepForm } from '@polis/product-kit';
import { daysFromToday, FormDateField, type StepProps } from '@polis/wizard-core';
import type { DocumentsSnapshot } from '../model/documents-state';
import { startSchema } from './start.schema';

/** The start date of the 12-month cover (tomorrow by default); this step saves the application. */
export function StartStep({ initial, onSubmit }: StepProps<DocumentsSnapshot, 'start'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm
      initialValues={{ startDate: initial?.startDate ?? daysFromToday(1) }}
      schema={startSchema}
      label={t('documents.step.start')}
      onSubmit={(values) => onSubmit({ startDate: values.startDate })}
    >
      {() => (
        <FormDateField
          name="startDate"
          label={t('documents.startDate')}
          hint={t('documents.startDate.hint')}
          required
        />
      )}
    </KitStepForm>
  );
}
