// Reads of cards and contracts, always through a caller scope, turned into the Card and
// Contract shapes of shared/src/contracts/domain.ts. A record outside the scope is
// indistinguishable from one that does not exist (both answer 485).
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type { Contract, ContractActivity, Card, SubscriptionInfo } from '@qcard/shared/contracts/domain';
import type { AuthInfo } from '../../platform/http/access';
import { CompiledQuery, type Selectable } from 'kysely';
import type { CardRow, ContractActivitiesTable, ContractRow, SubscriptionRow } from '../../platform/db/schema';
import type { DbOrTrx } from './contract-balance';
import { API_MSG, ApiError } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/requested-record';
import { isPostgres } from '../../platform/db/database';
import { columnsReader, everyColumnOf } from '../../platform/db/joined-row';
import { fixedRowsStatement, runFixedRows, type FixedRowsStatement } from '../../platform/db/json-rows';

/** Who is asking: a registered user (with the company a sponsor administers) or the unregistered-reload card. */
export type CardScope =
  | { kind: 'user'; userId: number; sponsor: boolean; companyId: number | null }
  | { kind: 'anonymous'; serial: string };

export function scopeOf(auth: AuthInfo): CardScope {
  if (auth.user) {
    return { kind: 'user', userId: auth.user.id, sponsor: auth.user.is_sponsor === 1, companyId: auth.user.is_sponsor === 1 ? auth.user.company_id : null };
  }
  if (auth.anonymousSerial) return { kind: 'anonymous', serial: auth.anonymousSerial };
  throw new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 403 });
}

/** Whether a card is within the scope: own cards; a sponsor also the company's cards; the anonymous session its one card. */
export function cardInScope(card: Pick<CardRow, 'serial' | 'company_id' | 'owner_user_id'>, scope: CardScope): boolean {
  // A rider's card stays reloadable by serial without an account (SPEC 1); a company's does not.
  if (scope.kind === 'anonymous') return card.serial === scope.serial && card.company_id === null;
  if (card.owner_user_id === scope.userId) return true;
  return scope.sponsor && scope.companyId !== null && card.company_id === scope.companyId;
}

const CARD_BY_ID = { postgres: 'SELECT * FROM cards WHERE id = $1', sqlite: 'SELECT * FROM cards WHERE id = ?' };

export async function cardById(db: DbOrTrx, scope: CardScope, cardId: number): Promise<CardRow> {
  const [card] = await runFixed<CardRow>(db, CARD_BY_ID, cardId);
  if (!card || !cardInScope(card, scope)) throw notFound();
  return card;
}

const CARD_BY_SERIAL = { postgres: 'SELECT * FROM cards WHERE serial = $1', sqlite: 'SELECT * FROM cards WHERE serial = ?' };

export async function cardBySerial(db: DbOrTrx, scope: CardScope, serial: string): Promise<CardRow> {
  const [card] = await runFixed<CardRow>(db, CARD_BY_SERIAL, serial);
  if (!card || !cardInScope(card, scope)) throw notFound();
  return card;
}

const CONTRACT_BY_ID = { postgres: 'SELECT * FROM contracts WHERE id = $1', sqlite: 'SELECT * FROM contracts WHERE id = ?' };

export async function contractById(db: DbOrTrx, scope: CardScope, contractId: number): Promise<{ card: CardRow; contract: ContractRow }> {
  const [contract] = await runFixed<ContractRow>(db, CONTRACT_BY_ID, contractId);
  if (!contract) throw notFound();
  const [card] = await runFixed<CardRow>(db, CARD_BY_ID, contract.card_id);
  if (!card || !cardInScope(card, scope)) throw notFound();
  return { card, contract };
}

function isActiveCard(card: CardRow, nowIso: string): boolean {
  return card.status === 'InCirculation' && card.expiration_date > nowIso;
}

/**
 * Why a card blocks every contract on it, or null: the one wording of a card's own state for the
 * card pages, the subscription check and the sponsor's bulk reload, from the
 * catalogue in the request's language. It outranks a reason stored with a contract: the seeded
 * demo card and older rows say the same block in words of their own ("Card is blocked
 * (reported lost)"), and a card blocked through the portal stores none.
 */
