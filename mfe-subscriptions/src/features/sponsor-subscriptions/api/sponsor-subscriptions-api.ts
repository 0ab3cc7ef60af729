// The sponsor subscription calls (SPEC section 7 'Sponsor subscriptions'). Money in cents.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { PagedList } from '@qcard/shared/contracts/domain';
import type { SaveRow, SponsorDeleteResult, SponsorSaveResult, SponsorSearchQuery, SponsorSubscriptionRow } from '@qcard/shared/contracts/subscriptions-api';

export type { SaveRow, SponsorSearchQuery, SponsorSubscriptionRow } from '@qcard/shared/contracts/subscriptions-api';
/** What the table reads of a save or delete answer. */
export type SaveResult = Pick<SponsorSaveResult, 'cartCount'>;

const base = { action: 'SPONSER_SUBSCRIPTION_MANAGEMENT' };

export const searchSubscriptions = (q: SponsorSearchQuery): Promise<CallResult<PagedList<SponsorSubscriptionRow>>> =>
  callApi<PagedList<SponsorSubscriptionRow>>('/rssubscription/search', { ...base, function: 'search', ...q });

export const saveSubscriptions = (employeeSubscriptions: SaveRow[]): Promise<CallResult<SponsorSaveResult>> =>
  callApi<SponsorSaveResult>('/rssubscription/addSubscription', { ...base, function: 'add_subscription', employeeSubscriptions });

export const deleteSubscriptions = (employeeSubscriptions: Array<Pick<SaveRow, 'employeeId' | 'contractid' | 'recordVersion'>>): Promise<CallResult<SponsorDeleteResult>> =>
  callApi<SponsorDeleteResult>('/rssubscription/delete', { ...base, function: 'delete', employeeSubscriptions });
