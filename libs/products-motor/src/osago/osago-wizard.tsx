import './osago.css';
import { lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorModal, Price, Spinner, Stepper } from '@polis/ui';
import { formatPrice, HostAppContext, useLang } from '@polis/i18n';
import { StepError, type PageError } from '../form/document-fields';
import { PageMeta } from '@polis/shell';
import {
  createDraftStore,
  initialWizardState,
  trackFunnel,
  useWizard,
  wizardReducer,
  type StepDef,
} from '@polis/wizard-core';
import type { IssuedPolicy, SavedContract } from '@polis/payment';
import { DRIVERS_LIMITED, DRIVERS_UNLIMITED } from '@polis/tariffs';
import { useSaveCopyMutation, useSaveExtensionMutation, useSavePolicyMutation } from './api/osago-api';
import { osagoQuote } from './model/osago-price';
import { extensionPayload, savePolicyPayload, type SaveInput } from './model/save-payload';
import type { ContractOrigin, WizardPrefill } from './model/prefill';
import { saveErrorTarget } from './model/save-errors';
import { tomorrowDisplay } from './model/dates';
import {
  blankDriver,
  DEFAULT_POLICY,
  type CarData,
  type Driver,
  type PolicyChoice,
} from './model/osago-state';
import { AboutCarStep } from './steps/about-car-step';
import { OwnerStep, type OwnerResult } from './steps/owner-step';
import { PolicyStep } from './steps/policy-step';
import type { AboutCarValues } from './steps/about-car.schema';

// Later steps load while the customer fills in the first ones: the first chunk stays small on mid-range phones.
const DriversStep = lazy(() => import('./steps/drivers-step').then((m) => ({ default: m.DriversStep })));
const PaymentStep = lazy(() => import('@polis/payment').then((m) => ({ default: m.PaymentStep })));
const PolicyDownload = lazy(() => import('@polis/payment').then((m) => ({ default: m.PolicyDownload })));

interface Ctx {
  readonly type: number;
}

/** Spec 000 section 2: about_car, personal_data_short, polis, relatives (not for type 1), payment, download. */
const STEPS: readonly StepDef<Ctx>[] = [
  { id: 'about_car' },
  { id: 'personal_data_short' },
  { id: 'polis' },
  { id: 'relatives', shown: (c) => c.type !== DRIVERS_UNLIMITED },
  { id: 'payment' },
  { id: 'download', hidden: true },
];

interface DraftValues {
  readonly car: AboutCarValues;
  readonly policy: Omit<PolicyChoice, 'startDate'>;
}

const draftStore = createDraftStore<DraftValues>({ wizard: 'osago', version: 1, allowed: ['car', 'policy'] });

const ITEM = { id: 'osago', name: 'OSAGO' } as const;

export interface OsagoWizardProps {
  /** `osago-limited`: named drivers preselected. */
  readonly limited?: boolean;
  /** Renewal or copy of an earlier contract: started from its pre-fill, saved through the matching call. */
  readonly origin?: ContractOrigin;
  readonly prefill?: WizardPrefill;
}

