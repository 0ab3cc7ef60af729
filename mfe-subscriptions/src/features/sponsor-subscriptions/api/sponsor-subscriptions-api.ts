// The sponsor subscription calls (SPEC section 7 'Sponsor subscriptions'). Money in cents.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import {
  SponsorAddSubscriptionsCall,
  SponsorDeleteSubscriptionsCall,
  SponsorSubscriptionSearchCall,
} from '@qcard/contracts/subscriptions-calls';
import type { PagedList } from '@qcard/contracts/domain';
import type {
  SaveRow,
  SponsorDeleteResult,
  SponsorSaveResult,
  SponsorSearchQuery,
  SponsorSubscriptionRow,
} from '@qcard/contracts/subscriptions-api';

export type {
  SaveRow,
  SponsorSearchQuery,
  SponsorSubscriptionRow,
} from '@qcard/contracts/subscriptions-api';
/** What the table reads of a save or delete answer. */
export type SaveResult = Pick<SponsorSaveResult, 'cartCount'>;

export const searchSubscriptions = (
  q: SponsorSearchQuery,
): Promise<CallResult<PagedList<SponsorSubscriptionRow>>> =>
  callContract(SponsorSubscriptionSearchCall, q);

export const saveSubscriptions = (
  employeeSubscriptions: SaveRow[],
): Promise<CallResult<SponsorSaveResult>> =>
  callContract(SponsorAddSubscriptionsCall, { employeeSubscriptions });

export const deleteSubscriptions = (
  employeeSubscriptions: Array<Pick<SaveRow, 'employeeId' | 'contractid' | 'recordVersion'>>,
): Promise<CallResult<SponsorDeleteResult>> =>
  callContract(SponsorDeleteSubscriptionsCall, { employeeSubscriptions });
