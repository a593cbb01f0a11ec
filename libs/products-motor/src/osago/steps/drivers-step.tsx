import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@polis/ui';
import { StepForm, type StepProps } from '@polis/wizard-core';
import { DRIVERS_UNLIMITED, MAX_NAMED_DRIVERS } from '@polis/tariffs';
import { KitStepFooter, useKitStep } from '@polis/product-kit';
import { blankDriver, type Driver } from '../model/osago-state';
import type { OsagoSnapshot } from '../model/osago-state';
import { DriverCard } from './driver-card';
import { StepError } from '../../form/document-fields';
import { driversSchema } from './drivers.schema';

/** Spec 001: the step is labelled relatives or drivers depending on the limit. */
export const driversTitle = (snapshot: Partial<OsagoSnapshot>) =>
  snapshot.polis?.type === DRIVERS_UNLIMITED ? 'osago.step.relatives' : 'osago.step.drivers';

type Props = StepProps<OsagoSnapshot, 'relatives'>;

/** relatives / drivers: up to five named drivers; removing one filters by id (spec 000 section 4). */
export function DriversStep({ initial, snapshot, onSubmit }: Props) {
  const { itemErrors } = useKitStep();
  const drivers = initial?.drivers?.length ? initial.drivers : [blankDriver()];
  // A refusal names drivers by their index; the cards know them by id.
  const errors = Object.fromEntries(
    Object.entries(itemErrors).flatMap(([i, m]) => (drivers[Number(i)] ? [[drivers[Number(i)].id, m]] : [])),
  );
  return (
    // A new refusal shows on fresh cards: the drivers typed stay (the step hands them back when left).
    <DriversForm
      key={JSON.stringify(itemErrors)}
      drivers={drivers}
      errors={errors}
      snapshot={snapshot}
      onSubmit={onSubmit}
    />
  );
}

function DriversForm({
  drivers,
  errors,
  snapshot,
  onSubmit,
}: Omit<Props, 'initial'> & { drivers: Driver[]; errors: Record<number, string> }) {
  const intl = useIntl();
  const { busy } = useKitStep();
  const [ownErrors, setOwnErrors] = useState(errors);
  const setError = (id: number, messageId: string | null) =>
    setOwnErrors(({ [id]: _dropped, ...rest }) => (messageId ? { ...rest, [id]: messageId } : rest));

  return (
    <StepForm<{ drivers: Driver[] }>
      initialValues={{ drivers: [...drivers] }}
      schema={driversSchema}
      label={intl.formatMessage({ id: driversTitle(snapshot) })}
      onSubmit={onSubmit}
    >
      {(form) => (
        <div className="kit-step">
          <p className="osago-muted">
            <FormattedMessage id="osago.drivers.hint" values={{ max: MAX_NAMED_DRIVERS }} />
          </p>
          {form.values.drivers.map((driver, index) => (
            <DriverCard
              key={driver.id}
              index={index}
              driver={driver}
              error={ownErrors[driver.id] ?? null}
              onError={setError}
              onRemove={
                form.values.drivers.length > 1
                  ? () =>
                      void form.setFieldValue(
                        'drivers',
                        form.values.drivers.filter((d) => d.id !== driver.id),
                      )
                  : null
              }
            />
          ))}
          {form.values.drivers.length < MAX_NAMED_DRIVERS ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => void form.setFieldValue('drivers', [...form.values.drivers, blankDriver()])}
            >
              <FormattedMessage id="osago.drivers.add" />
            </Button>
          ) : null}
          <StepError id={form.submitCount > 0 && !form.isValid ? 'osago.drivers.incomplete' : null} />
          <KitStepFooter values={form.values} />
          <Button type="submit" loading={form.isSubmitting || busy} block>
            <FormattedMessage id="osago.save" />
          </Button>
        </div>
      )}
    </StepForm>
  );
}
