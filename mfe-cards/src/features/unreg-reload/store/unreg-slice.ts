// Unregistered reload: the anonymous session's card (one card, by serial).
import type { UnknownAction } from 'redux';
import { loadable } from '@qcard/kit/store/loadable';
import type { CardView, LoadStatus } from '../../cards/public';

export interface UnregState {
  loginStatus: 'idle' | 'submitting' | 'done' | 'error';
  /** Rises with every successful unregistered login / card check so pages navigate once. */
  seq: number;
  card: CardView | null;
  cardStatus: LoadStatus;
}

export const initialUnregState: UnregState = {
  loginStatus: 'idle',
  seq: 0,
  card: null,
  cardStatus: 'idle',
};

export const unregActions = {
  loginRequested: (cardSerialNo: string, email: string | undefined, captcha: string) => ({
    type: 'unreg/loginRequested' as const,
    cardSerialNo,
    email,
    captcha,
  }),
  loginSucceeded: () => ({ type: 'unreg/loginSucceeded' as const }),
  loginFailed: () => ({ type: 'unreg/loginFailed' as const }),
  /** Load the session's card; with `confirm` the card-number screen's pair is checked by the API too. */
  cardRequested: (serial: string, confirm?: string) => ({
    type: 'unreg/cardRequested' as const,
    serial,
    confirm,
  }),
  cardLoaded: (card: CardView) => ({ type: 'unreg/cardLoaded' as const, card }),
  /** `missing`: the server said the card is not there for this session (isMissingRecord). */
  cardFailed: (missing = false) => ({ type: 'unreg/cardFailed' as const, missing }),
  cleared: () => ({ type: 'unreg/cleared' as const }),
};

const sessionCard = loadable<CardView | null, 'card', 'cardStatus'>('card', 'cardStatus');

type UnregAction = ReturnType<(typeof unregActions)[keyof typeof unregActions]>;

export function unregReducer(
  state: UnregState = initialUnregState,
  raw: UnknownAction,
): UnregState {
  const action = raw as UnregAction;
  switch (action.type) {
    case 'unreg/loginRequested':
      return { ...state, loginStatus: 'submitting' };
    case 'unreg/loginSucceeded':
      return { ...state, loginStatus: 'done', seq: state.seq + 1, card: null, cardStatus: 'idle' };
    case 'unreg/loginFailed':
      return { ...state, loginStatus: 'error' };
    case 'unreg/cardRequested':
      return sessionCard.set(state, 'requested');
    case 'unreg/cardLoaded':
      return { ...sessionCard.set(state, 'loaded', action.card), seq: state.seq + 1 };
    case 'unreg/cardFailed':
      return sessionCard.set(state, 'failed', undefined, action);
    case 'unreg/cleared':
      return initialUnregState;
    default:
      return state;
  }
}

interface WithUnreg {
  unreg: UnregState;
}
export const selectUnreg = (s: WithUnreg) => s.unreg;
