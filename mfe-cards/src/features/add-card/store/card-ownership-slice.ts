// What a rider does to the cards on their account: add one by serial
// and security code, name one, remove one. Each keeps its own progress and the server's error
// text, and a seq that moves on success so a form can react once (close, move focus).
import type { UnknownAction } from 'redux';
import type { CardView } from '../../cards/public';

export type OwnershipStatus = 'idle' | 'submitting' | 'done' | 'error';

export interface OwnershipStep {
  status: OwnershipStatus;
  /** The card the step acts on (nickname, remove). */
  cardId: number | null;
  error: string | null;
  seq: number;
}

export interface CardOwnershipState {
  add: OwnershipStep & { card: CardView | null };
  nickname: OwnershipStep;
  remove: OwnershipStep;
}

const idle: OwnershipStep = { status: 'idle', cardId: null, error: null, seq: 0 };
export const initialCardOwnershipState: CardOwnershipState = {
  add: { ...idle, card: null },
  nickname: idle,
  remove: idle,
};

// Renaming and removing end alike: the card the step was for and, when it failed, why.
const cardStepSucceeded =
  <T extends string>(type: T) =>
  (cardId: number) => ({ type, cardId });
const cardStepFailed =
  <T extends string>(type: T) =>
  (cardId: number, error: string) => ({ type, cardId, error });

export const cardOwnershipActions = {
  addRequested: (serial: string, securityCode: string) => ({
    type: 'cardOwnership/addRequested' as const,
    serial,
    securityCode,
  }),
  addSucceeded: (card: CardView) => ({ type: 'cardOwnership/addSucceeded' as const, card }),
  addFailed: (error: string) => ({ type: 'cardOwnership/addFailed' as const, error }),
  nicknameRequested: (cardId: number, nickname: string) => ({
    type: 'cardOwnership/nicknameRequested' as const,
    cardId,
    nickname,
  }),
  nicknameSucceeded: cardStepSucceeded('cardOwnership/nicknameSucceeded'),
  nicknameFailed: cardStepFailed('cardOwnership/nicknameFailed'),
  removeRequested: (cardId: number) => ({ type: 'cardOwnership/removeRequested' as const, cardId }),
  removeSucceeded: cardStepSucceeded('cardOwnership/removeSucceeded'),
  removeFailed: cardStepFailed('cardOwnership/removeFailed'),
  /** A form closed or opened again: forget the last error. */
  reset: (step: 'add' | 'nickname' | 'remove') => ({ type: 'cardOwnership/reset' as const, step }),
};

type Action = ReturnType<(typeof cardOwnershipActions)[keyof typeof cardOwnershipActions]>;

export function cardOwnershipReducer(
  state: CardOwnershipState = initialCardOwnershipState,
  action: UnknownAction,
): CardOwnershipState {
  const a = action as Action;
  switch (a.type) {
    case 'cardOwnership/addRequested':
      return { ...state, add: { ...state.add, status: 'submitting', error: null } };
    case 'cardOwnership/addSucceeded':
      return {
        ...state,
        add: {
          status: 'done',
          cardId: a.card.id,
          card: a.card,
          error: null,
          seq: state.add.seq + 1,
        },
      };
    case 'cardOwnership/addFailed':
      return { ...state, add: { ...state.add, status: 'error', error: a.error } };
    case 'cardOwnership/nicknameRequested':
      return {
        ...state,
        nickname: { ...state.nickname, status: 'submitting', cardId: a.cardId, error: null },
      };
    case 'cardOwnership/nicknameSucceeded':
      return {
        ...state,
        nickname: { status: 'done', cardId: a.cardId, error: null, seq: state.nickname.seq + 1 },
      };
    case 'cardOwnership/nicknameFailed':
      return {
        ...state,
        nickname: { ...state.nickname, status: 'error', cardId: a.cardId, error: a.error },
      };
    case 'cardOwnership/removeRequested':
      return {
        ...state,
        remove: { ...state.remove, status: 'submitting', cardId: a.cardId, error: null },
      };
    case 'cardOwnership/removeSucceeded':
      return {
        ...state,
        remove: { status: 'done', cardId: a.cardId, error: null, seq: state.remove.seq + 1 },
      };
    case 'cardOwnership/removeFailed':
      return {
        ...state,
        remove: { ...state.remove, status: 'error', cardId: a.cardId, error: a.error },
      };
    case 'cardOwnership/reset':
      return { ...state, [a.step]: { ...state[a.step], status: 'idle', error: null } };
    default:
      return state;
  }
}

interface WithOwnership {
  cardOwnership: CardOwnershipState;
}
export const selectAddCard = (s: WithOwnership) => s.cardOwnership.add;
export const selectNickname = (s: WithOwnership) => s.cardOwnership.nickname;
export const selectRemoveCard = (s: WithOwnership) => s.cardOwnership.remove;
