// Patron subscriptions state: the list, the cards to choose from, the allowed check of the
// chosen contract, the draft carried to /subscribe-billing, and the last cart submission.
// Form values themselves stay in react-final-form; the draft is what billing needs.
import type { UnknownAction } from 'redux';
import { loadable, type LoadStatus, loadTypes } from '@qcard/kit/store/loadable';
import type {
  AllowedResult,
  CardView,
  PatronSubscriptionRow,
  PaymentMethodOnFile,
  PaymentPayload,
  SubscriptionForm,
} from '../../subscriptions/api/subscriptions-api';

export type { LoadStatus };

export interface BillingDraft {
  /** add: a new subscription paid by this card; payment: replace the card on file. */
  mode: 'add' | 'payment';
  form: SubscriptionForm;
  cardId: number;
  /** Payment method on file (payment mode), to prefill name and address. */
  onFile: PaymentMethodOnFile | null;
}

export interface SubscriptionsState {
  list: { status: LoadStatus; rows: PatronSubscriptionRow[] };
  cards: { status: LoadStatus; list: CardView[] };
  /** The card the cards were asked with (one of a sponsor's company cards), to ask again alike. */
  cardsFor: number | null;
  allowed: {
    contractId: number | null;
    operation: 'add' | 'manage';
    status: LoadStatus;
    result: AllowedResult | null;
  };
  draft: BillingDraft | null;
  /** Loading the payment method for UPDATE PAYMENT. */
  spaStatus: 'idle' | 'loading';
  submit: { status: 'idle' | 'submitting'; seq: number; target: string | null };
}

export const initialSubscriptionsState: SubscriptionsState = {
  list: { status: 'idle', rows: [] },
  cards: { status: 'idle', list: [] },
  cardsFor: null,
  allowed: { contractId: null, operation: 'add', status: 'idle', result: null },
  draft: null,
  spaStatus: 'idle',
  submit: { status: 'idle', seq: 0, target: null },
};

/** Add, update, cancel and payment changes: one action for alerts, so a retry replaces the refusal and a success ends it. */
export const SUBMIT_SOURCE = 'subscriptions/submit';

export const subscriptionsActions = {
  listRequested: () => ({ type: 'subscriptions/listRequested' as const }),
  listLoaded: (rows: PatronSubscriptionRow[]) => ({
    type: 'subscriptions/listLoaded' as const,
    rows,
  }),
  listFailed: () => ({ type: 'subscriptions/listFailed' as const }),
  cardsRequested: (cardId: number | null) => ({
    type: 'subscriptions/cardsRequested' as const,
    cardId,
  }),
  cardsLoaded: (list: CardView[]) => ({ type: 'subscriptions/cardsLoaded' as const, list }),
  cardsFailed: () => ({ type: 'subscriptions/cardsFailed' as const }),
  allowedRequested: (contractId: number, operation: 'add' | 'manage') => ({
    type: 'subscriptions/allowedRequested' as const,
    contractId,
    operation,
  }),
  allowedLoaded: (contractId: number, result: AllowedResult) => ({
    type: 'subscriptions/allowedLoaded' as const,
    contractId,
    result,
  }),
  allowedFailed: (contractId: number) => ({
    type: 'subscriptions/allowedFailed' as const,
    contractId,
  }),
  allowedCleared: () => ({ type: 'subscriptions/allowedCleared' as const }),
  draftSaved: (draft: BillingDraft) => ({ type: 'subscriptions/draftSaved' as const, draft }),
  draftCleared: () => ({ type: 'subscriptions/draftCleared' as const }),
  /** Sponsor add (no payment) or patron add from billing (with payment). */
  addRequested: (form: SubscriptionForm, payment: PaymentPayload | null) => ({
    type: 'subscriptions/addRequested' as const,
    form,
    payment,
  }),
  updateRequested: (form: SubscriptionForm) => ({
    type: 'subscriptions/updateRequested' as const,
    form,
  }),
  cancelRequested: (contractid: number, cardSerialNumber: string) => ({
    type: 'subscriptions/cancelRequested' as const,
    contractid,
    cardSerialNumber,
  }),
  paymentMethodRequested: (form: SubscriptionForm, cardId: number) => ({
    type: 'subscriptions/paymentMethodRequested' as const,
    form,
    cardId,
  }),
  paymentMethodDone: () => ({ type: 'subscriptions/paymentMethodDone' as const }),
  updatePaymentRequested: (
    contractid: number,
    cardSerialNumber: string,
    payment: PaymentPayload,
  ) => ({
    type: 'subscriptions/updatePaymentRequested' as const,
    contractid,
    cardSerialNumber,
    payment,
  }),
  submitSucceeded: (target: string) => ({ type: 'subscriptions/submitSucceeded' as const, target }),
  submitFailed: () => ({ type: 'subscriptions/submitFailed' as const }),
};

