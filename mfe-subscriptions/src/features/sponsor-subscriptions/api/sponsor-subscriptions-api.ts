// The sponsor subscription calls (SPEC section 7 'Sponsor subscriptions'). Money in cents.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';

export type { SponsorSubscriptionRow } from '@qcard/shared/contracts/sponsor-api';
import type { SponsorSubscriptionRow } from '@qcard/shared/contracts/sponsor-api';

export interface SponsorSearchQuery {
  filterType: string;
  filterValue: string;
  pageNo: number;
}

export interface SaveRow {
  employeeId: number;
  contractid: number;
  refreshrate: number;
  trigger: number;
  maxRecharges: number;
}

export interface SaveResult {
  cartCount: number;
}

const base = { action: 'SPONSER_SUBSCRIPTION_MANAGEMENT' };

export const searchSubscriptions = (q: SponsorSearchQuery): Promise<CallResult<PagedList<SponsorSubscriptionRow>>> =>
  callApi<PagedList<SponsorSubscriptionRow>>('/rssubscription/search', { ...base, function: 'search', ...q });

export const saveSubscriptions = (employeeSubscriptions: SaveRow[]): Promise<CallResult<SaveResult>> =>
  callApi<SaveResult>('/rssubscription/addSubscription', { ...base, function: 'add_subscription', employeeSubscriptions });

export const deleteSubscriptions = (employeeSubscriptions: Array<{ employeeId: number; contractid: number }>): Promise<CallResult<SaveResult>> =>
  callApi<SaveResult>('/rssubscription/delete', { ...base, function: 'delete', employeeSubscriptions });
