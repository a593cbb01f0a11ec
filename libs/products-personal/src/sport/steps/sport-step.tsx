import { FormattedMessage, useIntl } from 'react-intl';
import { FormattedPrice, formatPrice, useLang, rowNameIn } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { sportPremium } from '@polis/tariffs';
import { Button, Skeleton } from '@polis/ui';
import { daysFromToday, FormDateField, FormRadioGroup, FormSelect, type StepProps } from '@polis/wizard-core';
import { useGetSportTypesQuery } from '../api/sport-api';
import type { SportSnapshot } from '../model/sport-state';
import { sportSchema } from './sport.schema';

/** What the step's form holds: the sport by its English name, the period's id, the sum and the start. */
interface SportValues {
  sport: string;
  period: string;
  amount: string;
  startDate: string;
}

/** The form's own values (kept while typed, before the step was submitted), not the submitted ones. */
const isFormValues = (v: unknown): v is SportValues =>
  typeof v === 'object' && v !== null && typeof (v as SportValues).sport === 'string';

/** Sport and period: the sport, the period (a month, a season, a year), the sum insured and the start date. */
export function SportStep({ initial, onSubmit }: StepProps<SportSnapshot, 'sport'>) {
  const intl = useIntl();
  const lang = useLang();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading, isError, refetch } = useGetSportTypesQuery();
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="sport.types.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="sport.retry" />
        </Button>
      </div>
    );
  const { types, data_types: periods, amounts } = data;
  const sports = [...new Map(types.map((row) => [row.name_en, row])).values()];
  const rowOf = (sport: string, period: string) =>
    types.find((row) => row.name_en === sport && String(row.date_type) === period);
  // What the step starts from: its submitted values, or the form's values as typed (a reload, Back).
  const submitted = initial && !isFormValues(initial) ? initial : undefined;
  const start = submitted ? types.find((row) => row.id === submitted.typeId) : undefined;
  const first: SportValues = {
    sport: start?.name_en ?? '',
    period: String(start?.date_type ?? periods[periods.length - 1]?.id ?? ''),
    amount: initial?.amount ?? String(amounts[1] ?? amounts[0]),
    startDate: initial?.startDate ?? daysFromToday(1),
  };
  return (
    <KitStepForm<SportValues>
      initialValues={isFormValues(initial) ? { ...first, ...initial } : first}
      schema={sportSchema}
      label={t('sport.step.sport')}
      onSubmit={(values) => {
        const row = rowOf(values.sport, values.period);
        const period = periods.find((p) => String(p.id) === values.period);
        if (!row || !period) return;
        onSubmit({
          typeId: row.id,
          limit: row.limit,
          months: period.months,
          title: {
            uz: `${row.name_uz}, ${period.name_uz}`,
            ru: `${row.name_ru}, ${period.name_ru}`,
            en: `${row.name_en}, ${period.name_en}`,
          },
          amount: values.amount,
          startDate: values.startDate,
        });
      }}
    >
      {(form) => {
        const row = rowOf(form.values.sport, form.values.period);
        return (
          <>
            <FormSelect
              name="sport"
              label={t('sport.sport')}
              placeholder={t('sport.sport.choose')}
              options={sports.map((s) => ({ value: s.name_en, label: rowNameIn(s, lang) }))}
              required
            />
            <FormRadioGroup
              name="period"
              legend={t('sport.period')}
              appearance="inline"
              options={periods.map((p) => ({ value: String(p.id), label: rowNameIn(p, lang) }))}
            />
            <FormSelect
              name="amount"
              label={t('sport.amount')}
              options={amounts.map((a) => ({
                value: String(a),
                label: intl.formatMessage({ id: 'i18n.price.uzs' }, { amount: formatPrice(a) }),
              }))}
              required
            />
            <FormDateField
              name="startDate"
              label={t('sport.startDate')}
              hint={t('sport.startDate.hint')}
              required
            />
            <p className="kit-note" aria-live="polite">
              {row ? (
                <FormattedMessage
                  id="sport.premium"
                  values={{
                    premium: <FormattedPrice amount={sportPremium(Number(form.values.amount), row.limit)} />,
                    limit: row.limit,
                  }}
                />
              ) : (
                <FormattedMessage id="sport.premium.choose" />
              )}
            </p>
          </>
        );
      }}
    </KitStepForm>
  );
}
