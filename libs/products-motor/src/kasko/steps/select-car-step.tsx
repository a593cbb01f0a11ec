import { FormattedMessage, useIntl } from 'react-intl';
import { object, string } from 'yup';
import { FormattedPrice } from '@polis/i18n';
import { KitStepForm } from '@polis/product-kit';
import { kaskoRegistryModel } from '@polis/tariffs';
import { useFormikContext } from 'formik';
import { Button, Select, Skeleton, type SelectProps } from '@polis/ui';
import { FormSelect, tashkentToday, useStepField, type StepProps } from '@polis/wizard-core';
import { useGetKaskoCarsQuery } from '../api/kasko-api';
import { kaskoYears, registryYearOf, yearPrice } from '../model/kasko-price';
import type { KaskoSnapshot } from '../model/kasko-state';
import { KaskoReset } from './kasko-reset';

const schema = object({
  brandId: string().required('wizard.form.required'),
  modelId: string().required('wizard.form.required'),
  positionId: string().required('wizard.form.required'),
  year: string().required('wizard.form.required'),
});

/** A select of the brand -> model -> position tree: choosing clears the choices below it. */
function TreeSelect({
  name,
  clears,
  ...rest
}: Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  readonly name: string;
  readonly clears: readonly string[];
}) {
  const field = useStepField(name);
  const { setFieldValue } = useFormikContext();
  return (
    <Select
      {...rest}
      {...field}
      onChange={(e) => {
        field.onChange(e);
        for (const below of clears) void setFieldValue(below, '', false);
      }}
    />
  );
}

/**
 * Select car: brand -> model -> position from `GET /sayt/kasko/cars` (this year's prices), and the year;
 * the car's value is the year price (5 % less per year of age). Once the vehicle registry has found the car
 * (about-car step), its year and its model (when the catalogue has it) are shown locked: only the trim is
 * the customer's, and "Choose another car" starts again.
 */
export function SelectCarStep({ initial, snapshot, onSubmit }: StepProps<KaskoSnapshot, 'selectCar'>) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading, isError, refetch } = useGetKaskoCarsQuery();
  const thisYear = tashkentToday().year;
  if (isLoading) return <Skeleton lines={4} />;
  if (isError || !data)
    return (
      <div role="alert">
        <p>
          <FormattedMessage id="kasko.cars.failed" />
        </p>
        <Button type="button" variant="secondary" onClick={() => refetch()}>
          <FormattedMessage id="kasko.retry" />
        </Button>
      </div>
    );
  const cars = data.cars;
  const found = snapshot.aboutCar;
  const lockedYear = registryYearOf(snapshot, thisYear);
  const lockedModel = found ? kaskoRegistryModel(cars, found.carModel) : null;
  const fromRegistry = found
    ? intl.formatMessage({ id: 'kasko.car.fromRegistry' }, { plate: found.gosNumber })
    : undefined;
  return (
    <KitStepForm
      initialValues={{
        brandId: String(lockedModel?.brandId ?? initial?.brandId ?? ''),
        modelId: String(lockedModel?.modelId ?? initial?.modelId ?? ''),
        positionId: String(initial?.positionId ?? ''),
        year: String(lockedYear ?? initial?.year ?? ''),
      }}
      schema={schema}
      label={t('kasko.step.selectCar')}
      onSubmit={(values) => {
        const brand = cars.find((b) => b.id === Number(values.brandId));
        const model = brand?.models.find((m) => m.id === Number(values.modelId));
        const position = model?.positions.find((p) => p.id === Number(values.positionId));
        const price = position ? yearPrice(position.price, Number(values.year), thisYear) : null;
        if (!brand || !model || !position || price === null) return;
        onSubmit({
          brandId: brand.id,
          modelId: model.id,
          positionId: position.id,
          year: Number(values.year),
          carLabel: `${brand.name} ${model.name} ${position.name}`,
          price,
          listPrice: position.price,
        });
      }}
    >
      {(form) => {
        const brand = cars.find((b) => b.id === Number(form.values.brandId));
        const model = brand?.models.find((m) => m.id === Number(form.values.modelId));
        const position = model?.positions.find((p) => p.id === Number(form.values.positionId));
        const price =
          position && form.values.year ? yearPrice(position.price, Number(form.values.year), thisYear) : null;
        return (
          <>
            <TreeSelect
              name="brandId"
              clears={['modelId', 'positionId']}
              label={t('kasko.car.brand')}
              placeholder={t('kasko.car.choose')}
              options={cars.map((b) => ({ value: String(b.id), label: b.name }))}
              disabled={!!lockedModel}
              hint={lockedModel ? fromRegistry : undefined}
              required
            />
            <TreeSelect
              name="modelId"
              clears={['positionId']}
              label={t('kasko.car.model')}
              placeholder={t('kasko.car.choose')}
              options={(brand?.models ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
              disabled={!brand || !!lockedModel}
              hint={lockedModel ? fromRegistry : undefined}
              required
            />
            <FormSelect
              name="positionId"
              label={t('kasko.car.position')}
              placeholder={t('kasko.car.choose')}
              options={(model?.positions ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              disabled={!model}
              required
            />
            <FormSelect
              name="year"
              label={t('kasko.car.year')}
              placeholder={t('kasko.car.choose')}
              options={kaskoYears(thisYear).map((y) => ({ value: String(y), label: String(y) }))}
              disabled={lockedYear !== null}
              hint={lockedYear !== null ? fromRegistry : undefined}
              required
            />
            {price !== null ? (
              <p className="kit-note" aria-live="polite">
                <FormattedMessage
                  id="kasko.car.price"
                  values={{ price: <FormattedPrice amount={price} />, year: form.values.year }}
                />
              </p>
            ) : null}
            {found ? <KaskoReset /> : null}
          </>
        );
      }}
    </KitStepForm>
  );
}