export function cardBlockReason(card: Pick<CardRow, 'status' | 'expiration_date'>, nowIso: string): string | null {
  if (card.status === 'Blocked') return say('REASON_CARD_BLOCKED', 'Card is blocked (reported lost or stolen)');
  if (card.status !== 'InCirculation') return say('REASON_CARD_STATUS', 'Card status is {0}', recordText(card.status));
  if (card.expiration_date <= nowIso) return say('REASON_CARD_EXPIRED', 'Card has expired');
  return null;
}

export interface Rechargeability {
  rechargeable: boolean;
  reason: string | null;
}

/** A contract is reloadable when the card is in circulation and not expired and the contract itself is rechargeable. */
export function rechargeability(card: CardRow, contract: ContractRow, nowIso: string): Rechargeability {
  const blocked = cardBlockReason(card, nowIso);
  if (blocked) return { rechargeable: false, reason: blocked };
  if (contract.rechargeable !== 1) return { rechargeable: false, reason: recordText(contract.recharge_reason) ?? say('REASON_NOT_RECHARGEABLE', 'Contract is not rechargeable') };
  return { rechargeable: true, reason: null };
}

function noSubscription(contractId: number): SubscriptionInfo {
  return {
    state: 'NoSubscription',
    contractId,
    typeOfSubscription: 'Individual',
    maxNumberOfRechargesPerPeriod: 0,
    rechargeValue: { rechargeValue: 0 },
    trigger: { threshold: 0 },
    statusReason: null,
  };
}

/** The columns of a subscription that a contract's answer shows. */
type SubscriptionShown = Pick<SubscriptionRow, 'state' | 'contract_id' | 'type' | 'max_per_period' | 'recharge_value' | 'threshold' | 'status_reason'>;

function subscriptionView(row: SubscriptionShown): SubscriptionInfo {
  return {
    state: row.state,
    contractId: row.contract_id,
    typeOfSubscription: row.type,
    maxNumberOfRechargesPerPeriod: row.max_per_period,
    rechargeValue: { rechargeValue: row.recharge_value },
    trigger: { threshold: row.threshold },
    statusReason: recordText(row.status_reason),
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
): Contract & { fare: number; discounted: boolean; contractActivities: ActivityRowView[] } {
  const reload = rechargeability(card, contract, nowIso);
  const active = isActiveCard(card, nowIso);
  const subscriptionAllowed = active && contract.subscription_allowed === 1;
  const subscriptionReason = subscriptionAllowed ? null : cardBlockReason(card, nowIso) ?? recordText(contract.subscription_reason) ?? say('REASON_NO_SUBSCRIPTIONS', 'Subscriptions are not available for this contract');
  return {
    id: contract.id,
    // The card system's names and the texts stored with the contract, in the request's language.
    contractName: recordText(contract.contract_name),
    family: recordText(contract.family),
    typeOfContract: recordText(contract.type_of_contract),
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
    rechargeInfo: { parameters: [{ maximumAllowed: contract.maximum_allowed, minimumInputValue: contract.min_input_value }] },
    contractActivities: activities,
    subscriptionInfo: subscription ? subscriptionView(subscription) : noSubscription(contract.id),
    fare: contract.fare,
    discounted: contract.discounted === 1,
  };
}

export function cardView(card: CardRow, contracts: Contract[]): Card & { holderName: string } {
  return {
    id: card.id,
    serialNumber: card.serial,
    nickname: card.nickname,
    profileName: recordText(card.profile_name),
    holderName: card.holder_name,
    status: card.status,
    emissionDate: card.emission_date,
    expirationDate: card.expiration_date,
    contracts,
  };
}

export function activityView(r: Selectable<ContractActivitiesTable>): ActivityRowView {
  return {
    id: r.id,
    date: r.date,
    activityType: recordText(r.activity_type),
    description: recordText(r.description),
    units: r.units,
    unitsBefore: r.units_before,
    unitsAfter: r.units_after,
    billed: r.billed,
    orderId: r.order_id,
  };
}

export interface ActivityPageView {
  rows: ActivityRowView[];
  page: { pageNumber: number; numberOfPages: number; numberOfRecords: number; pageSize: number };
}

/**
 * One page of a contract's activity, newest first. A daily rider's contract holds years of
 * taps (a thousand rows and more); the whole list cost 10 ms of SQLite and a 150 kB answer,
 * a page costs one index range (contract_id, date, id) however deep it is.
 */
export async function activityPage(db: DbOrTrx, contractId: number, pageNo: number, pageSize: number): Promise<ActivityPageView> {
  const counted = await db
    .selectFrom('contract_activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contract_id', '=', contractId)
    .executeTakeFirstOrThrow();
  const numberOfRecords = Number(counted.n);
  const numberOfPages = Math.max(1, Math.ceil(numberOfRecords / pageSize));
  const pageNumber = Math.min(pageNo, numberOfPages);
  const rows = await db
    .selectFrom('contract_activities')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize)
    .execute();
  return { rows: rows.map(activityView), page: { pageNumber, numberOfPages, numberOfRecords, pageSize } };
}

