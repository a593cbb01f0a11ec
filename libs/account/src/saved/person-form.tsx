import { FormattedMessage, useIntl } from 'react-intl';
import type { FormikHelpers } from 'formik';
import type { SavedPerson } from '@polis/api-contract';
import {
  FormDateField,
  FormMaskedField,
  FormPhoneField,
  FormRadioGroup,
  FormTextField,
  StepForm,
} from '@polis/wizard-core';
import { useAddSavedPersonMutation, useUpdateSavedPersonMutation } from './saved-api';
import { ConsentField, FormEnd, FormTitle, useRefusal, type SavedFormEnd } from './saved-form-parts';
import {
  blankPerson,
  MAX_LENGTH,
  personChange,
  personInput,
  personSchema,
  personValues,
  type PersonValues,
  type Relation,
} from './saved.schema';
import { PassportFields } from '../common/passport-fields';

export interface PersonFormProps extends SavedFormEnd {
  /** The saved person to edit; none: a new one. */
  readonly person?: SavedPerson;
  /** A new person's first choice: "me" until the customer has saved themselves. */
  readonly relation?: Relation;
}

const FIELDS = [
  'relation',
  'label',
  'passportSeries',
  'passportNumber',
  'birthday',
  'name',
  'pinfl',
  'phone',
  'consent',
];

/**
 * Add or edit a person: "Who is this?" (me or someone else), the passport and birthday as the wizards ask
 * them, the name, PINFL and phone if the customer wants. Someone else needs the consent box (the API refuses
 * without it); an edit asks it only when a saved "me" becomes someone else. The label is Rename's, not Edit's.
 */
export function PersonForm({ person, relation = 'me', onSaved, onGone, onCancel }: PersonFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [add] = useAddSavedPersonMutation();
  const [update] = useUpdateSavedPersonMutation();
  const askConsent = person?.relation !== 'other';
  const fields = person ? FIELDS.filter((f) => f !== 'label') : FIELDS;
  const { formError, clearFormError, refuse } = useRefusal('person', fields, onGone);
  const title = person
    ? intl.formatMessage({ id: 'account.saved.form.editPersonTitle' }, { label: person.label })
    : t('account.saved.form.newPersonTitle');

  const submit = async (values: PersonValues, helpers: FormikHelpers<PersonValues>) => {
    clearFormError();
    if (person) {
      const result = await update({ id: person.id, change: personChange(values, askConsent) });
      if (result.data)
        return onSaved({ id: 'account.saved.personSaved', values: { label: result.data.label } });
      return refuse(result.error, helpers);
    }
    const result = await add(personInput(values));
    if (result.data) {
      const { item, existed } = result.data;
      return onSaved({
        id: existed ? 'account.saved.personExisted' : 'account.saved.personAdded',
        values: { label: item.label },
      });
    }
    return refuse(result.error, helpers);
  };

  return (
    <div className="account-saved-form">
      <StepForm<PersonValues>
        initialValues={person ? personValues(person) : blankPerson(relation)}
        schema={personSchema(askConsent)}
        onSubmit={submit}
        label={title}
      >
        {({ isSubmitting, values }) => (
          <div className="account-form">
            <FormTitle>{title}</FormTitle>
            <FormRadioGroup
              name="relation"
              legend={t('account.saved.form.who')}
              appearance="inline"
              options={[
                { value: 'me', label: t('account.saved.form.who.me') },
                { value: 'other', label: t('account.saved.form.who.other') },
              ]}
              required
            />
            {person ? null : (
              <FormTextField
                name="label"
                label={t('account.saved.form.personLabel')}
                hint={t('account.saved.form.personLabelHint')}
                maxLength={MAX_LENGTH.label}
                autoComplete="off"
              />
            )}
            <PassportFields
              seriesLabel={t('account.saved.form.passportSeries')}
              numberLabel={t('account.saved.form.passportNumber')}
            />
            <FormDateField name="birthday" label={t('account.saved.form.birthday')} required />
            <FormTextField
              name="name"
              label={t('account.saved.form.name')}
              hint={t('account.saved.form.nameHint')}
              maxLength={MAX_LENGTH.name}
              autoComplete="off"
            />
            <FormMaskedField
              name="pinfl"
              mask="##############"
              inputMode="numeric"
              label={t('account.saved.form.pinfl')}
              hint={t('account.saved.form.pinflHint')}
              autoComplete="off"
            />
            <FormPhoneField
              name="phone"
              label={t('account.saved.form.phone')}
              hint={t('account.saved.form.optional')}
              autoComplete="off"
            />
            {values.relation === 'other' && askConsent ? <ConsentField /> : null}
            {values.relation === 'other' && !askConsent ? (
              <p className="account-muted">
                <FormattedMessage id="account.saved.form.consentGiven" />
              </p>
            ) : null}
            <FormEnd error={formError} busy={isSubmitting} onCancel={onCancel} />
          </div>
        )}
      </StepForm>
    </div>
  );
}
