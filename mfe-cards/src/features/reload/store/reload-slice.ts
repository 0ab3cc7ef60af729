// Reload-to-cart state. `seq` rises with every successful add so a page can react once.
import type { UnknownAction } from 'redux';

export interface ReloadState {
  status: 'idle' | 'submitting' | 'added' | 'error';
  seq: number;
  cartCount: number | null;
  lastDescription: string | null;
}

export const initialReloadState: ReloadState = {
  status: 'idle',
  seq: 0,
  cartCount: null,
  lastDescription: null,
};

export const reloadActions = {
  addRequested: (contractId: number, cents: number, target: string) => ({
    type: 'reload/addRequested' as const,
    contractId,
    cents,
    target,
  }),
  added: (cartCount: number, description: string) => ({
    type: 'reload/added' as const,
    cartCount,
    description,
  }),
  failed: () => ({ type: 'reload/failed' as const }),
};

type ReloadAction = ReturnType<(typeof reloadActions)[keyof typeof reloadActions]>;

export function reloadReducer(
  state: ReloadState = initialReloadState,
  raw: UnknownAction,
): ReloadState {
  const action = raw as ReloadAction;
  switch (action.type) {
    case 'reload/addRequested':
      return { ...state, status: 'submitting' };
    case 'reload/added':
      return {
        status: 'added',
        seq: state.seq + 1,
        cartCount: action.cartCount,
        lastDescription: action.description,
      };
    case 'reload/failed':
      return { ...state, status: 'error' };
    default:
      return state;
  }
}

interface WithReload {
  reload: ReloadState;
}
export const selectReload = (s: WithReload) => s.reload;
