import { FormattedMessage, useIntl } from 'react-intl';
import { object, string } from 'yup';
import { FormattedPrice, useLang, nameIn } from '@polis/i18n';
import { KitStepForm, ProgramCompare } from '@polis/product-kit';
import { Button, RadioGroup, Skeleton } from '@polis/ui';
import {
  FormDateField,
  daysFromToday,
  displayDateSchema,
  startDate,
  type StepProps,
} from '@polis/wizard-core';
import {
  TRAVEL_UZB_DEFAULT_TARIFF,
  TRAVEL_UZB_MAX_DAYS,
  TRAVEL_UZB_MAX_START_AHEAD_DAYS,
} from '@polis/tariffs';
import { useGetTravelUzbTariffsQuery } from '../api/tau-api';
import { TAU_COMPARISON } from '../model/tau-compare';
import { startNotAfterEnd, tauDays, type TauSnapshot } from '../model/tau-state';

const schema = object({
  selectedTariff: string().required('wizard.form.required'),
  beginDate: startDate({ from: 0, to: TRAVEL_UZB_MAX_START_AHEAD_DAYS }),
  endDate: displayDateSchema()
    .test('order', 'tau.error.startAfterEnd', function (value) {
      return !value || startNotAfterEnd(this.parent.beginDate as string, value);
    })
    .test('length', 'tau.error.tooLong', function (value) {
      const days = value ? tauDays(this.parent.beginDate as string, value) : null;
      return days === null || days <= TRAVEL_UZB_MAX_DAYS;
    }),
});

interface Values {
  selectedTariff: string;
  beginDate: string;
  endDate: string;
}

/** Trip details: the tariff (premium a day, liability per tourist) and the dates; days = difference + 1. */
export function TripStep({ initial, onSubmit }: StepProps<TauSnapshot, 'trip'>) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading, isError, refetch } = useGetTravelUzbTariffsQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="tau.tariffs.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="travel.retry" />
        </Button>
      </div>
    );
  const tariffs = data.response;
  return (
    <KitStepForm<Values>
      initialValues={{
        selectedTariff: String(initial?.selectedTariff ?? TRAVEL_UZB_DEFAULT_TARIFF),
        beginDate: initial?.beginDate ?? daysFromToday(1),
        endDate: initial?.endDate ?? '',
      }}
      schema={schema}
      label={t('tau.step.trip')}
      onSubmit={(values) => {
        const tariff = tariffs.find((x) => String(x.id) === values.selectedTariff);
        if (tariff) onSubmit({ ...values, premium: tariff.premium, liability: tariff.liability });
      }}
    >
      {(form) => {
        const days = tauDays(form.values.beginDate, form.values.endDate);
        return (
          <>
            <RadioGroup
              legend={t('tau.tariff.legend')}
              name="selectedTariff"
              appearance="cards"
              value={form.values.selectedTariff}
              onChange={form.handleChange}
              options={tariffs.map((x) => ({
                value: String(x.id),
                label: nameIn(x.name, lang),
                hint: (
                  <FormattedMessage
                    id="tau.tariff.hint"
                    values={{
                      premium: <FormattedPrice amount={x.premium} />,
                      liability: <FormattedPrice amount={x.liability} />,
                    }}
                  />
                ),
              }))}
            />
            <ProgramCompare programs={tariffs} name={(x) => nameIn(x.name, lang)} {...TAU_COMPARISON} />
            <FormDateField name="beginDate" label={t('tau.beginDate')} required />
            <FormDateField name="endDate" label={t('tau.endDate')} required />
            {days !== null && days >= 1 ? (
              <p aria-live="polite">{intl.formatMessage({ id: 'tau.days' }, { count: days })}</p>
            ) : null}
          </>
        );
      }}
    </KitStepForm>
  );
}
