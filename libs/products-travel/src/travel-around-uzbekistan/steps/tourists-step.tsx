import { FormattedMessage, useIntl } from 'react-intl';
import { array, mixed, object, string } from 'yup';
import { FormattedPrice, useLang, nameIn } from '@polis/i18n';
import {
  KitStepForm,
  RemoveItemButton,
  SamePerson,
  SavedPersonSlot,
  useFindPersonMutation,
} from '@polis/product-kit';
import { Button, RadioGroup } from '@polis/ui';
import { FormDateField, FormSelect, FormTextField, birthday, type StepProps } from '@polis/wizard-core';
import { TRAVEL_UZB_MAX_TOURISTS } from '@polis/tariffs';
import { useGetTravelReferenceQuery } from '../../shared/reference-api';
import { blankTauTourist, tauTotals, type TauSnapshot, type TauTourist } from '../model/tau-state';

const tourist = object({
  name: string().trim().required('wizard.form.required').max(60, 'tau.error.tooLongText'),
  lastname: string().trim().required('wizard.form.required').max(60, 'tau.error.tooLongText'),
  passportData: string()
    .trim()
    .required('wizard.form.required')
    .test('passport', 'tau.passport.invalid', (value, ctx) => {
      const compact = (value ?? '').replace(/\s+/g, '').toUpperCase();
      return (ctx.parent as TauTourist).type === 'foreign'
        ? /^[A-Z0-9]{7,13}$/.test(compact)
        : /^[A-Z]{2}[0-9]{7}$/.test(compact);
    }),
  birthday: birthday(),
  type: mixed<'resident' | 'foreign'>().oneOf(['resident', 'foreign']).required(),
  country: string().when('type', {
    is: 'foreign',
    then: (s) => s.required('tau.country.required'),
  }),
});
const schema = object({ tourists: array(tourist).min(1) });

/**
 * Tourists: residents give their passport; foreign visitors of Uzbekistan a foreign passport and country. The
 * applicant, found on the step before, is offered as tourist 1.
 */
export function TouristsStep({ initial, snapshot, onSubmit }: StepProps<TauSnapshot, 'tourists'>) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data: reference } = useGetTravelReferenceQuery();
  const [findPerson] = useFindPersonMutation();
  const applicant = snapshot.applicant;
  const countries = (reference?.response.country ?? [])
    .filter((c) => c.code.length === 2)
    .map((c) => ({ value: c.code, label: nameIn(c, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  return (
    <KitStepForm<{ tourists: TauTourist[] }>
      initialValues={{ tourists: [blankTauTourist('t1')], ...initial }}
      schema={schema}
      label={t('tau.step.tourists')}
      onSubmit={(values) => onSubmit(values)}
    >
      {(form) => {
        const list = form.values.tourists;
        const totals = snapshot.trip ? tauTotals(snapshot.trip, list.length) : null;
        // The applicant as tourist 1: the passport and birthday copied, the names as the registry knows them.
        const findNames = async () => {
          if (!applicant) return;
          const { passportSery: passportSeria, passportNumber, birthday } = applicant;
          const found = await findPerson({ passportSeria, passportNumber, birthday });
          if (!found.data) return;
          void form.setFieldValue('tourists.0.lastname', found.data.familya);
          void form.setFieldValue('tourists.0.name', found.data.ism);
        };
        return (
          <>
            {list.map((x, i) => (
              <fieldset key={x.id} className="tau-tourist">
                <legend>{t('tau.tourist.legend', { n: i + 1 })}</legend>
                {i === 0 ? (
                  <SamePerson
                    name="tourists.0.isApplicant"
                    label={t('tau.tourist.isApplicant')}
                    prefix="tourists.0."
                    person={
                      applicant
                        ? {
                            passportData: applicant.passportSery + applicant.passportNumber,
                            birthday: applicant.birthday,
                          }
                        : null
                    }
                    also={{ type: 'resident' }}
                    clear={['lastname', 'name']}
                    onCopy={() => void findNames()}
                  />
                ) : null}
                <SavedPersonSlot
                  prefix={`tourists.${i}.`}
                  map={(p) => {
                    const [lastname = '', name = ''] = p.name?.split(/\s+/) ?? [];
                    return {
                      [`tourists.${i}.type`]: 'resident',
                      [`tourists.${i}.passportData`]: p.passport_series + p.passport_number,
                      [`tourists.${i}.birthday`]: p.birthday,
                      ...(lastname
                        ? { [`tourists.${i}.lastname`]: lastname, [`tourists.${i}.name`]: name }
                        : {}),
                    };
                  }}
                />
                <RadioGroup
                  legend={t('tau.tourist.type')}
                  name={`tourists.${i}.type`}
                  appearance="inline"
                  value={x.type}
                  onChange={(e) =>
                    void form.setFieldValue(`tourists.${i}`, {
                      ...x,
                      type: e.target.value as TauTourist['type'],
                      country: '',
                    })
                  }
                  options={[
                    { value: 'resident', label: t('tau.tourist.resident') },
                    { value: 'foreign', label: t('tau.tourist.foreign') },
                  ]}
                />
                <FormTextField
                  name={`tourists.${i}.lastname`}
                  label={t('tau.tourist.lastname')}
                  autoComplete="off"
                  required
                />
                <FormTextField
                  name={`tourists.${i}.name`}
                  label={t('tau.tourist.name')}
                  autoComplete="off"
                  required
                />
                <FormTextField
                  name={`tourists.${i}.passportData`}
                  label={t(x.type === 'foreign' ? 'tau.tourist.foreignPassport' : 'tau.tourist.passport')}
                  hint={t(
                    x.type === 'foreign' ? 'tau.tourist.foreignPassport.hint' : 'tau.tourist.passport.hint',
                  )}
                  autoComplete="off"
                  required
                />
                <FormDateField name={`tourists.${i}.birthday`} label={t('tau.tourist.birthday')} required />
                {x.type === 'foreign' ? (
                  <FormSelect
                    name={`tourists.${i}.country`}
                    label={t('tau.tourist.country')}
                    placeholder={t('tau.tourist.country.placeholder')}
                    options={countries}
                    required
                  />
                ) : null}
                <RemoveItemButton
                  list={list}
                  index={i}
                  onRemove={(rest) => void form.setFieldValue('tourists', rest)}
                >
                  {t('tau.tourist.remove', { n: i + 1 })}
                </RemoveItemButton>
              </fieldset>
            ))}
            {list.length < TRAVEL_UZB_MAX_TOURISTS ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  void form.setFieldValue('tourists', [...list, blankTauTourist(`t${Date.now()}`)])
                }
              >
                {t('tau.tourist.add')}
              </Button>
            ) : null}
            {totals ? (
              <p className="tau-total" aria-live="polite">
                <FormattedMessage
                  id="tau.total"
                  values={{
                    price: <FormattedPrice amount={totals.premium} />,
                    liability: <FormattedPrice amount={totals.liability} />,
                    days: totals.days,
                    tourists: list.length,
                  }}
                />
              </p>
            ) : null}
          </>
        );
      }}
    </KitStepForm>
  );
}
