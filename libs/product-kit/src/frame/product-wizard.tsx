import './product-kit.css';
import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { isApiError, newIdempotencyKey } from '@polis/api-client';
import { formatPrice, HostAppContext, useHydrated, useLang } from '@polis/i18n';
import { paymentReturnHref, splitLang } from '@polis/routing';
import { PageMeta, useWizardLogin } from '@polis/shell';
import { Button, ErrorModal, Spinner } from '@polis/ui';
import {
  stepAfter,
  trackFunnel,
  useWizardFlow,
  WizardView,
  type FlowStart,
  type FlowStep,
  type StepProps,
  type WizardStep,
} from '@polis/wizard-core';
import type { IssuedPolicy } from '@polis/payment';
import { resolveError } from '../model/error-table';
import { useServerDraft, type KeptWizard, type ServerDraft } from '../model/server-draft';
import { emailError } from '../model/email.schema';
import { KitStepContext, type KitStepChrome, type PageMessage } from './kit-context';
import { PurchaseSummary } from './purchase-summary';
import { useLoggedIn } from '../fields/logged-in';
import type { KitSnapshot, ProductDefinition } from './product-definition';

// The payment step loads while the customer fills in the product's steps.
const PaymentStep = lazy(() => import('@polis/payment').then((m) => ({ default: m.PaymentStep })));
const PolicyDownload = lazy(() => import('@polis/payment').then((m) => ({ default: m.PolicyDownload })));
// After the purchase, and when the customer asks to log in: loaded then.
const SaveForNextTime = lazy(() =>
  import('./save-for-next-time').then((m) => ({ default: m.SaveForNextTime })),
);
const KitLogin = lazy(() => import('./kit-login').then((m) => ({ default: m.KitLogin })));

const KIT_STEPS: readonly FlowStep<KitSnapshot>[] = [
  { id: 'payment', checkpoint: true },
  { id: 'download', hidden: true, final: true },
];

export interface ProductWizardProps<Snap> {
  readonly product: ProductDefinition<Snap>;
  /**
   * Where a wizard started from an earlier contract begins (a renewal's or a copy's pre-fill): no draft
   * is read or written then, and steps the pre-fill answers whole are already submitted.
   */
  readonly start?: FlowStart<Snap>;
}

/**
 * A product's purchase wizard: its steps, then payment and the hidden policy download; the step in the URL,
 * the application in progress kept on the server (every answer, files included, under an id only this tab
 * holds: restored before the fields take typing), the optional e-mail and the consent before saving, the error
 * table, the funnel events.
 */
export function ProductWizard<Snap>({ product, start }: ProductWizardProps<Snap>) {
  const hydrated = useHydrated();
  const draft = useServerDraft(product.key, product.draftVersion ?? 1, !start, hydrated);
  // A draft gone is said only to who came back to a step of it (a reload): the wizard's first page after a
  // webview payment (its draft deleted by the payment) or a new visit simply starts afresh.
  const { search } = useLocation();
  const [openedOnStep] = useState(() => new URLSearchParams(search).has('step'));
  if (draft.phase === 'restoring')
    return (
      <div className="kit-wizard kit-wizard--restoring">
        <Spinner showLabel label={<FormattedMessage id="kit.draft.restoring" />} />
      </div>
    );
  if (draft.phase === 'failed')
    return (
      <div className="kit-wizard" role="alert">
        <p>
          <FormattedMessage id="kit.draft.failed" />
        </p>
        <div className="kit-actions">
          <Button type="button" onClick={draft.retry}>
            <FormattedMessage id="kit.draft.retry" />
          </Button>
          <Button type="button" variant="secondary" onClick={draft.startOver}>
            <FormattedMessage id="kit.draft.startOver" />
          </Button>
        </div>
      </div>
    );
  return (
    <WizardBody<Snap>
      key={draft.restored ? 'restored' : 'new'}
      product={product}
      start={start}
      draft={draft}
      lostNote={draft.lost && openedOnStep}
      restored={draft.restored}
      // Until the tab's storage is read, the address keeps the step a draft may come back to.
      holdUrl={draft.phase === 'unknown'}
    />
  );
}

const hasAnswers = (kept: KeptWizard) =>
  Object.keys(kept.snapshot).length > 0 ||
  Object.keys(kept.held).length > 0 ||
  kept.typing !== undefined ||
  Boolean(kept.email);

interface WizardBodyProps<Snap> extends ProductWizardProps<Snap> {
  readonly draft: ServerDraft;
  readonly restored: KeptWizard | null;
  readonly holdUrl: boolean;
  /** Say that the application the tab held has expired (it came back to one of its steps). */
  readonly lostNote: boolean;
}

