import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { activeStep, reachableSteps, stepAfter, stepBefore, stepsFor, type FlowStep } from './flow-model';

export interface FlowStart<Snap> {
  /** Submitted values, per step id. */
  readonly snapshot?: Partial<Snap>;
  /** Steps already submitted. */
  readonly done?: readonly string[];
  /** Values typed but not submitted (a step left with Back, a restored draft's). */
  readonly held?: Partial<Snap>;
  /** The step to open (a restored draft's), in place of the address's entry: Back still leads to the one before. */
  readonly step?: string;
}

export interface WizardFlow<Snap> {
  /** Steps taking part for the current snapshot, hidden ones included. */
  readonly steps: readonly FlowStep<Snap>[];
  /** What a stepper lists. */
  readonly visibleSteps: readonly FlowStep<Snap>[];
  readonly active: string;
  readonly done: readonly string[];
  readonly snapshot: Partial<Snap>;
  /** Values typed but not submitted, per step. */
  readonly held: Partial<Snap>;
  /** What a step starts from: its submitted values, else what it held when left. */
  readonly valuesOf: <K extends keyof Snap & string>(id: K) => Snap[K] | undefined;
  /**
   * A step's values enter the snapshot (with `also`, values of later steps: a saved application); the
   * wizard moves to the next step, or to `to`.
   */
  readonly submit: <K extends keyof Snap & string>(
    id: K,
    values: Snap[K],
    options?: { readonly to?: string; readonly also?: Partial<Snap> },
  ) => void;
  /** Values that are not a submission (a saved application on the payment step). */
  readonly put: <K extends keyof Snap & string>(id: K, values: Snap[K] | undefined) => void;
  /**
   * Keeps what a step holds when it is left without submitting. With `generation`, a step that was on screen
   * before a `reset` (and hands its values back while it unmounts) is ignored.
   */
  readonly hold: (id: string, values: unknown, generation?: number) => void;
  /** Counts the resets: the steps on screen are rendered anew after each. */
  readonly generation: number;
  readonly previous: string | null;
  readonly back: () => void;
  readonly choose: (id: string) => void;
  readonly reset: () => void;
}

/**
 * A wizard's state: the snapshot of submitted values (keystrokes stay in Formik) and the active step,
 * which lives in the URL (`?step=`), so that the browser's Back and Forward, a reload and a language
 * switch keep it. The active step is derived from the URL and the snapshot; an unreachable `?step=` is
 * replaced by the step the customer can be on.
 */
export function useWizardFlow<Snap>(
  steps: readonly FlowStep<Snap>[],
  start: FlowStart<Snap> = {},
  param = 'step',
  /** While true the URL is left as it is (a draft may still come back to the step it names). */
  holdUrl = false,
): WizardFlow<Snap> {
  const [search, setSearch] = useSearchParams();
  const [snapshot, setSnapshot] = useState<Partial<Snap>>(() => start.snapshot ?? {});
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set(start.done ?? []));
  const [held, setHeld] = useState<Partial<Snap>>(() => start.held ?? {});
  const [generation, setGeneration] = useState(0);
  // Read by `hold` in the unmount of the step a reset leaves, before the new generation has rendered.
  const current = useRef(0);
  // The router applies a navigation in a transition: until the URL shows the step asked for, that step is
  // the one on screen, so the old step never lingers (and never takes keystrokes meant for the new one).
  const urlStep = search.get(param);
  const [asked, setAsked] = useState<{ step: string; from: string | null } | null>(() =>
    start.step ? { step: start.step, from: urlStep } : null,
  );
  const requested = asked && asked.from === urlStep ? asked.step : urlStep;
  const active = activeStep(steps, snapshot, done, requested);

  const go = useCallback(
    (id: string, replace = false) => {
      setAsked({ step: id, from: urlStep });
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(param, id);
          return next;
        },
        { replace },
      );
    },
    [setSearch, param, urlStep],
  );

  useEffect(() => {
    if (asked && urlStep === asked.step) setAsked(null);
  }, [asked, urlStep]);

  // A start's step replaces the address's entry (a reload's own), so the browser's Back leads to the step before.
  useEffect(() => {
    if (start.step && urlStep !== start.step) go(start.step, true);
    // Once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The URL follows the derived step when it asked for one that cannot be shown (or for none).
  useEffect(() => {
    if (holdUrl) return;
    if (urlStep !== active && (!asked || asked.from !== urlStep)) go(active, true);
  }, [urlStep, active, asked, go, holdUrl]);

  const hold = useCallback((id: string, values: unknown, from?: number) => {
    if (from !== undefined && from !== current.current) return;
    setHeld((h) => ({ ...h, [id]: values }));
  }, []);
  const list = useMemo(() => stepsFor(steps, snapshot), [steps, snapshot]);
  const previous = stepBefore(steps, snapshot, done, active);

  return {
    steps: list,
    visibleSteps: list.filter((s) => !s.hidden),
    active,
    done: [...done],
    snapshot,
    held,
    generation,
    valuesOf: (id) =>
      (snapshot as Record<string, unknown>)[id] !== undefined ? snapshot[id] : (held[id] as never),
    submit: (id, values, { to, also } = {}) => {
      const nextSnapshot = { ...snapshot, ...also, [id]: values } as Partial<Snap>;
      const nextDone = new Set(done).add(id);
      setSnapshot(nextSnapshot);
      setDone(nextDone);
      const target = to ?? stepAfter(steps, nextSnapshot, id);
      if (target && reachableSteps(steps, nextSnapshot, nextDone).includes(target)) go(target);
    },
    put: (id, values) => setSnapshot((s) => ({ ...s, [id]: values })),
    hold,
    previous,
    back: () => {
      if (previous) go(previous);
    },
    choose: (id) => {
      if (reachableSteps(steps, snapshot, done).includes(id)) go(id);
    },
    reset: () => {
      // The step on screen hands back its values as it leaves: they belong to the answers just cleared.
      current.current += 1;
      setGeneration(current.current);
      setSnapshot({});
      setDone(new Set());
      setHeld({});
      go(list[0].id);
    },
  };
}
