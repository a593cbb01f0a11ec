import { useIntl } from 'react-intl';
import { DOCUMENT_ACCEPT, isUpload, KitStepForm, UploadField, type Upload } from '@polis/product-kit';
import type { StepProps } from '@polis/wizard-core';
import type { JobLossSnapshot } from '../model/job-loss-state';
import { documentsSchema } from './documents.schema';

interface DocumentValues {
  workBook: Upload | undefined;
  salaryCertificate: Upload | undefined;
}

/** Documents: the work book and the salary certificate, each a PDF or a photo of at most 5 MB. */
export function DocumentsStep({ initial, onSubmit }: StepProps<JobLossSnapshot, 'documents'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const start: DocumentValues = {
    // A file does not survive a reload: only a real one is kept.
    workBook: isUpload(initial?.workBook) ? initial.workBook : undefined,
    salaryCertificate: isUpload(initial?.salaryCertificate) ? initial.salaryCertificate : undefined,
  };
  return (
    <KitStepForm
      initialValues={start}
      schema={documentsSchema}
      label={t('jobLoss.step.documents')}
      onSubmit={(values) => {
        if (values.workBook && values.salaryCertificate)
          onSubmit({ workBook: values.workBook, salaryCertificate: values.salaryCertificate });
      }}
    >
      {() => (
        <>
          <UploadField
            name="workBook"
            label={t('jobLoss.workBook')}
            hint={t('jobLoss.document.hint')}
            accept={DOCUMENT_ACCEPT}
          />
          <UploadField
            name="salaryCertificate"
            label={t('jobLoss.salaryCertificate')}
            hint={t('jobLoss.document.hint')}
            accept={DOCUMENT_ACCEPT}
          />
        </>
      )}
    </KitStepForm>
  );
}
