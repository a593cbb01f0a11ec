import { useMemo, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetClaimDetail, ClaimPolicy } from '@polis/api-contract';
import { Button } from '@polis/ui';
import { FormMaskedField, FormRadioGroup, FormTextField, StepForm, tashkentToday } from '@polis/wizard-core';
import { FormError } from '../common/form-error';
import { claimError } from '../model/claim-errors';
import type { MessageRef } from '../model/cabinet-errors';
import { ClaimFilesInput, ClaimTextInput } from './claim-fields';
import { claimFields, claimFileParts, claimSchema, EMPTY_CLAIM, type ClaimValues } from './claim-form.schema';
import { fileParts, type ClaimFileParts } from './claims-api';

const CARD_MASK = [
  /\d/,
  /\d/,
  /\d/,
  /\d/,
  ' ',
  /\d/,
  /\d/,
  /\d/,
  /\d/,
  ' ',
  /\d/,
  /\d/,
  /\d/,
  /\d/,
  ' ',
  /\d/,
  /\d/,
  /\d/,
  /\d/,
];

export interface ClaimFormProps {
  readonly policy: ClaimPolicy;
  /** Files the claim; answers the claim, or the API's error. */
  readonly file: (
    fields: Record<string, string | undefined>,
    files: ClaimFileParts,
  ) => Promise<{ data?: CabinetClaimDetail; error?: unknown }>;
  readonly onFiled: (claim: CabinetClaimDetail) => void;
}

/**
 * The product's claim form, rendered from the definition the API answered with the policy: its fields, its
 * file groups, then how to be paid. A refusal of the server shows beside its field, else under the form.
 */
export function ClaimForm({ policy, file, onFiled }: ClaimFormProps) {
  const intl = useIntl();
  const { form } = policy;
  const schema = useMemo(() => claimSchema(form, tashkentToday().toISODate() ?? ''), [form]);
  const [error, setError] = useState<MessageRef | null>(null);

  const submit = async (values: ClaimValues, helpers: FormikHelpers<ClaimValues>) => {
    setError(null);
    const parts = await fileParts(
      claimFileParts(
        form.files.map((g) => g.name),
        values,
      ),
    );
    const result = await file(claimFields(form, values), parts);
    if (result.data) return onFiled(result.data);
    const refusal = claimError(result.error);
    const field = refusal.field === 'policy' ? undefined : refusal.field;
    if (field && field in values) {
      helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, refusal.message.id);
    } else setError(refusal.message);
  };

  return (
    <StepForm<ClaimValues>
      initialValues={EMPTY_CLAIM}
      schema={schema}
      onSubmit={submit}
      label={intl.formatMessage({ id: 'account.claimForm.title' })}
    >
      {({ isSubmitting, values }) => (
        <div className="account-form">
          <p className="account-muted">
            <FormattedMessage
              id="account.claimForm.period"
              values={{ days: policy.claim_period_days, number: policy.policy_number }}
            />
          </p>
          {form.fields.map((field) => (
            <ClaimTextInput key={field.name} name={field.name} required={field.required} />
          ))}
          {form.files.map((group) => (
            <ClaimFilesInput key={group.name} group={group} />
          ))}
          <FormRadioGroup
            name="payout_method"
            legend={intl.formatMessage({ id: 'account.claimForm.payout' })}
            options={[
              { value: 'card', label: intl.formatMessage({ id: 'account.claimForm.payout.card' }) },
              { value: 'account', label: intl.formatMessage({ id: 'account.claimForm.payout.account' }) },
            ]}
            appearance="inline"
          />
          {values.payout_method === 'card' ? (
            <FormMaskedField
              name="card_number"
              label={intl.formatMessage({ id: 'account.claimForm.field.card_number' })}
              mask={CARD_MASK}
              inputMode="numeric"
              autoComplete="cc-number"
              required
            />
          ) : (
            <>
              <FormTextField
                name="bank_account"
                label={intl.formatMessage({ id: 'account.claimForm.field.bank_account' })}
                inputMode="numeric"
                maxLength={20}
                required
              />
              <FormTextField
                name="bank_mfo"
                label={intl.formatMessage({ id: 'account.claimForm.field.bank_mfo' })}
                inputMode="numeric"
                maxLength={5}
                required
              />
            </>
          )}
          <FormError error={error} />
          {isSubmitting ? (
            <p className="account-muted" role="status">
              <FormattedMessage id="account.claimForm.sending" />
            </p>
          ) : null}
          <Button type="submit" size="lg" block loading={isSubmitting}>
            <FormattedMessage id="account.claimForm.submit" />
          </Button>
        </div>
      )}
    </StepForm>
  );
}
