// The calls of the patron subscription screens (SPEC section 7 'Subscriptions'); each
// resolves to the envelope and never throws. Money in cents. Shapes:
// shared/contracts/src/subscriptions-api.
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { CardDetailsCall, MyCardsCall } from '@qcard/contracts/cards-calls';
import {
  AddSubscriptionCall,
  DeleteSubscriptionCall,
  GetPaymentMethodCall,
  IsSubscriptionAllowedCall,
  ListSubscriptionsCall,
  UpdatePaymentMethodCall,
  UpdateSubscriptionCall,
} from '@qcard/contracts/subscriptions-calls';
import type { Card } from '@qcard/contracts/cards-api';
import type {
  AllowedResult,
  CartResult,
  PatronSubscriptionRow,
  PaymentMethodOnFile,
  PaymentPayload,
  SubscriptionForm,
} from '@qcard/contracts/subscriptions-api';

export type {
  AllowedResult,
  CartResult,
  PatronSubscriptionRow,
  PaymentMethodOnFile,
  PaymentPayload,
  SubscriptionForm,
} from '@qcard/contracts/subscriptions-api';
export type CardView = Card;

export const fetchMyCards = (): Promise<CallResult<CardView[]>> => callContract(MyCardsCall, {});

export const fetchCardDetails = (cardId: number): Promise<CallResult<CardView>> =>
  callContract(CardDetailsCall, { cardId });

export const fetchSubscriptions = (): Promise<CallResult<PatronSubscriptionRow[]>> =>
  callContract(ListSubscriptionsCall, {});

export const checkAllowed = (
  contractid: number,
  operation: 'add' | 'manage',
): Promise<CallResult<AllowedResult>> =>
  callContract(IsSubscriptionAllowedCall, { contractid, operation });

export const addSubscription = (
  form: SubscriptionForm,
  payment: PaymentPayload | null,
): Promise<CallResult<CartResult>> =>
  callContract(AddSubscriptionCall, { ...form, ...(payment ?? {}) });

export const updateSubscription = (form: SubscriptionForm): Promise<CallResult<CartResult>> =>
  callContract(UpdateSubscriptionCall, form);

export const cancelSubscription = (
  contractid: number,
  cardSerialNumber: string,
): Promise<CallResult<CartResult>> =>
  callContract(DeleteSubscriptionCall, { contractid, cardSerialNumber });

export const fetchPaymentMethod = (contractid: number): Promise<CallResult<PaymentMethodOnFile>> =>
  callContract(GetPaymentMethodCall, { contractid });

export const updatePaymentMethod = (
  contractid: number,
  cardSerialNumber: string,
  payment: PaymentPayload,
): Promise<CallResult<CartResult>> =>
  callContract(UpdatePaymentMethodCall, { contractid, cardSerialNumber, ...payment });
