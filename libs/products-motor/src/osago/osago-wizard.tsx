import './osago.css';
import { useMemo } from 'react';
import { ProductWizard, type ProductDefinition, type SaveResult } from '@polis/product-kit';
import { DRIVERS_LIMITED, DRIVERS_UNLIMITED } from '@polis/tariffs';
import { defineStep, type FlowStart } from '@polis/wizard-core';
import { useSaveCopyMutation, useSaveExtensionMutation, useSavePolicyMutation } from './api/osago-api';
import { OSAGO_ERRORS } from './model/osago-errors';
import type { OsagoSnapshot } from './model/osago-snapshot';
import { blankDriver } from './model/osago-state';
import type { ContractOrigin, WizardPrefill } from './model/prefill';
import { extensionPayload, savePolicyPayload, type SaveInput } from './model/save-payload';
import { AboutCarStep } from './steps/about-car-step';
import { DriversStep, driversTitle } from './steps/drivers-step';
import { OwnerStep } from './steps/owner-step';
import { policyStep } from './steps/policy-step';
import { CarSummary, quoteOf } from './car-summary';

type Snap = Partial<OsagoSnapshot>;

const copyOf = (origin: ContractOrigin) => {
  const ref = { contract_id: origin.contractId };
  return origin.orderId ? { ...ref, order_id: origin.orderId } : ref;
};

/** Spec 000 section 2: about_car, personal_data_short, polis, relatives (not for type 1). */
const osagoSteps = (limited: boolean) => [
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
    Component: DriversStep,
    shown: (s) => (s.polis?.type ?? (limited ? DRIVERS_LIMITED : DRIVERS_UNLIMITED)) !== DRIVERS_UNLIMITED,
  }),
];

/** The save of spec 000 (new policy), the extension of spec 001 (renewal) or the copy save. */
function useOsagoSave(origin: ContractOrigin | undefined) {
  const [savePolicy] = useSavePolicyMutation();
  const [saveExtension] = useSaveExtensionMutation();
  const [saveCopy] = useSaveCopyMutation();
  return async (s: Snap, { amountUzs }: { amountUzs?: number }): Promise<SaveResult> => {
    const owner = s.personal_data_short;
    if (!s.about_car || !owner || !s.polis) return { error: null };
    const input: SaveInput = {
      car: s.about_car.car,
      applicant: owner.applicant,
      policy: s.polis,
      drivers: s.polis.type === DRIVERS_UNLIMITED ? [] : (s.relatives?.drivers ?? []),
      isLegal: owner.isLegal,
      entity: owner.entity,
      discountId: owner.discountId,
      amountUzs: amountUzs ?? quoteOf(s) ?? 0,
    };
    const result =
      origin?.kind === 'renewal'
        ? await saveExtension(extensionPayload(input, origin))
        : origin?.kind === 'copy'
          ? await saveCopy({ ...savePolicyPayload(input), ...copyOf(origin) })
          : await savePolicy(savePolicyPayload(input));
    if (!result.data) return { error: result.error };
    const r = result.data.response;
    return {
      contract: {
        contractId: r.contract_id,
        orderId: r.order_id,
        amountUzs: r.amount_uzs,
        paymeUrl: r.payme_url,
        clickUrl: r.url,
      },
    };
  };
}

/** Where a renewal or a copy starts: a whole pre-fill answers the car and owner steps (spec 000 section 2). */
function startOf(prefill: WizardPrefill): FlowStart<OsagoSnapshot> {
  const held = {
    about_car: prefill.car,
    personal_data_short: prefill.owner,
    polis: prefill.policy,
    relatives: { drivers: prefill.drivers },
  } as unknown as Snap;
  const resume = prefill.resume;
  if (!resume) return { held };
  const unlimited = prefill.policy.type === DRIVERS_UNLIMITED;
  return {
    held,
    snapshot: {
      about_car: { ...prefill.car, car: resume.car, baseUzs: 0 },
      personal_data_short: resume.owner,
      polis: prefill.policy,
      relatives: { drivers: prefill.drivers },
    },
    done: unlimited ? ['about_car', 'personal_data_short'] : ['about_car', 'personal_data_short', 'polis'],
  };
}

export interface OsagoWizardProps {
  /** `osago-limited`: named drivers preselected. */
  readonly limited?: boolean;
  /** Renewal or copy of an earlier contract: started from its pre-fill, saved through the matching call. */
  readonly origin?: ContractOrigin;
  readonly prefill?: WizardPrefill;
}

/** OSAGO on the product kit: spec 000 sections 2-5, renewal and copy of spec 001. */
export function OsagoWizard({ limited = false, origin, prefill }: OsagoWizardProps) {
  const product = useMemo(
    (): ProductDefinition<OsagoSnapshot> => ({
      key: 'osago',
      analyticsName: 'OSAGO',
      titleId: limited ? 'osago.titleLimited' : 'osago.title',
      leadId: 'osago.lead',
      steps: osagoSteps(limited),
      errors: OSAGO_ERRORS,
      check: 'contract',
      draftVersion: 2,
      quote: quoteOf,
      titleOf: (id, s) => (id === 'relatives' ? driversTitle(s) : undefined),
      aside: (s, active) =>
        active === 'about_car' || active === 'payment' || active === 'download' ? null : (
          <CarSummary snapshot={s} />
        ),
      // Spec 000 section 4: a company owner has one blank driver and no accident cover.
      after: (id, values, s) => {
        const owner = values as OsagoSnapshot['personal_data_short'];
        if (id !== 'personal_data_short' || !owner.isLegal || s.personal_data_short?.isLegal) return {};
        return {
          relatives: { drivers: [blankDriver()] },
          ...(s.polis ? { polis: { ...s.polis, accident: false } } : {}),
        };
      },
      // The car found stays found after a reload; only its owner's name is not kept.
      restorable: (id, kept) => id === 'about_car' && !!(kept as Snap['about_car'])?.car?.carModel,
      useSave: () => useOsagoSave(origin),
    }),
    [limited, origin],
  );
  const start = useMemo(() => (prefill ? startOf(prefill) : undefined), [prefill]);
  return <ProductWizard product={product} start={start} />;
}
