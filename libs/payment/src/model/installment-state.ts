import type { InstallmentPeriod } from '@polis/api-contract';

/** What check-user-status answered: the periods Uzum Nasiya offers this buyer, and the buyer's id. */
export interface InstallmentOffer {
  readonly periods: readonly InstallmentPeriod[];
  readonly buyerId: number;
}

/** The order created at Uzum Nasiya: its contract id (for confirm-contract) and the page the buyer confirms on. */
export interface InstallmentOrder {
  readonly uzumContractId: number;
  readonly webviewPath: string;
  readonly period: number;
  readonly monthlyAmount: number;
  /** A failed confirmation: the order stays, so the customer can confirm again. */
  readonly error: string | null;
}

/** Spec 000 section 3: installment phone modal (open, phone, error), period modal (open, selectedPeriod, response, error), order. */
export interface InstallmentState {
  readonly phoneModal: { readonly open: boolean; readonly phone: string; readonly error: string | null };
  readonly periodModal: {
    readonly open: boolean;
    readonly selectedPeriod: number | null;
    readonly response: InstallmentOffer | null;
    readonly error: string | null;
  };
  readonly order: InstallmentOrder | null;
}

export type InstallmentEvent =
  | { readonly type: 'started' }
  | { readonly type: 'phoneSubmitted'; readonly phone: string }
  | { readonly type: 'buyerChecked'; readonly offer: InstallmentOffer }
  | { readonly type: 'buyerRefused'; readonly error: string }
  | { readonly type: 'periodChosen'; readonly period: number }
  | { readonly type: 'orderCreated'; readonly order: Omit<InstallmentOrder, 'error'> }
  | { readonly type: 'orderRefused'; readonly error: string }
  | { readonly type: 'confirmRefused'; readonly error: string }
  | { readonly type: 'closed' };

export const initialInstallmentState: InstallmentState = {
  phoneModal: { open: false, phone: '', error: null },
  periodModal: { open: false, selectedPeriod: null, response: null, error: null },
  order: null,
};

/**
 * Phone modal -> check-user-status -> period modal -> create-order (its page opens in a new window) ->
 * confirm-contract. Failures stay in the modal or on the order they belong to, so the customer can retry
 * or close; closing a modal drops the offer, so a new start asks Uzum Nasiya again.
 */
export function installmentReducer(state: InstallmentState, event: InstallmentEvent): InstallmentState {
  switch (event.type) {
    case 'started':
      return {
        ...initialInstallmentState,
        phoneModal: { open: true, phone: state.phoneModal.phone, error: null },
      };
    case 'phoneSubmitted':
      return { ...state, phoneModal: { ...state.phoneModal, phone: event.phone, error: null } };
    case 'buyerChecked': {
      const first = event.offer.periods[0]?.period ?? null;
      return {
        ...state,
        phoneModal: { ...state.phoneModal, open: false, error: null },
        periodModal: { open: true, selectedPeriod: first, response: event.offer, error: null },
      };
    }
    case 'buyerRefused':
      return { ...state, phoneModal: { ...state.phoneModal, error: event.error } };
    case 'periodChosen':
      return { ...state, periodModal: { ...state.periodModal, selectedPeriod: event.period, error: null } };
    case 'orderCreated':
      return {
        ...state,
        periodModal: { ...state.periodModal, open: false, error: null },
        order: { ...event.order, error: null },
      };
    case 'orderRefused':
      return { ...state, periodModal: { ...state.periodModal, error: event.error } };
    case 'confirmRefused':
      return state.order ? { ...state, order: { ...state.order, error: event.error } } : state;
    case 'closed':
      return {
        ...state,
        phoneModal: { ...state.phoneModal, open: false, error: null },
        periodModal: initialInstallmentState.periodModal,
      };
  }
}
