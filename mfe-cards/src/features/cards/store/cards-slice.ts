// Cards state: the personal card list, card details by id and contract details by id.
import type { UnknownAction } from 'redux';
import type { CardView, ContractDetailView } from '../../cards/api/cards-api';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'error';

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
}

export const initialCardsState: CardsState = { list: [], listStatus: 'idle', details: {}, detailsStatus: {}, contracts: {}, contractStatus: {}, lookup: null, lookupStatus: 'idle' };

export const cardsActions = {
  /** Load the personal list; without force only when it is empty and the user is not a sponsor. */
  listRequested: (force = false) => ({ type: 'cards/listRequested' as const, force }),
  listLoading: () => ({ type: 'cards/listLoading' as const }),
  listLoaded: (cards: CardView[]) => ({ type: 'cards/listLoaded' as const, cards }),
  listFailed: () => ({ type: 'cards/listFailed' as const }),
  detailsRequested: (cardId: number) => ({ type: 'cards/detailsRequested' as const, cardId }),
  detailsLoaded: (card: CardView) => ({ type: 'cards/detailsLoaded' as const, card }),
  detailsFailed: (cardId: number) => ({ type: 'cards/detailsFailed' as const, cardId }),
  contractRequested: (contractId: number) => ({ type: 'cards/contractRequested' as const, contractId }),
  contractLoaded: (contract: ContractDetailView) => ({ type: 'cards/contractLoaded' as const, contract }),
  contractFailed: (contractId: number) => ({ type: 'cards/contractFailed' as const, contractId }),
  lookupRequested: (serial: string) => ({ type: 'cards/lookupRequested' as const, serial }),
  lookupLoaded: (card: CardView) => ({ type: 'cards/lookupLoaded' as const, card }),
  lookupFailed: () => ({ type: 'cards/lookupFailed' as const }),
};

type CardsAction = ReturnType<(typeof cardsActions)[keyof typeof cardsActions]>;

export function cardsReducer(state: CardsState = initialCardsState, raw: UnknownAction): CardsState {
  const action = raw as CardsAction;
  switch (action.type) {
    case 'cards/listLoading':
      return { ...state, listStatus: 'loading' };
    case 'cards/listLoaded':
      return { ...state, list: action.cards, listStatus: 'loaded' };
    case 'cards/listFailed':
      return { ...state, listStatus: 'error' };
    case 'cards/detailsRequested':
      return { ...state, detailsStatus: { ...state.detailsStatus, [action.cardId]: 'loading' } };
    case 'cards/detailsLoaded':
      return {
        ...state,
        details: { ...state.details, [action.card.id]: action.card },
        detailsStatus: { ...state.detailsStatus, [action.card.id]: 'loaded' },
      };
    case 'cards/detailsFailed':
      return { ...state, detailsStatus: { ...state.detailsStatus, [action.cardId]: 'error' } };
    case 'cards/contractRequested':
      return { ...state, contractStatus: { ...state.contractStatus, [action.contractId]: 'loading' } };
    case 'cards/contractLoaded':
      return {
        ...state,
        contracts: { ...state.contracts, [action.contract.id]: action.contract },
        contractStatus: { ...state.contractStatus, [action.contract.id]: 'loaded' },
      };
    case 'cards/contractFailed':
      return { ...state, contractStatus: { ...state.contractStatus, [action.contractId]: 'error' } };
    case 'cards/lookupRequested':
      return { ...state, lookupStatus: 'loading' };
    case 'cards/lookupLoaded':
      return { ...state, lookup: action.card, lookupStatus: 'loaded' };
    case 'cards/lookupFailed':
      return { ...state, lookup: null, lookupStatus: 'error' };
    default:
      return state;
  }
}

interface WithCards {
  cards: CardsState;
}
export const selectCardList = (s: WithCards) => s.cards.list;
export const selectCardListStatus = (s: WithCards) => s.cards.listStatus;
export const selectCardDetails = (cardId: number) => (s: WithCards) => s.cards.details[cardId];
export const selectCardDetailsStatus = (cardId: number) => (s: WithCards): LoadStatus => s.cards.detailsStatus[cardId] ?? 'idle';
export const selectContractDetails = (contractId: number) => (s: WithCards) => s.cards.contracts[contractId];
export const selectContractStatus = (contractId: number) => (s: WithCards): LoadStatus => s.cards.contractStatus[contractId] ?? 'idle';
export const selectLookup = (s: WithCards) => s.cards.lookup;
export const selectLookupStatus = (s: WithCards) => s.cards.lookupStatus;