type Creators = typeof subscriptionsActions;
export type SubscriptionsAction = ReturnType<Creators[keyof Creators]>;

const SUBMITTING = new Set([
  'subscriptions/addRequested',
  'subscriptions/updateRequested',
  'subscriptions/cancelRequested',
  'subscriptions/updatePaymentRequested',
]);

// A failed list shows no subscriptions; failed cards keep the ones to choose from.
const listLoad = loadable<PatronSubscriptionRow[], 'rows', 'status'>('rows', 'status', {
  types: loadTypes('subscriptions/list', 'rows'),
  failedValue: [],
});
const cardsLoad = loadable<CardView[], 'list', 'status'>('list', 'status', {
  types: loadTypes('subscriptions/cards', 'list'),
});

export function subscriptionsReducer(
  state: SubscriptionsState = initialSubscriptionsState,
  raw: UnknownAction,
): SubscriptionsState {
  const action = raw as SubscriptionsAction;
  if (SUBMITTING.has(action.type))
    return { ...state, submit: { ...state.submit, status: 'submitting' } };
  const list = listLoad.reduce(state.list, raw);
  if (list) return { ...state, list };
  const cards = cardsLoad.reduce(state.cards, raw);
  if (cards)
    return {
      ...state,
      cards,
      cardsFor: action.type === 'subscriptions/cardsRequested' ? action.cardId : state.cardsFor,
    };
  switch (action.type) {
    case 'subscriptions/allowedRequested':
      return {
        ...state,
        allowed: {
          contractId: action.contractId,
          operation: action.operation,
          status: 'loading',
          result: null,
        },
      };
    case 'subscriptions/allowedLoaded':
      return action.contractId === state.allowed.contractId
        ? { ...state, allowed: { ...state.allowed, status: 'loaded', result: action.result } }
        : state;
    case 'subscriptions/allowedFailed':
      return action.contractId === state.allowed.contractId
        ? { ...state, allowed: { ...state.allowed, status: 'error', result: null } }
        : state;
    case 'subscriptions/allowedCleared':
      return { ...state, allowed: initialSubscriptionsState.allowed };
    case 'subscriptions/draftSaved':
      return { ...state, draft: action.draft };
    case 'subscriptions/draftCleared':
      return { ...state, draft: null };
    case 'subscriptions/paymentMethodRequested':
      return { ...state, spaStatus: 'loading' };
    case 'subscriptions/paymentMethodDone':
      return { ...state, spaStatus: 'idle' };
    case 'subscriptions/submitSucceeded':
      return {
        ...state,
        submit: { status: 'idle', seq: state.submit.seq + 1, target: action.target },
      };
    case 'subscriptions/submitFailed':
      return { ...state, submit: { ...state.submit, status: 'idle' } };
    default:
      return state;
  }
}

type WithSubscriptions = { subscriptions: SubscriptionsState };
export const selectSubscriptionList = (s: WithSubscriptions) => s.subscriptions.list;
export const selectSubscriptionCards = (s: WithSubscriptions) => s.subscriptions.cards;
export const selectAllowed = (s: WithSubscriptions) => s.subscriptions.allowed;
export const selectDraft = (s: WithSubscriptions) => s.subscriptions.draft;
export const selectSpaStatus = (s: WithSubscriptions) => s.subscriptions.spaStatus;
export const selectSubmit = (s: WithSubscriptions) => s.subscriptions.submit;
