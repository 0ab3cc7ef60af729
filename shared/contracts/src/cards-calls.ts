// Where each cards call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (cards-api.ts).
import type * as S from '@qcard/contracts/cards-api';
import type * as P from '@qcard/contracts/schema-parts';
import { call } from '@qcard/contracts/call';

export const MyCardsCall = /* @__PURE__ */ call<typeof P.EmptyBody, typeof S.MyCardsAnswer>()({
  path: '/card',
  action: 'CARD_MANAGEMENT',
  functions: ['card_list', 'my_cards'],
  access: 'authenticated',
  summary:
    "The caller's own cards (a sponsor's company cards are under /companycard/search), contracts without activity",
});

export const CardDetailsCall = /* @__PURE__ */ call<typeof S.CardDetailsBody, typeof S.Card>()({
  path: '/card/details',
  action: 'CARD_MANAGEMENT',
  functions: ['card_details'],
  access: 'authenticated',
  summary:
    'cardId → card with contracts, subscriptionInfo and activities newest first (own cards; a sponsor also company cards)',
});

export const CardBySerialCall = /* @__PURE__ */ call<typeof S.CardBySerialBody, typeof S.Card>()({
  path: '/card/detailsBySerial',
  action: 'CARD_MANAGEMENT',
  functions: ['card_details_serial'],
  access: 'session',
  summary:
    'cardSerialNo (or cardnumber [+ confirmcardnumber]) → card; the unregistered-reload session only its own card',
});

export const RideSponsorContractsCall = /* @__PURE__ */ call<
  typeof S.RideSponsorContractsBody,
  typeof S.RideSponsorContractsAnswer
>()({
  path: '/card/rsContracts',
  action: 'CARD_MANAGEMENT',
  functions: ['rs_contracts'],
  access: 'session',
  summary: 'cardSerialNo → the ride-sponsor contracts of that card (scoped like detailsBySerial)',
});

export const ContractDetailsCall = /* @__PURE__ */ call<
  typeof S.ContractDetailsBody,
  typeof S.ContractDetail
>()({
  path: '/contract/details',
  action: 'CARD_MANAGEMENT',
  functions: ['contract_details'],
  access: 'session',
  summary: 'contractId → contract with card serial and activities newest first',
});

export const AddRechargeCardCall = /* @__PURE__ */ call<
  typeof S.AddRechargeCardBody,
  typeof S.AddRechargeCardAnswer
>()({
  path: '/cart/addRechargeCard',
  action: 'CARD_MANAGEMENT',
  functions: ['recharge_card', 'add_recharge_card'],
  access: 'session',
  summary:
    'contractid, rechargevalue (integer cents) → Recharge cart item of the caller (or the unregistered session); data {cartCount, item}',
});

export const AddCardCall = /* @__PURE__ */ call<typeof S.AddCardBody, typeof S.Card>()({
  path: '/card/add',
  action: 'CARD_MANAGEMENT',
  functions: ['add_card'],
  access: 'patron',
  summary:
    "cardSerialNo, securityCode → the card, now on the caller's account (as /card lists it); refusals all 485, attempts limited (481)",
});

export const CardNicknameCall = /* @__PURE__ */ call<
  typeof S.CardNicknameBody,
  typeof S.CardNicknameAnswer
>()({
  path: '/card/nickname',
  action: 'CARD_MANAGEMENT',
  functions: ['card_nickname'],
  access: 'patron',
  summary:
    "cardId, nickname → the card's name, cleaned (1-30 characters, unique per account ignoring case; empty clears it)",
});

export const RemoveCardCall = /* @__PURE__ */ call<
  typeof S.RemoveCardBody,
  typeof S.RemoveCardAnswer
>()({
  path: '/card/remove',
  action: 'CARD_MANAGEMENT',
  functions: ['remove_card'],
  access: 'patron',
  summary:
    "cardId → the card leaves the caller's account (unowned again); refused with an Active subscription, or Blocked with value pending (409)",
});

export const TapCall = /* @__PURE__ */ call<typeof S.TapBody, typeof S.TapAnswer>()({
  path: '/card/tap',
  action: 'CARD_MANAGEMENT',
  functions: ['tap'],
  access: 'authenticated',
  summary:
    'Demo only (DEMO=1) fare gate: contractId → deducts the fare (125 cents, 60 discounted), writes a Tap activity, then runs the debit listeners (autoload)',
});