/**
 * Contracts of the given cards with their newest Active subscription and (optionally)
 * activities newest first, in three queries whatever the number of cards.
 */
export async function loadContracts(
  db: DbOrTrx,
  cards: CardRow[],
  nowIso: string,
  options: { activities: boolean; contractIds?: number[] },
): Promise<Map<number, Contract[]>> {
  const byCard = new Map<number, Contract[]>(cards.map((c) => [c.id, []]));
  if (cards.length === 0) return byCard;
  let q = db.selectFrom('contracts').selectAll().where('card_id', 'in', cards.map((c) => c.id));
  if (options.contractIds) q = q.where('id', 'in', options.contractIds);
  const contracts = await q.orderBy('id').execute();
  if (contracts.length === 0) return byCard;
  const ids = contracts.map((c) => c.id);
  const subs = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('contract_id', 'in', ids)
    .where('state', '=', 'Active')
    .orderBy('id', 'desc')
    .execute();
  const subByContract = new Map<number, SubscriptionRow>();
  for (const s of subs) if (!subByContract.has(s.contract_id)) subByContract.set(s.contract_id, s);
  const acts = new Map<number, ActivityRowView[]>();
  if (options.activities) {
    const rows = await db
      .selectFrom('contract_activities')
      .selectAll()
      .where('contract_id', 'in', ids)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const r of rows) {
      const list = acts.get(r.contract_id) ?? [];
      list.push(activityView(r));
      acts.set(r.contract_id, list);
    }
  }
  const cardById = new Map(cards.map((c) => [c.id, c]));
  for (const contract of contracts) {
    const card = cardById.get(contract.card_id);
    if (!card) continue;
    byCard.get(card.id)?.push(contractView(card, contract, subByContract.get(contract.id), acts.get(contract.id) ?? [], nowIso));
  }
  return byCard;
}

export async function cardsWithContracts(db: DbOrTrx, cards: CardRow[], nowIso: string, activities: boolean): Promise<Card[]> {
  // One card (the details) in fixed statements; several through the id-list queries.
  // The card's own fields come from the row the caller already read for its scope check.
  if (cards.length === 1 && cards[0]) {
    const one = await cardWithContracts(db, cards[0].id, nowIso, activities);
    return one ? [cardView(cards[0], one.contracts)] : [];
  }
  const contracts = await loadContracts(db, cards, nowIso, { activities });
  return cards.map((c) => cardView(c, contracts.get(c.id) ?? []));
}

/** Every column of cards, read with its contracts in cardsAndContractsSql. */
const CARD_COLUMNS = everyColumnOf<CardRow>()([
  'id',
  'serial',
  'profile_name',
  'holder_name',
  'status',
  'emission_date',
  'expiration_date',
  'owner_user_id',
  'company_id',
  'nickname',
  'security_code_hash',
  'blocked_at',
  'blocked_reason',
  'transferred_to_card_id',
  'transferred_at',
]);

/** Every column of contracts, read beside the card in one query (a contracts column missing here fails the type check). */
const CONTRACT_COLUMNS = everyColumnOf<ContractRow>()([
  'id',
  'card_id',
  'contract_name',
  'family',
  'type_of_contract',
  'emission',
  'last_reload',
  'units_left',
  'rechargeable',
  'recharge_reason',
  'ride_sponsor',
  'warning_code',
  'subscription_allowed',
  'subscription_reason',
  'min_input_value',
  'maximum_allowed',
  'discounted',
  'fare',
]);
const SUBSCRIPTION_COLUMNS = ['state', 'contract_id', 'type', 'max_per_period', 'recharge_value', 'threshold', 'status_reason'] as const satisfies ReadonlyArray<keyof SubscriptionShown>;

