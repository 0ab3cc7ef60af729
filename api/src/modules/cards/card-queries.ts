// Reads of cards and contracts with their subscriptions and activity, for cards already
// checked against the caller's scope (card-scope.ts).
import type { Contract, Card } from '@qcard/contracts/domain';
import type { Selectable } from 'kysely';
import type { CardRow, ContractActivitiesTable, ContractRow } from '../../platform/db/schema';
import type { Db } from '../../platform/db/database';
import type { Language } from '../../platform/i18n/request-language';
import { columnsReader, everyColumnOf } from '../../platform/db/joined-row';
import {
  fixedRowsStatement,
  runFixedRows,
  type FixedRowsStatement,
} from '../../platform/db/json-rows';
import { fixedText, runFixed } from './card-scope';
import {
  activityView,
  cardView,
  contractView,
  type ActivityRowView,
  type SubscriptionShown,
} from './card-views';

/** One page of a contract's activity, newest first: a daily rider's contract holds years of taps. */
export async function activityPage(
  db: Db,
  contractId: number,
  pageNo: number,
  pageSize: number,
  language: Language,
) {
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
 * Cards with their contracts and each contract's newest Active subscription, in one fixed
 * statement: every signed-in page asks for the caller's cards, so nothing is built per call
 * (docs/performance.md "What /card costs"); SQLite hands each row over as one JSON array.
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
const ONE_CARD_ACTIVITIES = fixedText(
  'SELECT a.* FROM contract_activities a JOIN contracts c ON c.id = a.contract_id WHERE c.card_id = $1 ORDER BY a.date DESC, a.id DESC',
);

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
    const acts = activities.get(contractRow.id) ?? [];
    contracts.push(contractView(card, contractRow, subscription, acts, nowIso, language));
  }
  if (card) cards.push(cardView(card, contracts, language));
  return cards;
}

/** The caller's own cards in serial order, contracts without activity (/card). */
export async function ownCardsWithContracts(
  db: Db,
  userId: number,
  nowIso: string,
  language: Language,
): Promise<Card[]> {
  return cardsFromRows(await runFixedRows(db, OWN_CARDS, [userId]), nowIso, language, new Map());
}

/** A card already checked to be in the caller's scope, with contracts and, optionally, every activity newest first. */
export async function cardWithContracts(
  db: Db,
  card: CardRow,
  nowIso: string,
  language: Language,
  withActivities: boolean,
): Promise<Card | undefined> {
  const acts = new Map<number, ActivityRowView[]>();
  if (withActivities) {
    for (const r of await runFixed<Selectable<ContractActivitiesTable>>(
      db,
      ONE_CARD_ACTIVITIES,
      card.id,
    )) {
      acts.set(r.contract_id, [...(acts.get(r.contract_id) ?? []), activityView(r, language)]);
    }
  }
  const [one] = cardsFromRows(await runFixedRows(db, ONE_CARD, [card.id]), nowIso, language, acts);
  // The card's own fields come from the row the caller already read for its scope check.
  return one && cardView(card, one.contracts, language);
}
