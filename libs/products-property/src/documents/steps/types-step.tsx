import { FormattedMessage, useIntl } from 'react-intl';
import { array, object, string } from 'yup';
import { FormattedPrice, formatPrice, useLang, rowNameIn } from '@polis/i18n';
import { KitStepForm, LoadFailed } from '@polis/product-kit';
import { documentsLiability, documentsPremium, GOV_OBJECT_TYPE_ID } from '@polis/tariffs';
import { Skeleton } from '@polis/ui';
import { FormCheckboxGroup, FormTextField, type StepProps } from '@polis/wizard-core';
import { useGetDocumentTypesQuery } from '../api/documents-api';
import type { DocumentsSnapshot } from '../model/documents-state';

const GOV = String(GOV_OBJECT_TYPE_ID);

/** At least one kind; type 38 also needs its state number (letters and digits, 4-12 of them). */
export const typesSchema = object({
  typeIds: array(string().required()).min(1, 'documents.types.required'),
  govNumber: string()
    .transform((value: string) => value.replace(/\s+/g, '').toUpperCase())
    .matches(/^[0-9A-Z]{4,12}$/, { message: 'documents.govNumber.format', excludeEmptyString: true })
    .when('typeIds', {
      is: (ids: string[]) => ids.includes(GOV),
      then: (s) => s.required('wizard.form.required'),
    }),
});

/** The kinds of document, several at once, each with its premium and liability; type 38 asks its state number. */
export function TypesStep({ initial, onSubmit }: StepProps<DocumentsSnapshot, 'types'>) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading, isError, refetch } = useGetDocumentTypesQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return <LoadFailed message="documents.types.failed" retry="documents.retry" onRetry={refetch} />;
  // The chosen kinds in the order of the list, and what they cost and cover together.
  const chosen = (values: readonly string[]) => {
    const ids = data.types.filter((row) => values.includes(String(row.id))).map((row) => row.id);
    return { ids, premium: documentsPremium(ids), liability: documentsLiability(ids) };
  };
  return (
    <KitStepForm
      initialValues={{ typeIds: (initial?.typeIds ?? []).map(String), govNumber: initial?.govNumber ?? '' }}
      schema={typesSchema}
      label={t('documents.step.types')}
      onSubmit={(values) => {
        const { ids, premium, liability } = chosen(values.typeIds);
        const govNumber = values.typeIds.includes(GOV)
          ? values.govNumber.replace(/\s+/g, '').toUpperCase()
          : '';
        onSubmit({ typeIds: ids, govNumber, premium, liability });
      }}
    >
      {(form) => {
        const { ids, premium, liability } = chosen(form.values.typeIds);
        return (
          <>
            <FormCheckboxGroup
              name="typeIds"
              className="kit-group"
              legend={t('documents.types.legend')}
              options={data.types.map((row) => ({
                value: String(row.id),
                label: rowNameIn(row, lang),
                hint: intl.formatMessage(
                  { id: 'documents.types.row' },
                  { premium: formatPrice(row.premium), liability: formatPrice(row.liability) },
                ),
              }))}
            />
            {form.values.typeIds.includes(GOV) ? (
              <FormTextField
                name="govNumber"
                label={t('documents.govNumber')}
                hint={t('documents.govNumber.hint')}
                required
              />
            ) : null}
            <p className="kit-note" aria-live="polite">
              <FormattedMessage
                id={ids.length ? 'documents.premium' : 'documents.premium.choose'}
                values={{
                  premium: <FormattedPrice amount={premium} />,
                  liability: <FormattedPrice amount={liability} />,
                }}
              />
            </p>
          </>
        );
      }}
    </KitStepForm>
  );
}
