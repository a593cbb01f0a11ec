import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLang, nameIn } from '@polis/i18n';
import { useFormikContext } from 'formik';
import { array, bool, object, string } from 'yup';
import { apiErrorMessageId, rateLimitOf } from '@polis/api-client';
import { KitStepForm, SavedPersonSlot } from '@polis/product-kit';
import { Button, Checkbox, TextField } from '@polis/ui';
import {
  FormDateField,
  FormPhoneField,
  FormSelect,
  FormTextField,
  ageInYears,
  birthday,
  phone998,
  pinfl,
  useStepField,
  type StepProps,
} from '@polis/wizard-core';
import { TRAVEL_MAX_TRAVELLERS, familyAllowed } from '@polis/tariffs';
import { useGetTravelReferenceQuery } from '../../shared/reference-api';
import { useFindTravellerMutation } from '../api/travel-api';
import {
  blankPayer,
  blankTourist,
  latinName,
  splitPassport,
  type TouristsValues,
  type TravelSnapshot,
} from '../model/travel-state';
import { PayerPinfl, identity } from './payer-pinfl';

const PASSPORT = /^[A-Za-z0-9]{2}\s?[A-Za-z0-9]{5,10}$/;
const LATIN = /^[A-Za-z][A-Za-z' -]*$/;

const touristSchema = object({
  name: string()
    .trim()
    .required('wizard.form.required')
    .min(2, 'wizard.form.required')
    .matches(LATIN, 'travel.error.useLatinAlphabet'),
  birthday: birthday(),
  passport: string().trim().required('wizard.form.required').matches(PASSPORT, 'travel.passport.invalid'),
  foreign: bool(),
  isPayer: bool(),
});

const isAdult = (date: string | undefined) => {
  const age = date ? ageInYears(date) : null;
  return age !== null && age >= 18;
};

/** The payer: a tourist marked isPayer (an adult: canPay) or someone else whose passport data are asked. */
const schemaFor = (family: boolean) =>
  object({
    turists: array(touristSchema).min(1),
    payer: object({
      name: string(),
      birthday: string(),
      passport: string(),
      foreign: bool(),
      pinfl: string().when('foreign', {
        is: true,
        then: (x) => x,
        otherwise: () => pinfl(),
      }),
      country: string().when('foreign', {
        is: true,
        then: (x) => x.required('travel.payer.country.required'),
      }),
      phone: phone998(),
      email: string().trim().email('travel.email.invalid'),
    }),
  }).test('payer', 'wizard.form.required', (values, ctx) => {
    const list = values.turists ?? [];
    const ages = list.map((x) => (x.birthday ? ageInYears(x.birthday) : null));
    if (family && ages.every((a) => a !== null) && !familyAllowed(ages as number[]))
      return ctx.createError({ path: 'turists', message: 'travel.family.invalid' });
    const index = list.findIndex((x) => x.isPayer);
    if (index >= 0)
      return (
        isAdult(list[index].birthday) ||
        ctx.createError({ path: `turists.${index}.isPayer`, message: 'travel.payer.mustBeAdult' })
      );
    const payer = values.payer;
    if (!payer.name?.trim()) return ctx.createError({ path: 'payer.name', message: 'wizard.form.required' });
    if (!PASSPORT.test(payer.passport ?? ''))
      return ctx.createError({ path: 'payer.passport', message: 'travel.passport.invalid' });
    if (!isAdult(payer.birthday))
      return ctx.createError({ path: 'payer.birthday', message: 'travel.payer.mustBeAdult' });
    return true;
  });

/** The name field: Latin only; a Cyrillic letter clears it and says so (spec 000 section 5). */
function LatinNameField({ name, label }: { name: string; label: string }) {
  const intl = useIntl();
  const field = useStepField(name);
  const { setFieldValue } = useFormikContext();
  const [latinError, setLatinError] = useState(false);
  return (
    <TextField
      {...field}
      label={label}
      autoComplete="off"
      hint={intl.formatMessage({ id: 'travel.name.hint' })}
      error={latinError ? intl.formatMessage({ id: 'travel.error.useLatinAlphabet' }) : field.error}
      onChange={(e) => {
        const checked = latinName(e.target.value);
        setLatinError(Boolean(checked.error));
        void setFieldValue(name, checked.value.toUpperCase());
      }}
    />
  );
}

/** Tourists: each with passport, birthday, Latin name (found by passport for citizens), foreign, payer. */
export function TouristsStep({ initial, snapshot, onSubmit }: StepProps<TravelSnapshot, 'tourists'>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [find] = useFindTravellerMutation();
  const lang = useLang();
  const { data: reference } = useGetTravelReferenceQuery();
  const countries = (reference?.response.country ?? [])
    .filter((c) => c.code.length === 2)
    .map((c) => ({ value: c.code, label: nameIn(c, lang) }));
  // Per tourist: the look-up running, or the message of its failure (not found, too many look-ups).
  const [lookup, setLookup] = useState<Record<number, 'busy' | { readonly errorId: string } | undefined>>({});
  // Per tourist id: the passport and birthday the look-up found (the paying one's PINFL is then filled).
  const [found, setFound] = useState<Record<string, string>>({});
  const lookupFailure = (i: number) => {
    const state = lookup[i];
    return typeof state === 'object' ? <p role="alert">{t(state.errorId)}</p> : null;
  };
  const family = snapshot.trip?.isFamily ?? false;
  const schema = useMemo(() => schemaFor(family), [family]);
  const start: TouristsValues = {
    turists: family ? [blankTourist('t1'), blankTourist('t2')] : [{ ...blankTourist('t1'), isPayer: true }],
    payer: blankPayer(),
  };
  return (
    <KitStepForm<TouristsValues>
      initialValues={{ ...start, ...initial }}
      schema={schema}
      label={t('travel.step.tourists')}
      onSubmit={(values) =>
        onSubmit({
          ...values,
          turists: values.turists.map((x) => ({ ...x, name: x.name.trim().replace(/\s+/g, ' ') })),
        })
      }
    >
      {(form) => {
        const list = form.values.turists;
        const payerIsTourist = list.some((x) => x.isPayer);
        const findName = async (i: number) => {
          const tourist = list[i];
          const { series, number } = splitPassport(tourist.passport);
          setLookup((s) => ({ ...s, [i]: 'busy' }));
          const res = await find({
            passportSeria: series,
            passportNumber: number,
            birthday: tourist.birthday,
          });
          const data = res.data;
          if (data && data.error === 0 && 'ism_eng' in data) {
            await form.setFieldValue(`turists.${i}.name`, `${data.familya_eng} ${data.ism_eng}`);
            setLookup((s) => ({ ...s, [i]: undefined }));
            setFound((f) => ({ ...f, [tourist.id]: identity(tourist) }));
          } else {
            const errorId = rateLimitOf(res.error)
              ? apiErrorMessageId(res.error)
              : 'travel.error.datasNotFound';
            setLookup((s) => ({ ...s, [i]: { errorId } }));
          }
        };
        return (
          <>
            {list.map((tourist, i) => (
              <fieldset key={tourist.id} className="travel-tourist">
                <legend>{t('travel.tourist.legend', { n: i + 1 })}</legend>
                <Checkbox
                  name={`turists.${i}.foreign`}
                  label={t('travel.tourist.foreign')}
                  checked={tourist.foreign}
                  onChange={(e) => {
                    void form.setFieldValue(`turists.${i}`, {
                      ...tourist,
                      foreign: e.target.checked,
                      name: '',
                    });
                    form.setFieldTouched(`turists.${i}.name`, false, false);
                  }}
                />
                {tourist.foreign ? null : (
                  <SavedPersonSlot
                    prefix={`turists.${i}.`}
                    map={(p) => ({
                      [`turists.${i}.passport`]: p.passport_series + p.passport_number,
                      [`turists.${i}.birthday`]: p.birthday,
                    })}
                  />
                )}
                <FormTextField
                  name={`turists.${i}.passport`}
                  label={t('travel.tourist.passport')}
                  hint={t('travel.tourist.passport.hint')}
                  autoComplete="off"
                  required
                />
                <FormDateField name={`turists.${i}.birthday`} label={t('travel.tourist.birthday')} required />
                {tourist.foreign ? null : (
                  <Button
                    type="button"
                    variant="secondary"
                    loading={lookup[i] === 'busy'}
                    disabled={!PASSPORT.test(tourist.passport) || tourist.birthday.length < 10}
                    onClick={() => void findName(i)}
                  >
                    {t('travel.tourist.find')}
                  </Button>
                )}
                {lookupFailure(i)}
                <LatinNameField
                  key={`${tourist.id}-${String(tourist.foreign)}`}
                  name={`turists.${i}.name`}
                  label={t('travel.tourist.name')}
                />
                <Checkbox
                  name={`turists.${i}.isPayer`}
                  label={t('travel.tourist.isPayer')}
                  checked={tourist.isPayer}
                  error={
                    form.submitCount > 0 &&
                    typeof (form.errors.turists?.[i] as { isPayer?: string } | undefined)?.isPayer ===
                      'string'
                      ? t('travel.payer.mustBeAdult')
                      : undefined
                  }
                  onChange={(e) =>
                    void form.setFieldValue(
                      'turists',
                      list.map((x, j) => ({ ...x, isPayer: j === i ? e.target.checked : false })),
                    )
                  }
                />
                {list.length > 1 ? (
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      void form.setFieldValue(
                        'turists',
                        list.filter((_, j) => j !== i),
                      )
                    }
                  >
                    {t('travel.tourist.remove', { n: i + 1 })}
                  </Button>
                ) : null}
              </fieldset>
            ))}
            {form.submitCount > 0 && typeof form.errors.turists === 'string' ? (
              <p role="alert" className="travel-family-error">
                {t(form.errors.turists)}
              </p>
            ) : null}
            {list.length < TRAVEL_MAX_TRAVELLERS ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() =>
                  void form.setFieldValue('turists', [
                    ...list,
                    blankTourist(`t${Date.now()}-${list.length + 1}`),
                  ])
                }
              >
                {t('travel.tourist.add')}
              </Button>
            ) : null}
            <fieldset className="travel-payer">
              <legend>{t('travel.payer.legend')}</legend>
              <PayerPinfl found={found} />
              {payerIsTourist ? (
                <p className="kit-note">
                  {t('travel.payer.isTourist', { n: list.findIndex((x) => x.isPayer) + 1 })}
                </p>
              ) : (
                <>
                  <FormTextField
                    name="payer.name"
                    label={t('travel.payer.name')}
                    autoComplete="name"
                    required
                  />
                  <FormDateField name="payer.birthday" label={t('travel.payer.birthday')} required />
                  <FormTextField
                    name="payer.passport"
                    label={t('travel.payer.passport')}
                    autoComplete="off"
                    required
                  />
                </>
              )}
              <Checkbox
                name="payer.foreign"
                label={t('travel.payer.foreign')}
                checked={form.values.payer.foreign === true}
                onChange={(e) =>
                  void form.setFieldValue('payer', {
                    ...form.values.payer,
                    foreign: e.target.checked,
                    country: '',
                  })
                }
              />
              {form.values.payer.foreign ? (
                <FormSelect
                  name="payer.country"
                  label={t('travel.payer.country')}
                  placeholder={t('travel.payer.country.placeholder')}
                  options={countries}
                  required
                />
              ) : (
                <FormTextField
                  name="payer.pinfl"
                  label={t('travel.payer.pinfl')}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                />
              )}
              <FormPhoneField name="payer.phone" label={t('travel.payer.phone')} required />
              <FormTextField
                name="payer.email"
                type="email"
                label={t('travel.payer.email')}
                autoComplete="email"
              />
            </fieldset>
          </>
        );
      }}
    </KitStepForm>
  );
}
