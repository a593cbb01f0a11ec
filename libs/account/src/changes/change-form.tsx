import { useIntl } from 'react-intl';
import type { FormikHelpers } from 'formik';
import type { PolicyChangeKind, PolicyChangeOptions } from '@polis/api-contract';
import { Button } from '@polis/ui';
import {
  FormDateField,
  FormMaskedField,
  FormPhoneField,
  FormRadioGroup,
  FormTextField,
  StepForm,
} from '@polis/wizard-core';
import { FormError } from '../common/form-error';
import type { MessageRef } from '../model/cabinet-errors';
import { changeSchema, FIELDS_OF, type ChangeValues } from './change.schema';
import { PassportFields } from '../common/passport-fields';

export interface ChangeFormProps {
  readonly kind: PolicyChangeKind;
  readonly options: PolicyChangeOptions;
  readonly initialValues: ChangeValues;
  /** Asks the server's price; a refusal it answers is set beside its field or returned for under the form. */
  readonly onSubmit: (values: ChangeValues, helpers: FormikHelpers<ChangeValues>) => Promise<void>;
  readonly error: MessageRef | null;
  readonly onCancel: () => void;
}

/** One change's form: only the fields its kind asks, the purchase's field rules, then "See the price". */
export function ChangeForm({ kind, options, initialValues, onSubmit, error, onCancel }: ChangeFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fields = FIELDS_OF[kind];
  const has = (field: keyof ChangeValues) => fields.includes(field);
  return (
    <StepForm<ChangeValues>
      initialValues={initialValues}
      schema={changeSchema(kind)}
      onSubmit={onSubmit}
      label={t(`change.kind.${kind}`)}
    >
      {({ isSubmitting }) => (
        <div className="account-form">
          {has('driverKey') ? (
            <FormRadioGroup
              name="driverKey"
              legend={t('change.form.driverKey')}
              options={options.drivers.map((d) => ({ value: String(d.key), label: d.name }))}
              required
            />
          ) : null}
          {has('name') ? (
            <FormTextField
              name="name"
              label={t('change.form.name')}
              autoComplete="off"
              maxLength={80}
              required
            />
          ) : null}
          {has('passportSeries') ? (
            <PassportFields
              seriesLabel={t('change.form.passportSeries')}
              numberLabel={t('change.form.passportNumber')}
            />
          ) : null}
          {has('birthday') ? (
            <FormDateField
              name="birthday"
              label={t('change.form.birthday')}
              hint={kind === 'add_driver' ? t('change.form.driverHint') : undefined}
              required
            />
          ) : null}
          {has('phone') ? <FormPhoneField name="phone" label={t('change.form.phone')} required /> : null}
          {has('plate') ? (
            <>
              <FormTextField
                name="plate"
                label={t('change.form.plate')}
                hint={t('change.form.plateHint')}
                autoComplete="off"
                maxLength={12}
                required
              />
              <div className="account-row">
                <FormMaskedField
                  name="techSeries"
                  mask="AAA"
                  uppercase
                  label={t('change.form.techSeries')}
                  autoComplete="off"
                  placeholder="AAF"
                  required
                />
                <FormMaskedField
                  name="techNumber"
                  mask="#######"
                  inputMode="numeric"
                  label={t('change.form.techNumber')}
                  autoComplete="off"
                  placeholder="1234567"
                  required
                />
              </div>
            </>
          ) : null}
          {has('address') ? (
            <FormTextField name="address" label={t('change.form.address')} maxLength={200} required />
          ) : null}
          <FormError error={error} />
          <div className="account-actions">
            <Button type="submit" loading={isSubmitting}>
              {t('change.form.quote')}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('change.form.cancel')}
            </Button>
          </div>
        </div>
      )}
    </StepForm>
  );
}