function WizardBody<Snap>({ product, start, draft, restored, holdUrl, lostNote }: WizardBodyProps<Snap>) {
  type Full = Snap & KitSnapshot;
  const intl = useIntl();
  const lang = useLang();
  const hostApp = useContext(HostAppContext);
  const { pathname } = useLocation();
  // The native apps' webview may block new tabs: providers open in this view and come back to its return page.
  const inApp = hostApp === 'webview';
  // "Log in to fill from your account": the host's login in a modal; the wizard stays as it is meanwhile.
  const Login = useWizardLogin();
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const [loginOpen, setLoginOpen] = useState(false);
  const [justLoggedIn, setJustLoggedIn] = useState(false);
  const steps = useMemo(
    () => [...(product.steps as readonly FlowStep<Full>[]), ...(KIT_STEPS as readonly FlowStep<Full>[])],
    [product.steps],
  );
  const persist = !start;
  const flow = useWizardFlow<Full>(
    steps,
    (start as FlowStart<Full> | undefined) ??
      (restored
        ? {
            snapshot: restored.snapshot as Partial<Full>,
            held: restored.held as Partial<Full>,
            done: restored.done,
            step: restored.step,
          }
        : undefined),
    'step',
    holdUrl,
  );
  const typed = useRef(restored?.typing ?? null);
  const typedShown = useRef(false);
  useEffect(() => {
    // The restored typing fills its step once: left for another step, the step keeps what it holds.
    if (!typed.current) return;
    if (flow.active === typed.current.step) typedShown.current = true;
    else if (typedShown.current) typed.current = null;
  }, [flow.active]);
  const typing = useRef<{ step: string; values: unknown } | null>(restored?.typing ?? null);
  const [consented, setConsented] = useState(false);
  const [consentError, setConsentError] = useState(false);
  // The buyer's e-mail is personal data: kept with the draft on the server, never in browser storage.
  const [email, setEmail] = useState(restored?.email ?? '');
  const [emailTouched, setEmailTouched] = useState(false);
  const emailProblem = useMemo(() => emailError(email), [email]);
  const [pageError, setPageError] = useState<(PageMessage & { step: string }) | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ step: string; errors: Record<string, string> } | null>(
    null,
  );
  const [itemErrors, setItemErrors] = useState<{ step: string; errors: Record<number, string> } | null>(null);
  // The error modal's text (a message id with its values), when it is open.
  const [modalMessage, setModalMessage] = useState<PageMessage | null>(null);
  const [saving, setSaving] = useState(false);
  // One attempt per set of answers: its idempotency key, and the server's price once it refused ours. The key
  // is kept with the draft, so the first save after a reload reuses it; when the answers differ the server
  // says so (idempotency_key_reused) and a new key is taken.
  const attempt = useRef<{ key: string; body: string | null; amountUzs?: number } | null>(
    restored?.attempt ? { key: restored.attempt, body: null } : null,
  );
  const [attemptKey, setAttemptKey] = useState(restored?.attempt);
  const save = product.useSave();
  const item = { id: product.key, name: product.analyticsName };
  const productSteps = product.steps;
  const snapshot = flow.snapshot as Partial<Snap>;
  // The step whose submission saves: the last product step taking part for these answers.
  const savesWith = (id: string, values: unknown) =>
    stepAfter(steps, { ...flow.snapshot, [id]: values } as Partial<Full>, id) === 'payment';

  useEffect(() => {
    trackFunnel('view_item', item);
    // Once per page view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const kept = (): KeptWizard => ({
    version: product.draftVersion ?? 1,
    step: flow.active,
    snapshot: flow.snapshot as Record<string, unknown>,
    held: flow.held as Record<string, unknown>,
    done: flow.done,
    ...(typing.current ? { typing: typing.current } : {}),
    ...(attemptKey ? { attempt: attemptKey } : {}),
    ...(email ? { email } : {}),
  });
  const latest = useRef(kept);
  latest.current = kept;

  useEffect(() => {
    if (!persist) return;
    if (flow.snapshot.download) {
      draft.forget();
      return;
    }
    const answers = latest.current();
    if (hasAnswers(answers)) draft.keep(answers, true);
  }, [persist, draft, flow.active, flow.snapshot, flow.held, flow.done, attemptKey]);

  useEffect(() => {
    if (persist && email) draft.keep(latest.current());
  }, [persist, draft, email]);

  // Typed values go to the draft after a pause; the wizard's own state takes them only on submit.
  const onTyping = useCallback(
    (id: string, values: unknown) => {
      if (!persist) return;
      typing.current = { step: id, values };
      draft.keep(latest.current());
    },
    [persist, draft],
  );

  const saveApplication = async (id: string, values: unknown) => {
    if (emailProblem) {
      setEmailTouched(true);
      document.getElementById('kit-email')?.focus();
      return;
    }
    if (!consented) {
      setConsentError(true);
      document.getElementById('kit-consent')?.focus();
      return;
    }
    const patch = product.after?.(id, values, snapshot) ?? {};
    const full = { ...snapshot, ...patch, [id]: values } as Partial<Snap>;
    const mailTo = email.trim() || undefined;
    // The same answers reuse the attempt's key, so a double click or a retry is one application.
    const body = JSON.stringify([full, mailTo ?? null]);
    const fresh = () => {
      attempt.current = { key: newIdempotencyKey(), body };
      setAttemptKey(attempt.current.key);
      return attempt.current;
    };
    if (!attempt.current) fresh();
    else if (attempt.current.body === null) attempt.current = { ...attempt.current, body };
    else if (attempt.current.body !== body) fresh();
    setSaving(true);
    setPageError(null);
    let current = attempt.current ?? fresh();
    const draftId = draft.currentId() ?? undefined;
    let result = await save(full, {
      idempotencyKey: current.key,
      amountUzs: current.amountUzs,
      email: mailTo,
      draftId,
    });
    if ('error' in result && isApiError(result.error) && result.error.code === 'idempotency_key_reused') {
      // A key from before a reload, sent with other answers: a new attempt.
      current = fresh();
      result = await save(full, {
        idempotencyKey: current.key,
        amountUzs: current.amountUzs,
        email: mailTo,
        draftId,
      });
    }
    setSaving(false);
    if ('contract' in result) {
      trackFunnel('begin_checkout', { ...item, price: result.contract.amountUzs }, result.contract.orderId);
      flow.submit(id as keyof Full & string, values as Full[keyof Full & string], {
        to: 'payment',
        also: { ...patch, payment: result.contract } as Partial<Full>,
      });
      return;
    }
    const resolved = resolveError(product.errors, result.error, product.faultMessage);
    if ('priceChanged' in resolved) {
      // Saving the same answers again confirms the new price, under a new key (another request body).
      attempt.current = { key: newIdempotencyKey(), body: current.body, amountUzs: resolved.priceChanged };
      setAttemptKey(attempt.current.key);
      setPageError({
        step: id,
        id: resolved.message,
        values: { amount: formatPrice(resolved.priceChanged) },
      });
    } else if (resolved.target.to === 'modal')
      setModalMessage({
        id: resolved.message,
        ...('values' in resolved && resolved.values ? { values: resolved.values } : {}),
      });
    else if (resolved.target.to === 'field') {
      setFieldErrors({ step: resolved.target.step, errors: { [resolved.target.field]: resolved.message } });
      flow.hold(id, values);
      flow.choose(resolved.target.step);
    } else if (resolved.target.to === 'item' && resolved.index !== undefined && resolved.target.step === id)
      setItemErrors({ step: id, errors: { [resolved.index]: resolved.message } });
    else
      setPageError({
        step: id,
        id: resolved.message,
        ...('values' in resolved ? { values: resolved.values } : {}),
      });
  };

  const onSubmit = (id: string) => async (values: unknown) => {
    typed.current = null;
    if (fieldErrors?.step === id) setFieldErrors(null);
    if (itemErrors?.step === id) setItemErrors(null);
    if (savesWith(id, values)) return saveApplication(id, values);
    setPageError(null);
    const patch = product.after?.(id, values, snapshot) ?? {};
    if (id === productSteps[0].id) {
      const price = product.quote?.({ ...snapshot, ...patch, [id]: values } as Partial<Snap>);
      trackFunnel('add_to_cart', { ...item, ...(price !== undefined ? { price } : {}) });
    }
    flow.submit(id as keyof Full & string, values as Full[keyof Full & string], {
      also: patch as Partial<Full>,
    });
  };

  const onPaid = (issued: IssuedPolicy) => {
    const contract = flow.snapshot.payment;
    trackFunnel('purchase', { ...item, price: issued.amountUzs ?? contract?.amountUzs }, contract?.orderId);
    flow.submit('payment', contract as Full['payment'], { also: { download: issued } as Partial<Full> });
  };

  const titleOf = (id: string) => {
    // The download step's title is the policy's (one ready, or several); its section has no second heading.
    const issued = flow.snapshot.download;
    if (id === 'download' && issued)
      return intl.formatMessage({
        id: (issued.all?.length ?? 0) > 1 ? 'payment.policy.titleMany' : 'payment.policy.title',
      });
    const step = productSteps.find((s) => s.id === id);
    const own = product.titleOf?.(id, snapshot);
    return intl.formatMessage({ id: own ?? (step ? step.title : `kit.step.${id}`) });
  };
  const active = flow.active;
  const chrome: KitStepChrome = {
    savesWith: (values) => savesWith(active, values),
    busy: saving,
    consent: {
      checked: consented,
      error: consentError && !consented,
      set: (v) => {
        setConsented(v);
        if (v) setConsentError(false);
      },
    },
    email: {
      value: email,
      error: emailTouched ? emailProblem : null,
      set: setEmail,
      touch: () => setEmailTouched(true),
    },
    rulesKey:
      typeof product.rulesKey === 'function' ? product.rulesKey(snapshot) : (product.rulesKey ?? product.key),
    pageError: pageError?.step === active ? pageError : null,
    fieldErrors: fieldErrors?.step === active ? fieldErrors.errors : {},
    itemErrors: itemErrors?.step === active ? itemErrors.errors : {},
    reset: () => {
      attempt.current = null;
      typing.current = null;
      typed.current = null;
      setPageError(null);
      setFieldErrors(null);
      setItemErrors(null);
      draft.startOver();
      flow.reset();
    },
  };
  const productTitle = intl.formatMessage({ id: product.titleId });
  const contract = flow.snapshot.payment;
  const step = productSteps.find((s) => s.id === active) as WizardStep<Snap> | undefined;
  const Component = step?.Component as ComponentType<StepProps<Snap, keyof Snap & string>> | undefined;

  return (
    <div className="kit-wizard">
      <PageMeta
        title={`${titleOf(active)} · ${productTitle}`}
        description={product.leadId ? intl.formatMessage({ id: product.leadId }) : undefined}
      />
      <WizardView
        flow={flow}
        titleOf={titleOf}
        canGoBack={(id) => id !== 'download'}
        stepperLinks={!flow.snapshot.download}
        aside={product.aside?.(snapshot, active)}
        onTyping={persist ? onTyping : undefined}
      >
        {/* Drawn for a visitor without a session from the first render (a prerendered page is one's), so the
            form below does not move when the page hydrates; a session found then takes it away. */}
        {Login &&
        (!hydrated || !loggedIn) &&
        persist &&
        (active === productSteps[0].id || active === 'download') ? (
          <p className="kit-login-offer">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={!hydrated}
              onClick={() => setLoginOpen(true)}
            >
              <FormattedMessage id={active === 'download' ? 'kit.login.toSave' : 'kit.login.toFill'} />
            </Button>
          </p>
        ) : null}
        {justLoggedIn && loggedIn ? (
          <p className="kit-note" role="status">
            <FormattedMessage id="kit.login.done" />
          </p>
        ) : null}
        {lostNote && flow.done.length === 0 ? (
          <p className="kit-note" role="status">
            <FormattedMessage id="kit.draft.lost" />
          </p>
        ) : null}
        <KitStepContext.Provider value={chrome}>
          {Component && step ? (
            <Component
              initial={
                (typed.current?.step === step.id
                  ? typed.current.values
                  : flow.valuesOf(step.id as keyof Full & string)) as Snap[keyof Snap & string]
              }
              snapshot={snapshot}
              onSubmit={onSubmit(step.id)}
            />
          ) : null}
        </KitStepContext.Provider>
        <Suspense fallback={<Spinner />}>
          {active === 'payment' && contract ? (
            <>
              <PurchaseSummary
                product={productTitle}
                facts={product.summary?.(snapshot, intl) ?? []}
                amountUzs={contract.amountUzs}
              />
              <PaymentStep
                contract={contract}
                quotedAmountUzs={product.quote?.(snapshot)}
                product={{ id: product.key, name: productTitle }}
                checkKind={product.check}
                titled
                sameView={inApp}
                // The return page checks with the save's ids and leads back to this wizard's payment step,
                // whose answers wait on the server under the draft id this tab holds.
                returnUrl={
                  inApp
                    ? paymentReturnHref(lang, {
                        contractId: contract.contractId,
                        orderId: contract.orderId,
                        back: splitLang(pathname).rest,
                        item,
                      })
                    : undefined
                }
                onPaid={onPaid}
              />
            </>
          ) : null}
          {active === 'download' && flow.snapshot.download ? (
            <>
              <PolicyDownload policy={flow.snapshot.download} titled={false} />
              <SaveForNextTime answers={snapshot} />
            </>
          ) : null}
        </Suspense>
      </WizardView>
      {Login && loginOpen ? (
        <Suspense fallback={null}>
          <KitLogin
            Login={Login}
            onLoggedIn={() => {
              setLoginOpen(false);
              setJustLoggedIn(true);
            }}
            onCancel={() => setLoginOpen(false)}
          />
        </Suspense>
      ) : null}
      <ErrorModal
        open={modalMessage !== null}
        message={modalMessage ? intl.formatMessage({ id: modalMessage.id }, modalMessage.values) : undefined}
        onClose={() => setModalMessage(null)}
      />
    </div>
  );
}
