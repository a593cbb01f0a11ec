import { useIntl } from 'react-intl';
import { useKitStep } from '@polis/product-kit';
import { DRIVERS_LIMITED, DRIVERS_UNLIMITED } from '@polis/tariffs';
import { defineStep, type StepProps } from '@polis/wizard-core';
import { tomorrowDisplay } from './model/dates';
import { blankDriver, DEFAULT_POLICY, type PolicyChoice } from './model/osago-state';
import type { OsagoSnapshot } from './model/osago-snapshot';
import { AboutCarStep } from './steps/about-car-step';
import { DriversStep } from './steps/drivers-step';
import { OwnerStep } from './steps/owner-step';
import { PolicyStep } from './steps/policy-step';

type Props<K extends keyof OsagoSnapshot & string> = StepProps<OsagoSnapshot, K>;

const policyStep = (limited: boolean) =>
  function Policy({ initial, snapshot, onSubmit }: Props<'polis'>) {
    const car = snapshot.about_car?.car;
    const owner = snapshot.personal_data_short;
    if (!car || !owner) return null;
    const start: PolicyChoice = initial ?? {
      ...DEFAULT_POLICY,
      ...(limited ? { type: DRIVERS_LIMITED } : {}),
      startDate: tomorrowDisplay(),
    };
    return (
      <PolicyStep
        car={car}
        isLegal={owner.isLegal}
        discountId={owner.discountId}
        initial={start}
        onDone={onSubmit}
      />
    );
  };

function Drivers({ initial, snapshot, onSubmit }: Props<'relatives'>) {
  const intl = useIntl();
  const { itemErrors } = useKitStep();
  const drivers = initial?.drivers?.length ? initial.drivers : [blankDriver()];
  // A refusal names drivers by their index; the cards know them by id.
  const errors = Object.fromEntries(
    Object.entries(itemErrors).flatMap(([i, m]) => (drivers[Number(i)] ? [[drivers[Number(i)].id, m]] : [])),
  );
  return (
    <DriversStep
      // A new refusal shows on fresh cards: the drivers typed stay (the step hands them back when left).
      key={JSON.stringify(itemErrors)}
      title={intl.formatMessage({ id: driversTitle(snapshot) })}
      drivers={drivers}
      errors={errors}
      onSubmit={(list) => onSubmit({ drivers: list })}
    />
  );
}

/** Spec 001: the step is labelled relatives or drivers depending on the limit. */
export const driversTitle = (snapshot: Partial<OsagoSnapshot>) =>
  snapshot.polis?.type === DRIVERS_UNLIMITED ? 'osago.step.relatives' : 'osago.step.drivers';

/** Spec 000 section 2: about_car, personal_data_short, polis, relatives (not for type 1). */
export const osagoSteps = (limited: boolean) => [
  defineStep<OsagoSnapshot, 'about_car'>({
    id: 'about_car',
    title: 'osago.step.about_car',
    Component: AboutCarStep,
  }),
  defineStep<OsagoSnapshot, 'personal_data_short'>({
    id: 'personal_data_short',
    title: 'osago.step.personal_data_short',
    Component: OwnerStep,
  }),
  defineStep<OsagoSnapshot, 'polis'>({
    id: 'polis',
    title: 'osago.step.polis',
    Component: policyStep(limited),
  }),
  defineStep<OsagoSnapshot, 'relatives'>({
    id: 'relatives',
    title: 'osago.step.drivers',
    Component: Drivers,
    shown: (s) => (s.polis?.type ?? (limited ? DRIVERS_LIMITED : DRIVERS_UNLIMITED)) !== DRIVERS_UNLIMITED,
  }),
];
