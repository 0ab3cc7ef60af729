// The account page's copy of the signed-in user, reloaded from /user/details.
import type { UnknownAction } from 'redux';
import type { SessionUser } from '@qcard/contracts/domain';
import { loadable, type LoadStatus } from '@qcard/kit/store/loadable';

export type AccountStatus = LoadStatus;

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

const userLoad = loadable<SessionUser | null, 'user', 'status'>('user', 'status', {
  types: {
    requested: 'account/loadRequested',
    loaded: 'account/loaded',
    failed: 'account/loadFailed',
    payload: 'payload',
  },
});

export function accountReducer(state: AccountState = initial, action: UnknownAction): AccountState {
  return userLoad.reduce(state, action) ?? state;
}

export const selectAccountUser = (s: { account: AccountState }) => s.account.user;
export const selectAccountStatus = (s: { account: AccountState }) => s.account.status;
