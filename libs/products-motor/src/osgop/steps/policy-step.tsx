import { FormattedMessage, useIntl } from 'react-intl';
import { mixed, object } from 'yup';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { OSGOP_TERMS } from '@polis/tariffs';
import { Skeleton } from '@polis/ui';
import { daysFromToday, FormDateField, FormRadioGroup, startDate, type StepProps } from '@polis/wizard-core';
import { useLazyOsgopCalculationQuery, useOsgopCalculationQuery } from '../api/osgop-api';
import type { OsgopSnapshot } from '../model/osgop-state';

const schema = object({
  dateType: mixed<'1' | '2' | '3'>()
    .oneOf(['1', '2', '3'], 'wizard.form.required')
    .required('wizard.form.required'),
  beginDate: startDate({ from: 0, to: 90 }),
});

type Car = OsgopSnapshot['car'];

const argsOf = (car: Car, dateType: string) => ({
  seria: car.techSery,
  number: car.techNumber,
  vehicleNumber: car.gosNumber,
  seats: car.seats,
  dateType: Number(dateType) as 1 | 2 | 3,
});

/** The price of the chosen term, as `POST /sayt/osgop/calculation` answers it. */
function Price({ car, dateType }: { readonly car: Car; readonly dateType: string }) {
  const { data, isFetching, isError } = useOsgopCalculationQuery(argsOf(car, dateType));
  if (isFetching) return <Skeleton lines={1} />;
  if (isError || !data)
    return (
      <p role="alert">
        <FormattedMessage id="osgop.error.maybeDataIsIncorrect" />
      </p>
    );
  return (
    <p className="kit-note" aria-live="polite">
      <FormattedMessage
        id="osgop.price"
        values={{
          price: <FormattedPrice amount={data.price} />,
          total: <FormattedPrice amount={data.insured_sum} />,
        }}
      />
    </p>
  );
}

/** Polis: the term (3, 6 or 12 months) and the start; the price is the server's calculation. */
export function PolicyStep({ initial, onSubmit, snapshot }: StepProps<OsgopSnapshot, 'policy'>) {
  const intl = useIntl();
  const car = snapshot.car as Car;
  const [calculate] = useLazyOsgopCalculationQuery();
  return (
    <KitStepForm
      initialValues={{
        dateType: initial?.dateType ?? ('3' as const),
        beginDate: initial?.beginDate ?? daysFromToday(1),
      }}
      schema={schema}
      label={intl.formatMessage({ id: 'osgop.step.policy' })}
      onSubmit={async (values) => {
        const priced = await calculate(argsOf(car, values.dateType), true);
        if (priced.data) onSubmit({ ...values, price: priced.data.price });
      }}
    >
      {(form) => (
        <>
          <p>
            <FormattedMessage
              id="osgop.vehicle"
              values={{
                kind: intl.formatMessage({ id: `osgop.kind.${car.kind}` }),
                model: car.model,
                seats: car.seats,
                carrier: car.carrier,
              }}
            />
          </p>
          <FormRadioGroup
            name="dateType"
            legend={intl.formatMessage({ id: 'osgop.term' })}
            appearance="inline"
            options={OSGOP_TERMS.map((t) => ({
              value: String(t.dateType),
              label: intl.formatMessage({ id: 'kit.period.months' }, { count: t.months }),
            }))}
          />
          <Price car={car} dateType={form.values.dateType} />
          <FormDateField name="beginDate" label={intl.formatMessage({ id: 'osgop.beginDate' })} required />
        </>
      )}
    </KitStepForm>
  );
}
