import { DRIVERS_LIMITED, DRIVERS_UNLIMITED, MAX_NAMED_DRIVERS } from '@polis/tariffs';
import { listStep, offerPerson } from '@polis/product-kit';
import { blankDriver, type OsagoSnapshot } from '../model/osago-state';
import { DriverCard } from './driver-card';
import { driversSchema } from './drivers.schema';

/** Spec 001: the step is labelled relatives or drivers depending on the limit. */
export const driversTitle = (snapshot: Partial<OsagoSnapshot>) =>
  snapshot.polis?.type === DRIVERS_UNLIMITED ? 'osago.step.relatives' : 'osago.step.drivers';

/** relatives / drivers: up to five named drivers, each checked (spec 000 section 4); driver 1 may be the owner. */
export const driversStep = (limited: boolean) =>
  offerPerson(
    listStep<OsagoSnapshot, 'relatives', ReturnType<typeof blankDriver>>({
      id: 'relatives',
      title: 'osago.step.drivers',
      schema: driversSchema,
      shown: (s) => (s.polis?.type ?? (limited ? DRIVERS_LIMITED : DRIVERS_UNLIMITED)) !== DRIVERS_UNLIMITED,
      field: 'drivers',
      blank: blankDriver,
      max: MAX_NAMED_DRIVERS,
      Card: DriverCard,
      messages: {
        add: 'osago.drivers.add',
        remove: 'osago.driver.remove',
        count: 'osago.drivers.count',
        intro: 'osago.drivers.hint',
        incomplete: 'osago.drivers.incomplete',
      },
    }),
    (s) => (s.personal_data_short?.isLegal ? null : s.personal_data_short?.applicant),
  );
