// Cards state: the personal card list, card details by id and contract details by id.
import type { UnknownAction } from 'redux';
import { keyedLoadable, loadable, type LoadStatus, loadTypes } from '@qcard/kit/store/loadable';
import type { CardView, ContractDetailView } from '../../cards/api/cards-api';

export type { LoadStatus };

export interface CardsState {
  list: CardView[];
  listStatus: LoadStatus;
  details: Record<number, CardView>;
  detailsStatus: Record<number, LoadStatus>;
  contracts: Record<number, ContractDetailView>;
  contractStatus: Record<number, LoadStatus>;
  /** A card found by serial (sponsor individual reload of a company card). */
  lookup: CardView | null;
  lookupStatus: LoadStatus;
  /** The last live-status event this page reacted to, for its announcement. */
  live: LiveNote | null;
}

export interface LiveNote {
  kind: 'order' | 'autoload';
  orderId: number;
  status: string;
}

export const initialCardsState: CardsState = {
  list: [],
  listStatus: 'idle',
  details: {},
  detailsStatus: {},
  contracts: {},
  contractStatus: {},
  lookup: null,
  lookupStatus: 'idle',
  live: null,
};

export const cardsActions = {
  /** Load the personal list; without force only when it is empty and the user is not a sponsor. */
  listRequested: (force = false) => ({ type: 'cards/listRequested' as const, force }),
  listLoading: () => ({ type: 'cards/listLoading' as const }),
  listLoaded: (cards: CardView[]) => ({ type: 'cards/listLoaded' as const, cards }),
  listFailed: () => ({ type: 'cards/listFailed' as const }),
  detailsRequested: (cardId: number) => ({ type: 'cards/detailsRequested' as const, cardId }),
  detailsLoaded: (card: CardView) => ({ type: 'cards/detailsLoaded' as const, card }),
  detailsFailed: (cardId: number, missing = false) => ({
    type: 'cards/detailsFailed' as const,
    cardId,
    missing,
  }),
  contractRequested: (contractId: number) => ({
    type: 'cards/contractRequested' as const,
    contractId,
  }),
  contractLoaded: (contract: ContractDetailView) => ({
    type: 'cards/contractLoaded' as const,
    contract,
  }),
  contractFailed: (contractId: number, missing = false) => ({
    type: 'cards/contractFailed' as const,
    contractId,
    missing,
  }),
  lookupRequested: (serial: string) => ({ type: 'cards/lookupRequested' as const, serial }),
  lookupLoaded: (card: CardView) => ({ type: 'cards/lookupLoaded' as const, card }),
  lookupFailed: () => ({ type: 'cards/lookupFailed' as const }),
  liveEventReceived: (live: LiveNote) => ({ type: 'cards/liveEventReceived' as const, live }),
};

const list = loadable<CardView[], 'list', 'listStatus'>('list', 'listStatus', {
  types: {
    requested: 'cards/listLoading',
    loaded: 'cards/listLoaded',
    failed: 'cards/listFailed',
    payload: 'cards',
  },
});
const details = keyedLoadable<CardView, 'details', 'detailsStatus'>('details', 'detailsStatus', {
  ...loadTypes('cards/details', 'card'),
  id: 'cardId',
});
const contracts = keyedLoadable<ContractDetailView, 'contracts', 'contractStatus'>(
  'contracts',
  'contractStatus',
  {
    ...loadTypes('cards/contract', 'contract'),
    id: 'contractId',
  },
);
// A serial that finds nothing must not leave the previous card on the page.
const lookup = loadable<CardView | null, 'lookup', 'lookupStatus'>('lookup', 'lookupStatus', {
  types: loadTypes('cards/lookup', 'card'),
  failedValue: null,
});

export function cardsReducer(
  state: CardsState = initialCardsState,
  action: UnknownAction,
): CardsState {
  if (action.type === 'cards/liveEventReceived')
    return { ...state, live: (action as ReturnType<typeof cardsActions.liveEventReceived>).live };
  return (
    list.reduce(state, action) ??
    details(state, action) ??
    contracts(state, action) ??
    lookup.reduce(state, action) ??
    state
  );
}

interface WithCards {
  cards: CardsState;
}
export const selectCardList = (s: WithCards) => s.cards.list;
export const selectCardListStatus = (s: WithCards) => s.cards.listStatus;
export const selectCardDetails = (cardId: number) => (s: WithCards) => s.cards.details[cardId];
export const selectCardDetailsStatus =
  (cardId: number) =>
  (s: WithCards): LoadStatus =>
    s.cards.detailsStatus[cardId] ?? 'idle';
export const selectContractDetails = (contractId: number) => (s: WithCards) =>
  s.cards.contracts[contractId];
export const selectContractStatus =
  (contractId: number) =>
  (s: WithCards): LoadStatus =>
    s.cards.contractStatus[contractId] ?? 'idle';
export const selectLookup = (s: WithCards) => s.cards.lookup;
export const selectLookupStatus = (s: WithCards) => s.cards.lookupStatus;
export const selectLiveNote = (s: WithCards) => s.cards.live;
