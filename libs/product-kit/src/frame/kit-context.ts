import { createContext, useContext } from 'react';

export interface PageMessage {
  readonly id: string;
  readonly values?: Record<string, string | number>;
}

/** What the product frame tells the step on screen: saving, the consent, errors found by the server. */
export interface KitStepChrome {
  /** Whether submitting these values saves the application (then the consent is asked). */
  readonly savesWith: (values: unknown) => boolean;
  readonly busy: boolean;
  readonly consent: {
    readonly checked: boolean;
    readonly error: boolean;
    readonly set: (v: boolean) => void;
  };
  /** The buyer's optional e-mail, asked with the consent; held by the frame, never in the draft. */
  readonly email: {
    readonly value: string;
    /** A message id to show, or null. */
    readonly error: string | null;
    readonly set: (value: string) => void;
    readonly touch: () => void;
  };
  readonly rulesKey: string;
  readonly pageError: PageMessage | null;
  /** field -> message id, from a refused save. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** Item index (an OSAGO driver) -> message id, from a refused save. */
  readonly itemErrors: Readonly<Record<number, string>>;
  /** Starts the wizard over: every answer cleared, back to the first step (kasko's Reset). */
  readonly reset: () => void;
}

const fallback: KitStepChrome = {
  savesWith: () => false,
  busy: false,
  consent: { checked: true, error: false, set: () => undefined },
  email: { value: '', error: null, set: () => undefined, touch: () => undefined },
  rulesKey: 'offer',
  pageError: null,
  fieldErrors: {},
  itemErrors: {},
  reset: () => undefined,
};

export const KitStepContext = createContext<KitStepChrome>(fallback);

export const useKitStep = () => useContext(KitStepContext);
