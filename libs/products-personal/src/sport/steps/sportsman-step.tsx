import { FormattedMessage, useIntl } from 'react-intl';
import { KitStepForm, PersonFields, SamePerson, personOf } from '@polis/product-kit';
import { Checkbox } from '@polis/ui';
import { FormDateField, FormTextField, type StepProps } from '@polis/wizard-core';
import { blankResidentOrForeigner } from '../../person-blank';
import type { SportSnapshot } from '../model/sport-state';
import { sportsmanSchema } from './sportsman.schema';

type Values = SportSnapshot['sportsman'];
const blank: Values = {
  residentType: '1',
  ...blankResidentOrForeigner(),
};

/** The insured sportsman: the policyholder (one tick), a resident (type 1) or a foreign citizen (type 6). */
export function SportsmanStep({ initial, snapshot, onSubmit }: StepProps<SportSnapshot, 'sportsman'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <KitStepForm<Values>
      initialValues={{ ...blank, ...initial }}
      schema={sportsmanSchema}
      label={t('sport.step.sportsman')}
      onSubmit={(values) => onSubmit(values)}
    >
      {(form) => (
        <>
          <SamePerson
            name="sameAsInsurer"
            label={t('sport.sportsman.isInsurer')}
            person={personOf(snapshot.insurer)}
            also={{ residentType: '1' }}
          />
          <Checkbox
            id="field-residentType"
            label={t('sport.sportsman.foreign')}
            checked={form.values.residentType === '6'}
            onChange={(e) => void form.setFieldValue('residentType', e.target.checked ? '6' : '1')}
          />
          <p className="kit-note">
            <FormattedMessage
              id={
                form.values.residentType === '6'
                  ? 'sport.sportsman.foreignNote'
                  : 'sport.sportsman.residentNote'
              }
            />
          </p>
          {form.values.residentType === '6' ? (
            <>
              <FormTextField
                name="foreignPassport"
                label={t('sport.foreignPassport.label')}
                autoComplete="off"
                required
              />
              <div className="kit-row">
                <FormTextField
                  name="lastName"
                  label={t('sport.lastName')}
                  hint={t('sport.latin.hint')}
                  autoComplete="off"
                  required
                />
                <FormTextField
                  name="firstName"
                  label={t('sport.firstName')}
                  hint={t('sport.latin.hint')}
                  autoComplete="off"
                  required
                />
              </div>
              <FormDateField name="birthday" label={t('kit.person.birthday')} required />
            </>
          ) : (
            <PersonFields />
          )}
        </>
      )}
    </KitStepForm>
  );
}
