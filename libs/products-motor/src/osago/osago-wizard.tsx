import './osago.css';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { OSAGO_PATHS } from '@polis/api-contract/paths';
import {
  KitError,
  ProductWizard,
  withEmail,
  type ProductDefinition,
  type SaveOptions,
  type SaveResult,
} from '@polis/product-kit';
import { DRIVERS_UNLIMITED } from '@polis/tariffs';
import { ErrorModal, Spinner } from '@polis/ui';
import { defineStep, type FlowStart } from '@polis/wizard-core';
import { useGetPrefillQuery, useSaveMutation } from './api/osago-api';
import { OSAGO_ERRORS } from './model/osago-errors';
import { blankDriver, type OsagoSnapshot } from './model/osago-state';
import { contractRef, wizardPrefill, type ContractOrigin, type WizardPrefill } from './model/prefill';
import { extensionPayload, savePolicyPayload, type SaveInput } from './model/save-payload';
import { aboutCarStep } from './steps/about-car-step';
import { driversStep, driversTitle } from './steps/drivers-step';
import { OwnerStep } from './steps/owner-step';
import { policyStep } from './steps/policy-step';
import { CarSummary, quoteOf } from './car-summary';

type Snap = Partial<OsagoSnapshot>;

/** Spec 000 section 2: about_car, personal_data_short, polis, relatives (not for type 1). */
const osagoSteps = (limited: boolean) => [
  aboutCarStep,
  defineStep<OsagoSnapshot, 'personal_data_short'>({
    id: 'personal_data_short',
    title: 'osago.step.personal_data_short',
    Component: OwnerStep,
  }),
  policyStep(limited),
  driversStep(limited),
];

/** What the save needs of the answers: the total the customer saw, or the server's once confirmed (422). */
const saveInput = (s: OsagoSnapshot, amountUzs: number | undefined): SaveInput => ({
  ...s.personal_data_short,
  car: s.about_car.car,
  policy: s.polis,
  drivers: s.relatives?.drivers ?? [],
  amountUzs: amountUzs ?? quoteOf(s) ?? 0,
});

// The new policy's, the extension's or the copy's save. No `Idempotency-Key` (unlike the kit's): a car still
// insured (refusal 11) may be saved with the same answers once the registry's policy has ended.
function useOsagoSave(origin: ContractOrigin | undefined) {
  const [save] = useSaveMutation();
  return async (s: Snap, o: Omit<SaveOptions, 'idempotencyKey'>): Promise<SaveResult> => {
    const input = saveInput(s as OsagoSnapshot, o.amountUzs);
    const call =
      origin?.kind === 'renewal'
        ? { at: OSAGO_PATHS.extensionSave, body: extensionPayload(input, origin) }
        : origin?.kind === 'copy'
          ? { at: OSAGO_PATHS.copySave, body: { ...savePolicyPayload(input), ...contractRef(origin) } }
          : { at: OSAGO_PATHS.save, body: savePolicyPayload(input) };
    const result = await save({ ...call, body: withEmail(call.body, o.email), draftId: o.draftId });
    if (!result.data) return { error: result.error };
    const r = result.data.response;
    const contract = { contractId: r.contract_id, orderId: r.order_id, amountUzs: r.amount_uzs };
    return { contract: { ...contract, paymeUrl: r.payme_url, clickUrl: r.url } };
  };
}

/** Where a renewal or a copy starts: a whole pre-fill answers the car and owner steps (spec 000 section 2). */
function startOf({ car, owner, policy, drivers, resume }: WizardPrefill): FlowStart<OsagoSnapshot> {
  const held = {
    about_car: car,
    personal_data_short: owner,
    polis: policy,
    relatives: { drivers },
  } as unknown as Snap;
  if (!resume) return { held };
  return {
    held,
    snapshot: {
      about_car: { ...car, car: resume.car, baseUzs: 0 },
      personal_data_short: resume.owner,
      polis: policy,
      relatives: { drivers },
    },
    // With unlimited drivers the policy step saves, so the wizard starts there.
    done: ['about_car', 'personal_data_short', ...(policy.type === DRIVERS_UNLIMITED ? [] : ['polis'])],
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
          <CarSummary snapshot={s} total={active !== 'polis'} />
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
      useSave: () => useOsagoSave(origin),
    }),
    [limited, origin],
  );
  const start = useMemo(() => (prefill ? startOf(prefill) : undefined), [prefill]);
  return <ProductWizard product={product} start={start} />;
}

const NOT_FOUND: Record<ContractOrigin['kind'], string> = {
  renewal: 'osago.error.extending-contract-not-found',
  copy: 'osago.error.copy-contract-not-found',
};

/** The OSAGO wizard started from an earlier contract: its renewal, or a copy of it. */
export function PrefilledWizard({ origin }: { readonly origin: ContractOrigin }) {
  const [modalOpen, setModalOpen] = useState(true);
  const { data, error, isLoading, refetch } = useGetPrefillQuery(origin);
  if (isLoading) return <Spinner label={<FormattedMessage id="osago.renewal.loading" />} showLabel />;
  if (error || !data) {
    // Spec 001 section 8: an auto-fill failure says extending-contract-not-found and opens the error modal.
    return (
      <>
        <KitError id={NOT_FOUND[origin.kind]} />
        <ErrorModal
          open={modalOpen}
          message={<FormattedMessage id={NOT_FOUND[origin.kind]} />}
          onClose={() => setModalOpen(false)}
          onRetry={() => {
            setModalOpen(false);
            void refetch();
          }}
        />
      </>
    );
  }
  return <OsagoWizard origin={origin} prefill={wizardPrefill(data.response, origin.kind)} />;
}
