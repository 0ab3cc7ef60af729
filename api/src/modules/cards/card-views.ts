// Card, contract, subscription and activity rows turned into the Card and Contract shapes of
// shared/contracts/src/domain.ts, with the texts in the request's language.
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type { Language } from '../../platform/i18n/request-language';
import type { Contract, ContractActivity, Card, SubscriptionInfo } from '@qcard/contracts/domain';
import type { Selectable } from 'kysely';
import type {
  CardRow,
  ContractActivitiesTable,
  ContractRow,
  SubscriptionRow,
} from '../../platform/db/schema';

function isActiveCard(card: CardRow, nowIso: string): boolean {
  return card.status === 'InCirculation' && card.expiration_date > nowIso;
}

/**
 * Why a card blocks every contract on it, or null: the one wording of a card's state for every
 * page that shows it. It outranks a reason stored with a contract, which may word the same block
 * differently or, for a card blocked through the portal, be missing.
 */
export function cardBlockReason(
  card: Pick<CardRow, 'status' | 'expiration_date'>,
  nowIso: string,
  language: Language,
): string | null {
  if (card.status === 'Blocked')
    return say(language, 'REASON_CARD_BLOCKED', 'Card is blocked (reported lost or stolen)');
  if (card.status !== 'InCirculation')
    return say(
      language,
      'REASON_CARD_STATUS',
      'Card status is {0}',
      recordText(card.status, language),
    );
  if (card.expiration_date <= nowIso)
    return say(language, 'REASON_CARD_EXPIRED', 'Card has expired');
  return null;
}

/** A contract is reloadable when the card is in circulation and not expired and the contract itself is rechargeable. */
export function rechargeability(
  card: CardRow,
  contract: ContractRow,
  nowIso: string,
  language: Language,
): { rechargeable: boolean; reason: string | null } {
  const blocked = cardBlockReason(card, nowIso, language);
  if (blocked) return { rechargeable: false, reason: blocked };
  if (contract.rechargeable !== 1)
    return {
      rechargeable: false,
      reason:
        recordText(contract.recharge_reason, language) ??
        say(language, 'REASON_NOT_RECHARGEABLE', 'Contract is not rechargeable'),
    };
  return { rechargeable: true, reason: null };
}

/** The columns of a subscription that a contract's answer shows. */
export type SubscriptionShown = Pick<
  SubscriptionRow,
  | 'state'
  | 'contract_id'
  | 'type'
  | 'max_per_period'
  | 'recharge_value'
  | 'threshold'
  | 'status_reason'
>;

/** A contract's newest Active subscription as its answer shows it, or NoSubscription without one. */
function subscriptionView(
  contractId: number,
  row: SubscriptionShown | undefined,
  language: Language,
): SubscriptionInfo {
  return {
    state: row?.state ?? 'NoSubscription',
    contractId,
    typeOfSubscription: row?.type ?? 'Individual',
    maxNumberOfRechargesPerPeriod: row?.max_per_period ?? 0,
    rechargeValue: { rechargeValue: row?.recharge_value ?? 0 },
    trigger: { threshold: row?.threshold ?? 0 },
    statusReason: row ? recordText(row.status_reason, language) : null,
  };
}

export interface ActivityRowView extends ContractActivity {
  id: number;
  description: string | null;
  orderId: number | null;
}

export function contractView(
  card: CardRow,
  contract: ContractRow,
  subscription: SubscriptionShown | undefined,
  activities: ActivityRowView[],
  nowIso: string,
  language: Language,
): Contract & { fare: number; discounted: boolean; contractActivities: ActivityRowView[] } {
  const reload = rechargeability(card, contract, nowIso, language);
  const active = isActiveCard(card, nowIso);
  const subscriptionAllowed = active && contract.subscription_allowed === 1;
  const subscriptionReason = subscriptionAllowed
    ? null
    : (cardBlockReason(card, nowIso, language) ??
      recordText(contract.subscription_reason, language) ??
      say(
        language,
        'REASON_NO_SUBSCRIPTIONS',
        'Subscriptions are not available for this contract',
      ));
  return {
    id: contract.id,
    // The card system's names and the texts stored with the contract, in the request's language.
    contractName: recordText(contract.contract_name, language),
    family: recordText(contract.family, language),
    typeOfContract: recordText(contract.type_of_contract, language),
    emission: contract.emission,
    lastReload: contract.last_reload,
    unitsLeft: contract.units_left,
    rechargeable: reload.rechargeable,
    rechargeReason: reload.reason,
    rideSponsorContract: contract.ride_sponsor === 1,
    warningCode: contract.warning_code,
    cardSerialNumber: card.serial,
    cardNickname: card.nickname,
    subscriptionAllowed,
    subscriptionAvailable: subscription?.state === 'Active',
    subscriptionReason,
    rechargeInfo: {
      parameters: [
        { maximumAllowed: contract.maximum_allowed, minimumInputValue: contract.min_input_value },
      ],
    },
    contractActivities: activities,
    subscriptionInfo: subscriptionView(contract.id, subscription, language),
    fare: contract.fare,
    discounted: contract.discounted === 1,
  };
}

export function cardView(
  card: CardRow,
  contracts: Contract[],
  language: Language,
): Card & { holderName: string } {
  return {
    id: card.id,
    serialNumber: card.serial,
    nickname: card.nickname,
    profileName: recordText(card.profile_name, language),
    holderName: card.holder_name,
    status: card.status,
    emissionDate: card.emission_date,
    expirationDate: card.expiration_date,
    contracts,
  };
}

export function activityView(
  r: Selectable<ContractActivitiesTable>,
  language: Language,
): ActivityRowView {
  return {
    id: r.id,
    date: r.date,
    activityType: recordText(r.activity_type, language),
    description: recordText(r.description, language),
    units: r.units,
    unitsBefore: r.units_before,
    unitsAfter: r.units_after,
    billed: r.billed,
    orderId: r.order_id,
  };
}
