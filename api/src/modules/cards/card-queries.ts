// Reads of cards and contracts with their subscriptions and activity, for cards already
// checked against the caller's scope (card-scope.ts).
import type { Contract, Card } from '@qcard/shared/contracts/domain';
import type { Selectable } from 'kysely';
import type {
  CardRow,
  ContractActivitiesTable,
  ContractRow,
  SubscriptionRow,
} from '../../platform/db/schema';
import type { DbOrTrx } from './contract-balance';
import type { Language } from '../../platform/i18n/request-language';
import { columnsReader, everyColumnOf } from '../../platform/db/joined-row';
import {
  fixedRowsStatement,
  runFixedRows,
  type FixedRowsStatement,
} from '../../platform/db/json-rows';
import { runFixed } from './card-scope';
import {
  activityView,
  cardView,
  contractView,
  type ActivityRowView,
  type SubscriptionShown,
} from './card-views';

export interface ActivityPageView {
  rows: ActivityRowView[];
  page: { pageNumber: number; numberOfPages: number; numberOfRecords: number; pageSize: number };
}

/**
 * One page of a contract's activity, newest first. A daily rider's contract holds years of
 * taps (a thousand rows and more); the whole list cost 10 ms of SQLite and a 150 kB answer,
 * a page costs one index range (contract_id, date, id) however deep it is.
 */
export async function activityPage(
  db: DbOrTrx,
  contractId: number,
  pageNo: number,
  pageSize: number,
  language: Language,
): Promise<ActivityPageView> {
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
  return {
    rows: rows.map((r) => activityView(r, language)),
    page: { pageNumber, numberOfPages, numberOfRecords, pageSize },
  };
}

/**
 * Contracts of the given cards with their newest Active subscription and (optionally)
 * activities newest first, in three queries whatever the number of cards.
 */
export async function loadContracts(
  db: DbOrTrx,
  cards: CardRow[],
  nowIso: string,
  language: Language,
  options: { activities: boolean; contractIds?: number[] },
): Promise<Map<number, Contract[]>> {
  const byCard = new Map<number, Contract[]>(cards.map((c) => [c.id, []]));
  if (cards.length === 0) return byCard;
  let q = db
    .selectFrom('contracts')
    .selectAll()
    .where(
      'card_id',
      'in',
      cards.map((c) => c.id),
    );
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
      list.push(activityView(r, language));
      acts.set(r.contract_id, list);
    }
  }
  const cardById = new Map(cards.map((c) => [c.id, c]));
  for (const contract of contracts) {
    const card = cardById.get(contract.card_id);
    if (!card) continue;
    byCard
      .get(card.id)
      ?.push(
        contractView(
          card,
          contract,
          subByContract.get(contract.id),
          acts.get(contract.id) ?? [],
          nowIso,
          language,
        ),
      );
  }
  return byCard;
}

export async function cardsWithContracts(
  db: DbOrTrx,
  cards: CardRow[],
  nowIso: string,
  language: Language,
  activities: boolean,
): Promise<Card[]> {
  // One card (the details) in fixed statements; several through the id-list queries.
  // The card's own fields come from the row the caller already read for its scope check.
  if (cards.length === 1 && cards[0]) {
    const one = await cardWithContracts(db, cards[0].id, nowIso, language, activities);
    return one ? [cardView(cards[0], one.contracts, language)] : [];
  }
  const contracts = await loadContracts(db, cards, nowIso, language, { activities });
  return cards.map((c) => cardView(c, contracts.get(c.id) ?? [], language));
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
const SUBSCRIPTION_COLUMNS = [
  'state',
  'contract_id',
  'type',
  'max_per_period',
  'recharge_value',
  'threshold',
  'status_reason',
] as const satisfies ReadonlyArray<keyof SubscriptionShown>;

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
const ONE_CARD_ACTIVITIES_SQL =
  'SELECT a.* FROM contract_activities a JOIN contracts c ON c.id = a.contract_id WHERE c.card_id = $1 ORDER BY a.date DESC, a.id DESC';
const ONE_CARD_ACTIVITIES = {
  postgres: ONE_CARD_ACTIVITIES_SQL,
  sqlite: ONE_CARD_ACTIVITIES_SQL.replace('$1', '?'),
};

const readCard = columnsReader<CardRow>('', CARD_COLUMNS);
const readContract = columnsReader<ContractRow>('c__', CONTRACT_COLUMNS);
const readSubscription = columnsReader<SubscriptionShown>('s__', SUBSCRIPTION_COLUMNS);

/** Rows of cardsAndContractsSql (a card's rows together) to the answer's cards. */
function cardsFromRows(
  rows: Record<string, unknown>[],
  nowIso: string,
  language: Language,
  activities: Map<number, ActivityRowView[]>,
): Card[] {
  const cards: Card[] = [];
  let card: CardRow | null = null;
  let contracts: Contract[] = [];
  for (const row of rows) {
    if (!card || card.id !== row.id) {
      if (card) cards.push(cardView(card, contracts, language));
      card = readCard(row);
      contracts = [];
    }
    if (row.c__id === null || row.c__id === undefined) continue;
    const contractRow = readContract(row);
    const subscription =
      row.s__state !== null && row.s__state !== undefined ? readSubscription(row) : undefined;
    contracts.push(
      contractView(
        card,
        contractRow,
        subscription,
        activities.get(contractRow.id) ?? [],
        nowIso,
        language,
      ),
    );
  }
  if (card) cards.push(cardView(card, contracts, language));
  return cards;
}

/** The caller's own cards in serial order, contracts without activity (/card). */
export async function ownCardsWithContracts(
  db: DbOrTrx,
  userId: number,
  nowIso: string,
  language: Language,
): Promise<Card[]> {
  return cardsFromRows(await runFixedRows(db, OWN_CARDS, [userId]), nowIso, language, new Map());
}

/** One card (already checked to be in the caller's scope) with contracts and, optionally, every activity newest first. */
export async function cardWithContracts(
  db: DbOrTrx,
  cardId: number,
  nowIso: string,
  language: Language,
  withActivities: boolean,
): Promise<Card | undefined> {
  const acts = new Map<number, ActivityRowView[]>();
  if (withActivities) {
    for (const r of await runFixed<Selectable<ContractActivitiesTable>>(
      db,
      ONE_CARD_ACTIVITIES,
      cardId,
    )) {
      const list = acts.get(r.contract_id) ?? [];
      list.push(activityView(r, language));
      acts.set(r.contract_id, list);
    }
  }
  return cardsFromRows(await runFixedRows(db, ONE_CARD, [cardId]), nowIso, language, acts)[0];
}
