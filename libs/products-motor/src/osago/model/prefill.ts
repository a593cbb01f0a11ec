import type { OsagoPrefill } from '@polis/api-contract';
import { DRIVERS_LIMITED, DRIVERS_UNLIMITED, territoryOf } from '@polis/tariffs';
import { DateTime } from 'luxon';
import type { VehicleDocsValues } from '@polis/product-kit';
import { displayPhone, isCompletePhone } from '@polis/wizard-core';
import {
  blankDriver,
  carOf,
  DEFAULT_POLICY,
  type CarData,
  type Driver,
  type OsagoSnapshot,
  type OwnerValues,
  type PolicyChoice,
} from './osago-state';
import { tomorrowDisplay } from './dates';

/** The earlier contract a wizard starts from, as the renewal routes and the copy link name it. */
export interface RenewalRef {
  readonly contractId: number;
  readonly orderId?: string;
  readonly agentId?: string;
}

/** Renewal (extension save, agent recorded) or copy (copy save); both start from the earlier contract. */
export type ContractOrigin = RenewalRef & { readonly kind: 'renewal' | 'copy' };

/** How the pre-fill and the copy's save name the earlier contract: its id, and its order id when known. */
export const contractRef = ({ contractId, orderId }: RenewalRef) => ({
  contract_id: contractId,
  ...(orderId ? { order_id: orderId } : {}),
});

/** What the wizard starts from when it renews a contract. */
export interface WizardPrefill {
  readonly car: VehicleDocsValues;
  readonly owner: OwnerValues;
  readonly policy: PolicyChoice;
  readonly drivers: Driver[];
  /**
   * Present when nothing was masked (opened with the order id): what the car and owner steps would establish,
   * so the copy wizard starts on the drivers step (spec 000 section 2).
   */
  readonly resume?: { readonly car: CarData; readonly owner: OsagoSnapshot['personal_data_short'] };
}

/** A value the server masked (opened without the order id) is left for the customer to type again. */
const known = (value: string | null | undefined): string => (value && !value.includes('*') ? value : '');

const displayDate = (iso: string) => DateTime.fromISO(iso).toFormat('dd.MM.yyyy');

function resumeOf(p: OsagoPrefill, owner: OwnerValues): WizardPrefill['resume'] {
  const person = p.applicant.person;
  const org = p.applicant.organization;
  const complete =
    known(p.car.tech_number) !== '' &&
    owner.phone !== '' &&
    (p.applicant.type === 'organization'
      ? !!org
      : !!person && known(person.pinfl) !== '' && owner.birthday !== '');
  if (!complete) return undefined;
  // It was insured online before (not a restricted model); the save checks the model again anyway.
  const territory = territoryOf(p.car.gos_number);
  const car = carOf({ ...p.car, owner_type: p.applicant.type, inn: org?.inn ?? null, territory });
  return {
    car,
    owner: {
      applicant: {
        ...owner,
        pinfl: person?.pinfl ?? '',
        name: person ? [person.lastname, person.name, person.middle].filter(Boolean).join(' ') : '',
      },
      isLegal: p.applicant.type === 'organization',
      entity: org,
      discountId: p.policy.discountId,
    },
  };
}

/**
 * The wizard's start from an earlier contract. A renewal starts the day after the old policy ends; a copy is a
 * new policy from tomorrow (it skips the policy step, so its start must already be one the insurer accepts).
 */
export function wizardPrefill(p: OsagoPrefill, kind: ContractOrigin['kind'] = 'renewal'): WizardPrefill {
  const person = p.applicant.person;
  const limit = p.policy.limit === DRIVERS_LIMITED ? DRIVERS_LIMITED : DRIVERS_UNLIMITED;
  const drivers = p.drivers.map((d): Driver => ({
    ...blankDriver(),
    degree: String(d.relative ?? 0),
    passportSery: known(d.passport__seria),
    passportNumber: known(d.passport__number),
    birthday: known(d.driver_birthday),
    // A whole pre-fill also carries what the registry said of the driver.
    name: known(d.pinfl) ? [d.lastname, d.name, d.middle].filter(Boolean).join(' ') : '',
    pinfl: known(d.pinfl),
    licenseSeria: known(d.pinfl) ? (d.licenseSeria ?? '') : '',
    licenseNumber: known(d.pinfl) ? known(d.licenseNumber) : '',
    licenseIssueDate: known(d.pinfl) ? (d.licenseIssueDate ?? '') : '',
  }));
  const phone = known(p.applicant.phone);
  const owner = {
    isLegal: p.applicant.type === 'organization',
    passportSery: known(person?.passportSery),
    passportNumber: known(person?.passportNumber),
    birthday: known(person?.birthday),
    // `+998 90 123 45 67`, as the phone mask shows it.
    phone: isCompletePhone(phone) ? displayPhone(phone) : '',
  };
  return {
    car: { gosNumber: p.car.gos_number, techSery: p.car.tech_sery, techNumber: known(p.car.tech_number) },
    owner,
    resume: resumeOf(p, owner),
    policy: {
      ...DEFAULT_POLICY,
      type: limit,
      period: p.policy.periodId === 2 ? 2 : 1,
      startDate: kind === 'copy' ? tomorrowDisplay() : displayDate(p.next_start_date),
      accident: p.policy.accident,
      gazBalloon: p.policy.gazBalloon,
      gosNumberInsurance: p.policy.gosNumberInsurance,
      miniKaskoSpecial: p.policy.miniKaskoProgramId !== null,
      miniKaskoProgram: p.policy.miniKaskoProgramId ?? 1,
    },
    // A masked pre-fill leaves the drivers to be checked again; the save checks every driver anyway.
    drivers: drivers.length ? drivers : [blankDriver()],
  };
}
