// The calls of the patron subscription screens (SPEC section 7 'Subscriptions'); each
// resolves to the envelope and never throws. Money in cents. Shapes:
// shared/src/contracts/subscriptions-api.
import { callApi, type CallResult } from '@qcard/shared/api/api-client';
import type { Card } from '@qcard/shared/contracts/cards-api';
import type { AllowedResult, CartResult, PatronSubscriptionRow, PaymentMethodOnFile, PaymentPayload, SubscriptionForm } from '@qcard/shared/contracts/subscriptions-api';

export type { AllowedResult, CartResult, PatronSubscriptionRow, PaymentMethodOnFile, PaymentPayload, SubscriptionForm } from '@qcard/shared/contracts/subscriptions-api';
export type CardView = Card;

const base = { action: 'SUBSCRIPTION_MANAGEMENT' };

export const fetchMyCards = (): Promise<CallResult<CardView[]>> => callApi<CardView[]>('/card', { action: 'CARD_MANAGEMENT', function: 'card_list' });

export const fetchCardDetails = (cardId: number): Promise<CallResult<CardView>> =>
  callApi<CardView>('/card/details', { action: 'CARD_MANAGEMENT', function: 'card_details', cardId });

export const fetchSubscriptions = (): Promise<CallResult<PatronSubscriptionRow[]>> =>
  callApi<PatronSubscriptionRow[]>('/subscription/list', { ...base, function: 'list_subscriptions' });

export const checkAllowed = (contractid: number, operation: 'add' | 'manage'): Promise<CallResult<AllowedResult>> =>
  callApi<AllowedResult>('/subscription/isSubscriptionAllowed', { ...base, function: 'is_subscription_allowed', contractid, operation });

export const addSubscription = (form: SubscriptionForm, payment: PaymentPayload | null): Promise<CallResult<CartResult>> =>
  callApi<CartResult>('/subscription/addSubscription', { ...base, function: 'add_subscription', ...form, ...(payment ?? {}) });

export const updateSubscription = (form: SubscriptionForm): Promise<CallResult<CartResult>> =>
  callApi<CartResult>('/subscription/updateSubscription', { ...base, function: 'update_subscription', ...form });

export const cancelSubscription = (contractid: number, cardSerialNumber: string): Promise<CallResult<CartResult>> =>
  callApi<CartResult>('/subscription/deleteSubscription', { ...base, function: 'delete_subscription', contractid, cardSerialNumber });

export const fetchPaymentMethod = (contractid: number): Promise<CallResult<PaymentMethodOnFile>> =>
  callApi<PaymentMethodOnFile>('/subscription/getSPA', { ...base, function: 'get_spa', contractid });

export const updatePaymentMethod = (contractid: number, cardSerialNumber: string, payment: PaymentPayload): Promise<CallResult<CartResult>> =>
  callApi<CartResult>('/subscription/updateSPA', { ...base, function: 'update_spa', contractid, cardSerialNumber, ...payment });
