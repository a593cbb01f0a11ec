import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CabinetUser } from '@polis/api-contract';
import { isoDate as parseDisplayDate } from '@polis/wizard-core';
import { Button } from '@polis/ui';
import { StepForm, FormDateField, FormMaskedField } from '@polis/wizard-core';
import { useRegisterPersonMutation } from '../api/account-api';
import { FormError } from '../common/form-error';
import { cabinetErrorMessage, type MessageRef } from '../model/cabinet-errors';
import { registerSchema, type RegisterValues } from './register.schema';

export interface RegisterFormProps {
  readonly onRegistered: (user: CabinetUser) => void;
  /** A second action beside "Register" (the login's "Later"). */
  readonly secondary?: ReactNode;
}

const EMPTY: RegisterValues = { passportSeria: '', passportNumber: '', birthday: '' };

/**
 * Links the account to a person of the registry: passport and birthday are sent once and kept only in
 * this form's memory; the names come back from the registry (the server keeps a masked passport).
 */
export function RegisterForm({ onRegistered, secondary }: RegisterFormProps) {
  const intl = useIntl();
  const [register] = useRegisterPersonMutation();
  const [error, setError] = useState<MessageRef | null>(null);

  const submit = async (values: RegisterValues) => {
    setError(null);
    const result = await register({
      passportSeria: values.passportSeria,
      passportNumber: values.passportNumber,
      birthday: parseDisplayDate(values.birthday) ?? values.birthday,
    });
    if (result.data) onRegistered(result.data);
    else setError(cabinetErrorMessage(result.error));
  };

  return (
    <StepForm<RegisterValues>
      initialValues={EMPTY}
      schema={registerSchema}
      onSubmit={submit}
      label={intl.formatMessage({ id: 'account.register.title' })}
    >
      {({ isSubmitting }) => (
        <div className="account-form">
          <div className="account-row">
            <FormMaskedField
              name="passportSeria"
              label={intl.formatMessage({ id: 'account.register.passportSeria' })}
              mask="SS"
              uppercase
              autoComplete="off"
              placeholder="AA"
              required
            />
            <FormMaskedField
              name="passportNumber"
              label={intl.formatMessage({ id: 'account.register.passportNumber' })}
              mask="#######"
              inputMode="numeric"
              autoComplete="off"
              placeholder="1234567"
              required
            />
          </div>
          <FormDateField
            name="birthday"
            label={intl.formatMessage({ id: 'account.register.birthday' })}
            autoComplete="bday"
            required
          />
          <FormError error={error} />
          <div className="account-actions">
            <Button type="submit" size="lg" loading={isSubmitting}>
              <FormattedMessage id="account.register.submit" />
            </Button>
            {secondary}
          </div>
        </div>
      )}
    </StepForm>
  );
}
