// The account page's copy of the signed-in user, reloaded from /user/details.
import type { UnknownAction } from 'redux';
import type { SessionUser } from '@qcard/shared/contracts/domain';

export type AccountStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface AccountState {
  user: SessionUser | null;
  status: AccountStatus;
}

const initial: AccountState = { user: null, status: 'idle' };

export const accountActions = {
  loadRequested: () => ({ type: 'account/loadRequested' as const }),
  loaded: (user: SessionUser) => ({ type: 'account/loaded' as const, payload: user }),
  loadFailed: () => ({ type: 'account/loadFailed' as const }),
};

export function accountReducer(state: AccountState = initial, action: UnknownAction): AccountState {
  switch (action.type) {
    case 'account/loadRequested':
      return { ...state, status: 'loading' };
    case 'account/loaded':
      return { user: (action as ReturnType<typeof accountActions.loaded>).payload, status: 'loaded' };
    case 'account/loadFailed':
      return { ...state, status: 'error' };
    default:
      return state;
  }
}

export const selectAccountUser = (s: { account: AccountState }) => s.account.user;
export const selectAccountStatus = (s: { account: AccountState }) => s.account.status;