export function OsagoWizard({ limited = false, origin, prefill }: OsagoWizardProps) {
  const intl = useIntl();
  const lang = useLang();
  const hostApp = useContext(HostAppContext);
  // A renewal starts from the old contract, never from a draft of another purchase.
  const draft = useMemo(() => (prefill ? null : draftStore.load()), [prefill]);
  const [carValues, setCarValues] = useState<AboutCarValues>(
    prefill?.car ?? draft?.values.car ?? { gosNumber: '', techSery: '', techNumber: '' },
  );
  const [car, setCar] = useState<CarData | null>(prefill?.resume?.car ?? null);
  const [owner, setOwner] = useState<OwnerResult | null>(prefill?.resume?.owner ?? null);
  const [policy, setPolicy] = useState<PolicyChoice>(
    prefill?.policy ?? {
      ...DEFAULT_POLICY,
      ...(limited ? { type: DRIVERS_LIMITED } : {}),
      ...draft?.values.policy,
      startDate: tomorrowDisplay(),
    },
  );
  const [drivers, setDrivers] = useState<Driver[]>(() => prefill?.drivers ?? [blankDriver()]);
  const [driverErrors, setDriverErrors] = useState<Record<number, string>>({});
  const [pageError, setPageError] = useState<PageError | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [saveAttempt, setSaveAttempt] = useState(0);
  const [serverAmount, setServerAmount] = useState<number | null>(null);
  const [contract, setContract] = useState<SavedContract | null>(null);
  const [quoted, setQuoted] = useState<number | undefined>(undefined);
  const [issued, setIssued] = useState<IssuedPolicy | null>(null);
  const [savePolicy, { isLoading: savingPolicy }] = useSavePolicyMutation();
  const [saveExtension, { isLoading: savingExtension }] = useSaveExtensionMutation();
  const [saveCopy, { isLoading: savingCopy }] = useSaveCopyMutation();
  const saving = savingPolicy || savingExtension || savingCopy;
  const save = (input: SaveInput) => {
    if (origin?.kind === 'renewal') return saveExtension(extensionPayload(input, origin));
    if (origin?.kind === 'copy') {
      const copyOf = {
        contract_id: origin.contractId,
        ...(origin.orderId ? { order_id: origin.orderId } : {}),
      };
      return saveCopy({ ...savePolicyPayload(input), ...copyOf });
    }
    return savePolicy(savePolicyPayload(input));
  };

  const context = useMemo(() => ({ type: policy.type }), [policy.type]);
  // A whole pre-fill already answers the car and owner steps: the copy starts on the drivers step (or the
  // policy step when there are no named drivers), with the earlier steps completed.
  const resumed = useMemo(
    () =>
      prefill?.resume
        ? wizardReducer(STEPS, context, initialWizardState(STEPS), {
            type: 'resumedAt',
            id: context.type === DRIVERS_UNLIMITED ? 'polis' : 'relatives',
          })
        : undefined,
    // Only the first render's pre-fill decides where the wizard starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const wizard = useWizard(STEPS, context, resumed);
  const active = wizard.state.active;

  useEffect(() => {
    trackFunnel('view_item', ITEM);
  }, []);

  const persist = (next: Partial<DraftValues>) => {
    if (origin) return;
    const { startDate: _start, ...policyDraft } = policy;
    draftStore.save({ step: active, values: { car: carValues, policy: policyDraft, ...next } });
  };

  const saveContract = async (chosen: PolicyChoice, list: Driver[]) => {
    if (!car || !owner) return;
    setPageError(null);
    const quote = osagoQuote(car, chosen, owner.discountId, owner.isLegal);
    const amount = serverAmount ?? quote?.total ?? 0;
    const result = await save({
      car,
      applicant: owner.applicant,
      policy: chosen,
      drivers: list,
      isLegal: owner.isLegal,
      entity: owner.entity,
      discountId: owner.discountId,
      amountUzs: amount,
    });
    if ('data' in result && result.data) {
      const r = result.data.response;
      setContract({
        contractId: r.contract_id,
        orderId: r.order_id,
        amountUzs: r.amount_uzs,
        paymeUrl: r.payme_url,
        clickUrl: r.url,
      });
      setQuoted(quote?.total);
      trackFunnel('begin_checkout', { ...ITEM, price: r.amount_uzs }, r.order_id);
      wizard.next();
      return;
    }
    const target = saveErrorTarget('error' in result ? result.error : undefined, list.length);
    setSaveAttempt((n) => n + 1);
    if (target.kind === 'price') {
      setServerAmount(target.amountUzs);
      setPageError({ id: 'osago.error.priceChanged', values: { amount: formatPrice(target.amountUzs) } });
    } else if (target.kind === 'driver' && chosen.type !== DRIVERS_UNLIMITED) {
      setDriverErrors({ [list[target.index].id]: target.messageId });
    } else if (target.kind === 'driver' || target.kind === 'page') {
      setPageError({ id: target.messageId });
    } else {
      setModalOpen(true);
    }
  };

  const quote = car && owner ? osagoQuote(car, policy, owner.discountId, owner.isLegal) : null;
  const visible = wizard.visibleSteps.map((s) => ({
    id: s.id,
    title: intl.formatMessage({ id: `osago.step.${s.id}` }),
  }));
  const driversTitle = intl.formatMessage({
    id: policy.type === DRIVERS_UNLIMITED ? 'osago.step.relatives' : 'osago.step.drivers',
  });

  return (
    <div className="osago-wizard">
      <PageMeta
        title={`${intl.formatMessage({ id: `osago.step.${active}` })} · ${intl.formatMessage({ id: limited ? 'osago.titleLimited' : 'osago.title' })}`}
        description={intl.formatMessage({ id: 'osago.lead' })}
      />
      {active !== 'download' ? (
        <Stepper
          steps={visible.map((s) => (s.id === 'relatives' ? { ...s, title: driversTitle } : s))}
          activeId={active}
          completedIds={wizard.state.completed}
          onStepClick={contract ? undefined : wizard.choose}
        />
      ) : null}
      {car && active !== 'about_car' && active !== 'download' ? (
        <div className="osago-summary" aria-label={intl.formatMessage({ id: 'osago.summary' })}>
          <p>
            <strong>{car.carModel}</strong> · {car.gosNumber}
          </p>
          <p className="osago-muted">
            <FormattedMessage id="osago.summary.owner" values={{ owner: car.carOwner }} />
          </p>
          {quote && active !== 'payment' ? (
            <p>
              <FormattedMessage id="osago.policy.total" />{' '}
              <Price amount={serverAmount ?? quote.total} size="sm" />
            </p>
          ) : null}
        </div>
      ) : null}
      {active !== 'about_car' && active !== 'payment' && active !== 'download' && !contract ? (
        <button type="button" className="osago-back" onClick={wizard.back}>
          <FormattedMessage id="osago.back" />
        </button>
      ) : null}

      {active === 'about_car' ? (
        <AboutCarStep
          initial={carValues}
          onDone={(found, values, base) => {
            setCar(found);
            setCarValues(values);
            setOwner(null);
            trackFunnel('add_to_cart', { ...ITEM, price: base });
            persist({ car: values });
            wizard.next();
          }}
        />
      ) : null}
      {active === 'personal_data_short' && car ? (
        <OwnerStep
          car={car}
          initial={{
            isLegal: owner?.isLegal ?? car.ownerType === 'organization',
            passportSery: owner?.applicant.passportSery ?? prefill?.owner.passportSery ?? '',
            passportNumber: owner?.applicant.passportNumber ?? prefill?.owner.passportNumber ?? '',
            birthday: owner?.applicant.birthday ?? prefill?.owner.birthday ?? '',
            phone: owner?.applicant.phone ?? prefill?.owner.phone ?? '',
          }}
          onDone={(result) => {
            setOwner(result);
            if (result.isLegal && !owner?.isLegal) {
              // Spec 000 section 4: a legal owner has one blank driver and no accident cover.
              setDrivers([blankDriver()]);
              setPolicy((p) => ({ ...p, accident: false }));
            }
            wizard.next();
          }}
        />
      ) : null}
      {active === 'polis' && car && owner ? (
        <>
          {policy.type === DRIVERS_UNLIMITED ? (
            <StepError id={pageError?.id ?? null} values={pageError?.values} />
          ) : null}
          <PolicyStep
            key={saveAttempt}
            car={car}
            isLegal={owner.isLegal}
            discountId={owner.discountId}
            initial={policy}
            busy={saving}
            onDone={async (chosen) => {
              if (chosen.type !== policy.type || chosen.period !== policy.period) setServerAmount(null);
              setPolicy(chosen);
              persist({ policy: (({ startDate: _s, ...p }) => p)(chosen) });
              if (chosen.type === DRIVERS_UNLIMITED) await saveContract(chosen, []);
              else wizard.dispatch({ type: 'stepSubmitted' });
            }}
          />
        </>
      ) : null}
      <Suspense fallback={<Spinner />}>
        {active === 'relatives' ? (
          <DriversStep
            key={saveAttempt}
            title={driversTitle}
            drivers={drivers}
            errors={driverErrors}
            pageError={pageError}
            busy={saving}
            onSubmit={async (list) => {
              setDrivers(list);
              await saveContract(policy, list);
            }}
          />
        ) : null}
        {active === 'payment' && contract ? (
          <PaymentStep
            contract={contract}
            quotedAmountUzs={quoted}
            product={{ id: 'osago', name: intl.formatMessage({ id: 'osago.title' }) }}
            // In the native apps the providers return to the webview's payment-complete page.
            returnUrl={
              hostApp === 'webview'
                ? `/${lang}/payment-complete?contract_id=${contract.contractId}&order_id=${contract.orderId}`
                : undefined
            }
            onPaid={(p) => {
              setIssued(p);
              // What was charged: a promo code may have lowered the saved amount.
              trackFunnel(
                'purchase',
                { ...ITEM, price: p.amountUzs ?? contract.amountUzs },
                contract.orderId,
              );
              draftStore.clear();
              wizard.next();
            }}
          />
        ) : null}
        {active === 'download' && issued ? <PolicyDownload policy={issued} /> : null}
      </Suspense>
      <ErrorModal open={modalOpen} onClose={() => setModalOpen(false)} />
    </div>
  );
}
