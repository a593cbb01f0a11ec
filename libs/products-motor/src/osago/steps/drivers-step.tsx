import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@polis/ui';
import { StepForm } from '@polis/wizard-core';
import { MAX_NAMED_DRIVERS } from '@polis/tariffs';
import { blankDriver, type Driver } from '../model/osago-state';
import { DriverCard } from './driver-card';
import { StepError } from '../../form/document-fields';
import { KitStepFooter, useKitStep } from '@polis/product-kit';
import { driversSchema } from './drivers.schema';

export interface DriversStepProps {
  readonly drivers: readonly Driver[];
  /** Errors by driver id (a save refusal with `key`, or a failed look-up). */
  readonly errors: Readonly<Record<number, string>>;
  readonly title: string;
  readonly onSubmit: (drivers: Driver[]) => void | Promise<void>;
}

/** relatives / drivers: up to five named drivers; removing one filters by id (spec 000 section 4). */
export function DriversStep({ drivers, errors, title, onSubmit }: DriversStepProps) {
  const { busy } = useKitStep();
  const [ownErrors, setOwnErrors] = useState<Record<number, string>>(errors);
  const setError = (id: number, messageId: string | null) =>
    setOwnErrors(({ [id]: _dropped, ...rest }) => (messageId ? { ...rest, [id]: messageId } : rest));

  return (
    <StepForm<{ drivers: Driver[] }>
      initialValues={{ drivers: [...drivers] }}
      schema={driversSchema}
      label={title}
      onSubmit={(values) => onSubmit(values.drivers)}
    >
      {(form) => (
        <div className="osago-step">
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
