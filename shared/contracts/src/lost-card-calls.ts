// Where each lost-card call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (lost-card-api.ts).
import type * as S from '@qcard/contracts/lost-card-api';
import { call } from '@qcard/contracts/call';

export const BlockCardCall = /* @__PURE__ */ call<
  typeof S.BlockCardBody,
  typeof S.LostCardOutcome
>()({
  path: '/card/block',
  action: 'CARD_MANAGEMENT',
  functions: ['block_card'],
  access: 'patron',
  summary:
    "cardId [, reason Lost|Stolen] → the caller's card blocked at once and for good (taps, reloads and autoload stop); blocking again answers the same",
});

export const BlockCompanyCardCall = /* @__PURE__ */ call<
  typeof S.BlockCardBody,
  typeof S.LostCardOutcome
>()({
  path: '/companycard/block',
  action: 'COMPANY_CARD_MANAGEMENT',
  functions: ['block_company_card'],
  access: 'sponsor',
  summary:
    "cardId [, reason] → a company card of the sponsor's company blocked at once and for good",
});

export const TransferCardCall = /* @__PURE__ */ call<
  typeof S.TransferCardBody,
  typeof S.LostCardOutcome
>()({
  path: '/card/transfer',
  action: 'CARD_MANAGEMENT',
  functions: ['transfer_card'],
  access: 'patron',
  summary:
    "cardId, replacementCardId → a blocked card's value, pending reloads and autoload subscriptions moved to another usable card of the caller, once",
});

export const TransferCompanyCardCall = /* @__PURE__ */ call<
  typeof S.TransferCardBody,
  typeof S.LostCardOutcome
>()({
  path: '/companycard/transfer',
  action: 'COMPANY_CARD_MANAGEMENT',
  functions: ['transfer_company_card'],
  access: 'sponsor',
  summary:
    "cardId, replacementCardId → a blocked company card's value, pending reloads and subscriptions moved to another company card, once",
});
