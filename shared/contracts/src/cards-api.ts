// Contracts of the card calls (SPEC section 7 'Cards' and 'Recharge'): request body and SUCCESS
// data of each (docs/api-contracts.md). Money in cents.
import {
  Body,
  Cents,
  Checked,
  IdIn,
  Nullable,
  Row,
  TextIn,
  Type,
  type Static,
} from '@qcard/contracts/schema-parts';

export const ContractActivity = Row({
  id: Type.Optional(Type.Integer()),
  date: Type.String(),
  activityType: Type.String(),
  description: Type.Optional(Nullable(Type.String())),
  units: Type.Integer(),
  unitsBefore: Type.Integer(),
  unitsAfter: Type.Integer(),
  billed: Type.Optional(Nullable(Type.Integer())),
  orderId: Type.Optional(Nullable(Type.Integer())),
});
export type ContractActivity = Static<typeof ContractActivity>;

export const SubscriptionInfo = Row({
  state: Type.String({ examples: ['Active', 'NoSubscription'] }),
  contractId: Type.Integer(),
  typeOfSubscription: Type.String(),
  maxNumberOfRechargesPerPeriod: Type.Integer(),
  rechargeValue: Row({ rechargeValue: Cents }),
  trigger: Row({ threshold: Cents }),
  statusReason: Type.Optional(Nullable(Type.String())),
});
export type SubscriptionInfo = Static<typeof SubscriptionInfo>;

export const Contract = Row({
  id: Type.Integer(),
  contractName: Type.String(),
  family: Type.String(),
  typeOfContract: Type.String(),
  emission: Type.String(),
  lastReload: Nullable(Type.String()),
  unitsLeft: Type.Integer(),
  rechargeable: Type.Boolean(),
  rechargeReason: Nullable(Type.String()),
  rideSponsorContract: Type.Boolean(),
  warningCode: Nullable(Type.String()),
  cardSerialNumber: Type.String(),
  /** The rider's name for the card, so a contract shown alone can say which card. */
  cardNickname: Type.Optional(Nullable(Type.String())),
  subscriptionAllowed: Type.Boolean(),
  subscriptionAvailable: Type.Boolean(),
  subscriptionReason: Nullable(Type.String()),
  rechargeInfo: Row({
    parameters: Type.Array(Row({ maximumAllowed: Cents, minimumInputValue: Cents })),
  }),
  contractActivities: Type.Array(ContractActivity),
  subscriptionInfo: Nullable(SubscriptionInfo),
  /** Fare of one tap, cents (0: the default fare). */
  fare: Type.Optional(Cents),
  discounted: Type.Optional(Type.Boolean()),
});
export type Contract = Static<typeof Contract>;

export const Card = Row({
  id: Type.Integer(),
  serialNumber: Type.String(),
  profileName: Type.String(),
  holderName: Type.Optional(Type.String()),
  /** The rider's name for the card; null when unnamed. */
  nickname: Type.Optional(Nullable(Type.String())),
  status: Type.String(),
  emissionDate: Type.String(),
  expirationDate: Type.String(),
  contracts: Type.Array(Contract),
});
export type Card = Static<typeof Card>;

export const MyCardsAnswer = Type.Array(Card);
export const CardDetailsBody = Body({ cardId: IdIn });

const SerialIn = Checked(
  Type.String({
    pattern: '^[0-9]{1,20}$',
    description: 'Card serial, digits; 485 when no card of the caller has it',
  }),
);
export const CardBySerialBody = Body(
  {
    cardSerialNo: SerialIn,
    cardnumber: Type.Optional(TextIn),
    confirmcardnumber: Type.Optional(TextIn),
  },
  "cardnumber and confirmcardnumber: the form's two entries, which must match (476)",
);
export type CardBySerialRequest = Static<typeof CardBySerialBody>;
export const RideSponsorContractsBody = Body({ cardSerialNo: SerialIn });
export const RideSponsorContractsAnswer = Type.Array(Contract);

/** One page of a contract's activity, newest first (only when the request asks for a page). */
export const ActivityPage = Row({
  pageNumber: Type.Integer(),
  numberOfPages: Type.Integer(),
  numberOfRecords: Type.Integer(),
  pageSize: Type.Integer(),
});
export const ContractDetail = Row({
  ...Contract.properties,
  cardId: Type.Integer(),
  cardStatus: Type.String(),
  holderName: Type.String(),
  profileName: Type.String(),
  activityPage: Type.Optional(ActivityPage),
});
export const ContractDetailsBody = Body(
  {
    contractId: IdIn,
    activityPageNo: Type.Optional(Checked(Type.Integer({ minimum: 1 }))),
    activityPageSize: Type.Optional(Checked(Type.Integer({ minimum: 1, maximum: 100 }))),
  },
  'activityPageNo (and activityPageSize, default the list page size, at most 100): contractActivities holds that page only, and activityPage says where it is; without them every activity row comes back',
);
export type ContractDetail = Static<typeof ContractDetail>;

export const AddRechargeCardBody = Body({
  contractid: IdIn,
  rechargevalue: Checked(
    Cents,
    "Integer cents within the contract's bounds; 463 (with the bounds) otherwise",
  ),
  cardSerialNumber: Type.Optional(TextIn),
});
export const AddRechargeCardAnswer = Row({
  cartCount: Type.Integer(),
  item: Row({
    itemId: Type.Integer(),
    description: Type.String(),
    price: Cents,
    type: Type.String(),
    contractId: Type.Integer(),
    cardSerialNumber: Type.String(),
  }),
});
export type AddRechargeRequest = Static<typeof AddRechargeCardBody>;
export type AddRechargeResult = Static<typeof AddRechargeCardAnswer>;

/** Add a card with no owner to the caller's account by its serial and printed security code. */
export const AddCardBody = Body(
  {
    cardSerialNo: Checked(Type.String({ description: 'Card serial, digits' })),
    securityCode: Checked(Type.String({ description: 'The six digits printed on the card' })),
  },
  'A wrong code, an unknown serial and a card on another account or a company all answer 485 with CARD_ADD_REFUSED; too many attempts 481',
);
export type AddCardRequest = Static<typeof AddCardBody>;

/** Name one of the caller's cards; an empty nickname clears it. */
export const CardNicknameBody = Body({
  cardId: IdIn,
  nickname: Checked(
    Type.String({
      description:
        '1-30 characters after cleaning, unique per account (case-insensitive); empty clears',
    }),
  ),
});
export const CardNicknameAnswer = Row({
  cardId: Type.Integer(),
  nickname: Nullable(Type.String()),
});
export type CardNicknameRequest = Static<typeof CardNicknameBody>;

/** Take one of the caller's cards off the account. */
export const RemoveCardBody = Body({ cardId: IdIn });
export const RemoveCardAnswer = Row({ cardId: Type.Integer() });

/** Demo only (DEMO=1): the fare gate. */
export const TapBody = Body({ contractId: IdIn });
export const TapAnswer = Row({
  contractId: Type.Integer(),
  fare: Cents,
  unitsBefore: Type.Integer(),
  unitsAfterTap: Type.Integer(),
  unitsLeft: Type.Integer(),
});
