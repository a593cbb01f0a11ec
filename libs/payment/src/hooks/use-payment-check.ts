import { useCallback, useEffect, useRef, useState } from 'react';
import { useCheckPaymentMutation } from '../payment-api';
import type { IssuedPolicy } from '../payment-types';
import { notPaidCodeOf, type CheckKind } from '../model/check-request';
import { checkFailureMessageId } from '../model/failure-messages';
import { issuedPolicyFromCheck } from '../model/issued-policy';

/** After a provider page opens, the step checks by itself this often… */
export const AUTO_CHECK_INTERVAL_MS = 5_000;
/** …for this long (a provider page is usually paid within a minute or two). */
export const AUTO_CHECK_DURATION_MS = 120_000;

type Outcome = { readonly paid: true } | { readonly paid: false; readonly errorId: string };

export interface PaymentCheckOptions {
  readonly kind: CheckKind;
  readonly contractId: number;
  readonly orderId: string;
  readonly onPaid: (policy: IssuedPolicy) => void;
}

export interface PaymentCheck {
  /** Hands the policy to the product, once, whichever path found the payment first (check, card, instalments). */
  readonly finish: (policy: IssuedPolicy) => void;
  /** The customer's "check payment": says why when the payment is not there. */
  readonly checkNow: () => Promise<void>;
  /** A manual check is running (the button shows it; automatic checks do not). */
  readonly checking: boolean;
  readonly errorId: string | null;
  /** A provider page was opened: check on every return to the tab, and every few seconds for a while. */
  readonly watch: () => void;
  /** The every-few-seconds checks are running. */
  readonly polling: boolean;
}

/**
 * The step's payment check: the customer's button, and quiet checks after a provider page opens (on each
 * return to this tab, and every AUTO_CHECK_INTERVAL_MS for AUTO_CHECK_DURATION_MS). One check at a time:
 * a click during an automatic check waits for it and, if it found nothing, asks again, so the answer it
 * shows is never older than the click. Quiet checks never show an error: "not paid yet" is expected there.
 */
export function usePaymentCheck({ kind, contractId, orderId, onPaid }: PaymentCheckOptions): PaymentCheck {
  const [check] = useCheckPaymentMutation();
  const inFlight = useRef<Promise<Outcome> | null>(null);
  const alive = useRef(false);
  const paid = useRef(false);
  const [checking, setChecking] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [watching, setWatching] = useState(false);
  const [pollingUntil, setPollingUntil] = useState<number | null>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Several paths can report the same payment (a quiet check, a click, the card flow): the product hears it once.
  const finish = useCallback(
    (policy: IssuedPolicy) => {
      if (paid.current) return;
      paid.current = true;
      setWatching(false);
      setPollingUntil(null);
      onPaid(policy);
    },
    [onPaid],
  );

  const runOnce = useCallback((): Promise<Outcome> => {
    if (inFlight.current) return inFlight.current;
    const run = (async (): Promise<Outcome> => {
      const result = await check({ kind, contractId, orderId });
      if (!('data' in result && result.data))
        return { paid: false, errorId: checkFailureMessageId(result.error, notPaidCodeOf(kind)) };
      // A step left meanwhile (Back) no longer speaks for the purchase; its next visit checks again.
      if (alive.current) finish(issuedPolicyFromCheck(result.data));
      return { paid: true };
    })().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = run;
    return run;
  }, [check, kind, contractId, orderId, finish]);

  const quietCheck = useCallback(() => {
    if (!inFlight.current && !paid.current) void runOnce();
  }, [runOnce]);
  // The timers and listeners below call the latest check without being restarted when the step re-renders
  // (a product's inline onPaid would otherwise push the next tick back on every render).
  const latestQuietCheck = useRef(quietCheck);
  useEffect(() => {
    latestQuietCheck.current = quietCheck;
  }, [quietCheck]);

  const checkNow = useCallback(async () => {
    setErrorId(null);
    setChecking(true);
    const running = inFlight.current;
    let outcome = running ? await running : null;
    if (!outcome?.paid) outcome = await runOnce();
    if (!alive.current) return;
    setChecking(false);
    if (!outcome.paid) setErrorId(outcome.errorId);
  }, [runOnce]);

  const watch = useCallback(() => {
    if (paid.current) return;
    setWatching(true);
    // Another provider page opened later gets its own two minutes.
    setPollingUntil(Date.now() + AUTO_CHECK_DURATION_MS);
  }, []);

  useEffect(() => {
    if (pollingUntil === null) return;
    const interval = setInterval(() => latestQuietCheck.current(), AUTO_CHECK_INTERVAL_MS);
    const stop = setTimeout(() => setPollingUntil(null), Math.max(0, pollingUntil - Date.now()));
    return () => {
      clearInterval(interval);
      clearTimeout(stop);
    };
  }, [pollingUntil]);

  // Coming back from the provider's tab is the likeliest moment the payment is there, even after the two
  // minutes: checked at once (visibilitychange and focus usually come together; the second finds one running).
  useEffect(() => {
    if (!watching) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') latestQuietCheck.current();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [watching]);

  return { finish, checkNow, checking, errorId, watch, polling: pollingUntil !== null };
}
