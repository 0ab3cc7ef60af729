// Reporting a card lost and moving its value: one flow at a time, for the card on screen.
// step: confirm (dialog open) → blocking → choose (replacement list) → moving → done.
import type { UnknownAction } from 'redux';
import type { Holder, LostCardResult, ReplacementOption } from '../api/lost-card-api';

export type LostCardStep = 'idle' | 'confirm' | 'blocking' | 'choose' | 'moving' | 'done';

export interface LostCardState {
  cardId: number | null;
  step: LostCardStep;
  options: ReplacementOption[] | null;
  optionsStatus: 'idle' | 'loading' | 'loaded' | 'error';
  result: LostCardResult | null;
}

export const initialLostCardState: LostCardState = {
  cardId: null,
  step: 'idle',
  options: null,
  optionsStatus: 'idle',
  result: null,
};

export const lostCardActions = {
  reportOpened: (cardId: number) => ({ type: 'lostCard/reportOpened' as const, cardId }),
  cancelled: () => ({ type: 'lostCard/cancelled' as const }),
  blockRequested: (holder: Holder, cardId: number, reason: 'Lost' | 'Stolen') => ({
    type: 'lostCard/blockRequested' as const,
    holder,
    cardId,
    reason,
  }),
  blocked: (result: LostCardResult) => ({ type: 'lostCard/blocked' as const, result }),
  moveOpened: (cardId: number) => ({ type: 'lostCard/moveOpened' as const, cardId }),
  optionsRequested: (holder: Holder, cardId: number, serial: string) => ({
    type: 'lostCard/optionsRequested' as const,
    holder,
    cardId,
    serial,
  }),
  optionsLoaded: (options: ReplacementOption[] | null) => ({
    type: 'lostCard/optionsLoaded' as const,
    options,
  }),
  transferRequested: (holder: Holder, cardId: number, replacementCardId: number) => ({
    type: 'lostCard/transferRequested' as const,
    holder,
    cardId,
    replacementCardId,
  }),
  transferred: (result: LostCardResult) => ({ type: 'lostCard/transferred' as const, result }),
  failed: (step: LostCardStep) => ({ type: 'lostCard/failed' as const, step }),
};

type LostCardAction = ReturnType<(typeof lostCardActions)[keyof typeof lostCardActions]>;

export function lostCardReducer(
  state: LostCardState = initialLostCardState,
  raw: UnknownAction,
): LostCardState {
  const action = raw as LostCardAction;
  switch (action.type) {
    case 'lostCard/reportOpened':
      return { ...initialLostCardState, cardId: action.cardId, step: 'confirm' };
    case 'lostCard/cancelled':
      return initialLostCardState;
    case 'lostCard/blockRequested':
      return { ...state, step: 'blocking' };
    case 'lostCard/blocked':
    case 'lostCard/moveOpened':
      return {
        ...state,
        cardId: action.type === 'lostCard/moveOpened' ? action.cardId : state.cardId,
        step: 'choose',
        options: null,
        optionsStatus: 'idle',
      };
    case 'lostCard/optionsRequested':
      return { ...state, optionsStatus: 'loading' };
    case 'lostCard/optionsLoaded':
      return {
        ...state,
        options: action.options ?? [],
        optionsStatus: action.options ? 'loaded' : 'error',
      };
    case 'lostCard/transferRequested':
      return { ...state, step: 'moving' };
    case 'lostCard/transferred':
      return { ...state, step: 'done', result: action.result };
    case 'lostCard/failed':
      return { ...state, step: action.step };
    default:
      return state;
  }
}

interface WithLostCard {
  lostCard: LostCardState;
}
export const selectLostCard = (s: WithLostCard) => s.lostCard;
