// The subscriptions calls' contracts: each call (subscriptions-calls.ts) joined to its body and answer schemas
// (subscriptions-api.ts). The API registers a route from each.
import { contract, EmptyBody } from '@qcard/contracts/schema-parts';
import {
  ListSubscriptionsAnswer,
  IsSubscriptionAllowedBody,
  IsSubscriptionAllowedAnswer,
  AddSubscriptionBody,
  CartResult,
  UpdateSubscriptionBody,
  DeleteSubscriptionBody,
  GetPaymentMethodBody,
  GetPaymentMethodAnswer,
  UpdatePaymentMethodBody,
  SponsorSubscriptionSearchBody,
  SponsorSubscriptionSearchAnswer,
  SponsorAddSubscriptionsBody,
  SponsorAddSubscriptionsAnswer,
  SponsorDeleteSubscriptionsBody,
  SponsorDeleteSubscriptionsAnswer,
} from '@qcard/contracts/subscriptions-api';
import {
  ListSubscriptionsCall,
  IsSubscriptionAllowedCall,
  AddSubscriptionCall,
  UpdateSubscriptionCall,
  DeleteSubscriptionCall,
  GetPaymentMethodCall,
  UpdatePaymentMethodCall,
  SponsorSubscriptionSearchCall,
  SponsorAddSubscriptionsCall,
  SponsorAddSubscriptionsShortCall,
  SponsorDeleteSubscriptionsCall,
} from '@qcard/contracts/subscriptions-calls';

export const ListSubscriptions = contract(
  ListSubscriptionsCall,
  EmptyBody,
  ListSubscriptionsAnswer,
);
export const IsSubscriptionAllowed = contract(
  IsSubscriptionAllowedCall,
  IsSubscriptionAllowedBody,
  IsSubscriptionAllowedAnswer,
);
export const AddSubscription = contract(AddSubscriptionCall, AddSubscriptionBody, CartResult);
export const UpdateSubscription = contract(
  UpdateSubscriptionCall,
  UpdateSubscriptionBody,
  CartResult,
);
export const DeleteSubscription = contract(
  DeleteSubscriptionCall,
  DeleteSubscriptionBody,
  CartResult,
);
export const GetPaymentMethod = contract(
  GetPaymentMethodCall,
  GetPaymentMethodBody,
  GetPaymentMethodAnswer,
);
export const UpdatePaymentMethod = contract(
  UpdatePaymentMethodCall,
  UpdatePaymentMethodBody,
  CartResult,
);
export const SponsorSubscriptionSearch = contract(
  SponsorSubscriptionSearchCall,
  SponsorSubscriptionSearchBody,
  SponsorSubscriptionSearchAnswer,
);
export const SponsorAddSubscriptions = contract(
  SponsorAddSubscriptionsCall,
  SponsorAddSubscriptionsBody,
  SponsorAddSubscriptionsAnswer,
);
export const SponsorAddSubscriptionsShort = contract(
  SponsorAddSubscriptionsShortCall,
  SponsorAddSubscriptionsBody,
  SponsorAddSubscriptionsAnswer,
);
export const SponsorDeleteSubscriptions = contract(
  SponsorDeleteSubscriptionsCall,
  SponsorDeleteSubscriptionsBody,
  SponsorDeleteSubscriptionsAnswer,
);