/**
 * Cards with their contracts and each contract's newest Active subscription, in one statement:
 * every signed-in page asks for the caller's cards, and as three built queries (cards, then
 * contracts and subscriptions by id lists) building, compiling and running them was the
 * largest part of the call's CPU (docs/performance.md "What /card costs"). The texts are fixed,
 * so SQLite reuses one prepared statement each and nothing is built per call; SQLite hands each
 * row over as one JSON array (db/json-rows.ts).
 */
function cardsAndContractsSql(where: string, orderBy: string): FixedRowsStatement {
  return fixedRowsStatement(
    [
      ...CARD_COLUMNS.map((c) => [`k.${c}`, c] as const),
      ...CONTRACT_COLUMNS.map((c) => [`c.${c}`, `c__${c}`] as const),
      ...SUBSCRIPTION_COLUMNS.map((c) => [`s.${c}`, `s__${c}`] as const),
    ],
    `FROM cards k
 LEFT JOIN contracts c ON c.card_id = k.id
 LEFT JOIN subscriptions s ON s.id = (SELECT max(s2.id) FROM subscriptions s2 WHERE s2.contract_id = c.id AND s2.state = 'Active')
 WHERE ${where}
 ORDER BY ${orderBy}`,
  );
}
const OWN_CARDS = cardsAndContractsSql('k.owner_user_id = $1', 'k.serial, c.id');
const ONE_CARD = cardsAndContractsSql('k.id = $1', 'c.id');
const ONE_CARD_ACTIVITIES_SQL = 'SELECT a.* FROM contract_activities a JOIN contracts c ON c.id = a.contract_id WHERE c.card_id = $1 ORDER BY a.date DESC, a.id DESC';
const ONE_CARD_ACTIVITIES = { postgres: ONE_CARD_ACTIVITIES_SQL, sqlite: ONE_CARD_ACTIVITIES_SQL.replace('$1', '?') };

async function runFixed<R>(db: DbOrTrx, text: { postgres: string; sqlite: string }, param: number | string): Promise<R[]> {
  const { rows } = await db.executeQuery<R>(CompiledQuery.raw(isPostgres(db) ? text.postgres : text.sqlite, [param]));
  return rows;
}

const readCard = columnsReader<CardRow>('', CARD_COLUMNS);
const readContract = columnsReader<ContractRow>('c__', CONTRACT_COLUMNS);
const readSubscription = columnsReader<SubscriptionShown>('s__', SUBSCRIPTION_COLUMNS);

/** Rows of cardsAndContractsSql (a card's rows together) to the answer's cards. */
function cardsFromRows(rows: Record<string, unknown>[], nowIso: string, activities: Map<number, ActivityRowView[]>): Card[] {
  const cards: Card[] = [];
  let card: CardRow | null = null;
  let contracts: Contract[] = [];
  for (const row of rows) {
    if (!card || card.id !== row.id) {
      if (card) cards.push(cardView(card, contracts));
      card = readCard(row);
      contracts = [];
    }
    if (row.c__id === null || row.c__id === undefined) continue;
    const contractRow = readContract(row);
    const subscription = row.s__state !== null && row.s__state !== undefined ? readSubscription(row) : undefined;
    contracts.push(contractView(card, contractRow, subscription, activities.get(contractRow.id) ?? [], nowIso));
  }
  if (card) cards.push(cardView(card, contracts));
  return cards;
}

/** The caller's own cards in serial order, contracts without activity (/card). */
export async function ownCardsWithContracts(db: DbOrTrx, userId: number, nowIso: string): Promise<Card[]> {
  return cardsFromRows(await runFixedRows(db, OWN_CARDS, [userId]), nowIso, new Map());
}

/** One card (already checked to be in the caller's scope) with contracts and, optionally, every activity newest first. */
export async function cardWithContracts(db: DbOrTrx, cardId: number, nowIso: string, withActivities: boolean): Promise<Card | undefined> {
  const acts = new Map<number, ActivityRowView[]>();
  if (withActivities) {
    for (const r of await runFixed<Selectable<ContractActivitiesTable>>(db, ONE_CARD_ACTIVITIES, cardId)) {
      const list = acts.get(r.contract_id) ?? [];
      list.push(activityView(r));
      acts.set(r.contract_id, list);
    }
  }
  return cardsFromRows(await runFixedRows(db, ONE_CARD, [cardId]), nowIso, acts)[0];
}
