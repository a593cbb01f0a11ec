import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice, formatPrice, useLang } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { GOV_OBJECT_TYPE_ID } from '@polis/tariffs';
import { Button, Skeleton } from '@polis/ui';
import { FormCheckbox, FormTextField, type StepProps } from '@polis/wizard-core';
import { useGetDocumentTypesQuery } from '../api/documents-api';
import type { DocumentsSnapshot } from '../model/documents-state';
import { typeKey, typesSchema, type TypesValues } from './types.schema';

/** The kinds of document, several at once, each with its premium and liability; type 38 asks its state number. */
export function TypesStep({ initial, onSubmit }: StepProps<DocumentsSnapshot, 'types'>) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading, isError, refetch } = useGetDocumentTypesQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="documents.types.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="documents.retry" />
        </Button>
      </div>
    );
  const { types } = data;
  const chosen = (values: TypesValues) => types.filter((row) => values.selected[typeKey(row.id)]);
  const initialValues: TypesValues = {
    selected: Object.fromEntries(types.map((row) => [typeKey(row.id), !!initial?.typeIds.includes(row.id)])),
    govNumber: initial?.govNumber ?? '',
  };
  return (
    <KitStepForm
      initialValues={initialValues}
      schema={typesSchema}
      label={t('documents.step.types')}
      onSubmit={(values) => {
        const rows = chosen(values);
        const gov = rows.some((row) => row.id === GOV_OBJECT_TYPE_ID);
        onSubmit({
          typeIds: rows.map((row) => row.id),
          govNumber: gov ? values.govNumber.replace(/\s+/g, '').toUpperCase() : '',
          premium: rows.reduce((sum, row) => sum + row.premium, 0),
          liability: rows.reduce((sum, row) => sum + row.liability, 0),
        });
      }}
    >
      {(form) => {
        const rows = chosen(form.values);
        const groupError =
          form.submitCount > 0 && typeof form.errors.selected === 'string' ? form.errors.selected : undefined;
        return (
          <>
            <fieldset
              className="kit-group"
              aria-describedby={groupError ? 'documents-types-error' : undefined}
            >
              <legend>{t('documents.types.legend')}</legend>
              {types.map((row) => (
                <FormCheckbox
                  key={row.id}
                  name={`selected.${typeKey(row.id)}`}
                  label={row[`name_${lang}`]}
                  hint={intl.formatMessage(
                    { id: 'documents.types.row' },
                    { premium: formatPrice(row.premium), liability: formatPrice(row.liability) },
                  )}
                />
              ))}
            </fieldset>
            {groupError ? (
              <p id="documents-types-error" className="kit-error" role="alert">
                {t(groupError)}
              </p>
            ) : null}
            {form.values.selected[typeKey(GOV_OBJECT_TYPE_ID)] ? (
              <FormTextField
                name="govNumber"
                label={t('documents.govNumber')}
                hint={t('documents.govNumber.hint')}
                required
              />
            ) : null}
            <p className="kit-note" aria-live="polite">
              {rows.length ? (
                <FormattedMessage
                  id="documents.premium"
                  values={{
                    premium: <FormattedPrice amount={rows.reduce((sum, row) => sum + row.premium, 0)} />,
                    liability: <FormattedPrice amount={rows.reduce((sum, row) => sum + row.liability, 0)} />,
                  }}
                />
              ) : (
                <FormattedMessage id="documents.premium.choose" />
              )}
            </p>
          </>
        );
      }}
    </KitStepForm>
  );
}
