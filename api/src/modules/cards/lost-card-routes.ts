// Lost or stolen cards: the holder blocks a card at once and for good,
// then moves what it holds to a replacement in one transaction. A rider acts on their own cards
// (/card/block, /card/transfer), a sponsor on the company's cards (/companycard/block,
// /companycard/transfer); a card outside the caller's reach answers 485 like one that does not
// exist. Blocking is the card status 'Blocked', which taps, reloads, the cart's submit and the
// autoload engine already refuse. Product choices: docs/lost-card.md.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../app-context';
import type { CardRow, ContractRow, Database } from '../../platform/db/schema';
import { isPostgres, lockKey } from '../../platform/db/database';
import { registerCall, success } from '../../platform/http/call-routes';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { notFound, requiredId } from '../../platform/http/requested-record';
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import { isLanguage, type Language } from '../../platform/i18n/request-language';
import { enqueueMail } from '../../platform/outbox/mail-outbox';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { renderCardTransferMail } from '../../platform/mail/templates/card-transfer';
import { creditContract, debitContract } from './contract-balance';
import { BLOCKED_STATUS } from './blocked-card-items';
import { fareTypeOf, newStoredValueContract, STORED_VALUE_BY_FARE_TYPE, storedValueOf } from './fare-type-products';
import { BlockCard, BlockCompanyCard, TransferCard, TransferCompanyCard } from '@qcard/shared/contracts/lost-card-contracts';

const BLOCK_REASONS = ['Lost', 'Stolen'] as const;

/** Whose cards a call may touch: a rider's own, or one company's (never both). */
type Holder = { kind: 'rider'; userId: number } | { kind: 'company'; companyId: number };

function holds(holder: Holder, card: CardRow): boolean {
  return holder.kind === 'rider' ? card.owner_user_id === holder.userId && card.company_id === null : card.company_id === holder.companyId;
}

async function heldCard(db: Kysely<Database>, holder: Holder, cardId: number): Promise<CardRow> {
  const card = await db.selectFrom('cards').selectAll().where('id', '=', cardId).$if(isPostgres(db), (q) => q.forUpdate()).executeTakeFirst();
  if (!card || !holds(holder, card)) throw notFound();
  return card;
}

function refused(code: string, ...params: string[]): ApiError {
  return new ApiError(API_MSG.ACCESS_DENIED, { httpStatus: 409, message: catalogueText(code, ...params) });
}

/** One balance moved: how much, from which product of the lost card to which of the replacement (names as stored). */
interface MovedValue {
  cents: number;
  fromProduct: string;
  toProduct: string;
}

interface Moved {
  cents: number;
  reloads: number;
  subscriptions: number;
  values: MovedValue[];
}

const NOTHING_MOVED = (): Moved => ({ cents: 0, reloads: 0, subscriptions: 0, values: [] });

/** What the caller sees after a block or a transfer; product names in the request's language. */
function outcome(card: CardRow, replacement: CardRow | null, moved: Moved | null) {
  return {
    cardId: card.id,
    serialNumber: card.serial,
    status: card.status,
    blockedAt: card.blocked_at,
    blockedReason: card.blocked_reason,
    transferredToCardId: card.transferred_to_card_id,
    replacementSerialNumber: replacement?.serial ?? null,
    transferredAt: card.transferred_at,
    moved: moved && { ...moved, values: moved.values.map((v) => ({ cents: v.cents, fromProduct: recordText(v.fromProduct), toProduct: recordText(v.toProduct) })) },
  };
}

async function blockCard(ctx: AppContext, holder: Holder, cardId: number, rawReason: unknown) {
  const reason = typeof rawReason === 'string' && (BLOCK_REASONS as readonly string[]).includes(rawReason) ? rawReason : 'Lost';
  return ctx.db.transaction().execute(async (trx) => {
    const card = await heldCard(trx, holder, cardId);
    // Blocking twice is the same block (a retried click): the first time and reason stay.
    if (card.status === BLOCKED_STATUS) return outcome(card, null, null);
    const at = ctx.nowIso();
    await trx.updateTable('cards').set({ status: BLOCKED_STATUS, blocked_at: at, blocked_reason: reason }).where('id', '=', card.id).execute();
    return outcome({ ...card, status: BLOCKED_STATUS, blocked_at: at, blocked_reason: reason }, null, null);
  });
}

/** A replacement's contract a lost contract's value goes to, and how a rider names the two products. */
interface Target {
  id: number;
  fromProduct: string;
  toProduct: string;
}

/** What a rider calls a contract's product: a fare type's stored value by its fare type. */
function productLabel(contract: { contract_name: string; family: string }): string {
  const fareType = fareTypeOf(contract);
  return fareType ? STORED_VALUE_BY_FARE_TYPE[fareType].label : contract.contract_name;
}

async function contractOf(trx: Kysely<Database>, cardId: number, product: { contract_name: string; family: string }): Promise<number | null> {
  const found = await trx
    .selectFrom('contracts')
    .select('id')
    .where('card_id', '=', cardId)
    .where('contract_name', '=', product.contract_name)
    .where('family', '=', product.family)
    .orderBy('id')
    .executeTakeFirst();
  return found?.id ?? null;
}

/**
 * The replacement's contract that takes a lost contract's value. A fare type's stored value is
 * money: it goes to the replacement's own stored value (made when missing), never as the lost
 * card's product, which the replacement's fare type may not hold. Any other product (a ride
 * sponsor's benefit, which any card may carry) goes to the same product, or a new one like it.
 */
async function matchingContract(trx: Kysely<Database>, replacement: CardRow, lost: ContractRow, at: string): Promise<Target> {
  const fromProduct = productLabel(lost);
  if (fareTypeOf(lost) !== null) {
    const own = storedValueOf(replacement.profile_name);
    if (!own) {
      // A fare type without a known stored value takes money only into a product it already holds.
      const same = await contractOf(trx, replacement.id, lost);
      if (same === null) throw refused('LOST_REPLACEMENT_UNUSABLE', replacement.serial);
      return { id: same, fromProduct, toProduct: fromProduct };
    }
    const product = { contract_name: own.contractName, family: own.family };
    const existing = await contractOf(trx, replacement.id, product);
    const id = existing ?? (await trx.insertInto('contracts').values(newStoredValueContract(own, replacement.id, at)).returning('id').executeTakeFirstOrThrow()).id;
    return { id, fromProduct, toProduct: own.label };
  }
  const same = await contractOf(trx, replacement.id, lost);
  if (same !== null) return { id: same, fromProduct, toProduct: fromProduct };
  const { id: _id, card_id: _card, units_left: _units, last_reload: _last, ...product } = lost;
  const created = await trx
    .insertInto('contracts')
    .values({ ...product, card_id: replacement.id, units_left: 0, last_reload: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: created.id, fromProduct, toProduct: fromProduct };
}

async function transferCard(ctx: AppContext, holder: Holder, cardId: number, replacementId: number, mailTo: { email: string; firstName: string; language: Language }) {
  return ctx.db.transaction().execute(async (trx) => {
    // One transfer per card at a time, across API instances too.
    await lockKey(trx, `card-transfer:${cardId}`);
    const card = await heldCard(trx, holder, cardId);
    if (card.transferred_to_card_id !== null) {
      // A retry of the same transfer answers what it did; another replacement is refused.
      if (card.transferred_to_card_id !== replacementId) throw refused('LOST_ALREADY_MOVED', card.serial);
      const before = await trx.selectFrom('cards').selectAll().where('id', '=', replacementId).executeTakeFirst();
      return outcome(card, before ?? null, NOTHING_MOVED());
    }
    if (card.status !== BLOCKED_STATUS) throw refused('LOST_BLOCK_FIRST', card.serial);
    if (replacementId === card.id) throw refused('LOST_REPLACEMENT_UNUSABLE', card.serial);
    const replacement = await heldCard(trx, holder, replacementId);
    if (replacement.status !== 'InCirculation' || replacement.expiration_date <= ctx.nowIso()) throw refused('LOST_REPLACEMENT_UNUSABLE', replacement.serial);

    const at = ctx.nowIso();
    const moved = NOTHING_MOVED();
    const contracts = await trx.selectFrom('contracts').selectAll().where('card_id', '=', card.id).orderBy('id').execute();
    const touched = new Set<number>();
    for (const contract of contracts) {
      const pendingItems = await trx
        .selectFrom('order_items')
        .select('id')
        .where('contract_id', '=', contract.id)
        .where('status', 'in', [ORDER_STATUS.PaymentPending, ORDER_STATUS.Processing])
        .execute();
      const activeSubs = await trx.selectFrom('subscriptions').select('id').where('contract_id', '=', contract.id).where('state', '=', 'Active').execute();
      if (contract.units_left <= 0 && pendingItems.length === 0 && activeSubs.length === 0) continue;
      const { id: target, fromProduct, toProduct } = await matchingContract(trx, replacement, contract, at);
      touched.add(target);
      if (contract.units_left > 0) {
        const cents = contract.units_left;
        await debitContract(trx, { contractId: contract.id, units: cents, activityType: 'Transfer', at, description: say('LOST_MOVED_TO', 'Balance moved to card {0}', replacement.serial) });
        await creditContract(trx, { contractId: target, units: cents, activityType: 'Transfer', at, billed: 0, description: say('LOST_MOVED_FROM', 'Balance moved from card {0}', card.serial) });
        moved.cents += cents;
        moved.values.push({ cents, fromProduct, toProduct });
      }
      if (pendingItems.length > 0) {
        // Fulfilment credits whatever contract the item names when it runs: now the replacement's.
        await trx.updateTable('order_items').set({ contract_id: target }).where('id', 'in', pendingItems.map((i) => i.id)).execute();
        moved.reloads += pendingItems.length;
      }
      if (activeSubs.length > 0) {
        const existing = await trx.selectFrom('subscriptions').select('id').where('contract_id', '=', target).where('state', '=', 'Active').executeTakeFirst();
        if (existing) {
          // The replacement already reloads itself: keep its own subscription, end the lost card's.
          await trx.updateTable('subscriptions').set({ state: 'Cancelled', status_reason: 'Card reported lost', updated_at: at }).where('id', 'in', activeSubs.map((s) => s.id)).execute();
        } else {
          const [first, ...rest] = activeSubs;
          if (first) await trx.updateTable('subscriptions').set({ contract_id: target, updated_at: at }).where('id', '=', first.id).execute();
          if (rest.length > 0) await trx.updateTable('subscriptions').set({ state: 'Cancelled', status_reason: 'Card reported lost', updated_at: at }).where('id', 'in', rest.map((s) => s.id)).execute();
          if (first) moved.subscriptions += 1;
        }
      }
    }
    // An entry on both cards' activity even when nothing of value was left to move.
    if (moved.cents === 0) {
      const from = contracts[0];
      const to = [...touched][0] ?? (await trx.selectFrom('contracts').select('id').where('card_id', '=', replacement.id).orderBy('id').executeTakeFirst())?.id;
      const note = (contractId: number, description: string, units: number) =>
        trx.insertInto('contract_activities').values({ contract_id: contractId, date: at, activity_type: 'Transfer', description, units: 0, units_before: units, units_after: units, billed: null, order_id: null }).execute();
      if (from) await note(from.id, say('LOST_MOVED_TO', 'Balance moved to card {0}', replacement.serial), from.units_left);
      if (to !== undefined) {
        const units = (await trx.selectFrom('contracts').select('units_left').where('id', '=', to).executeTakeFirstOrThrow()).units_left;
        await note(to, say('LOST_MOVED_FROM', 'Balance moved from card {0}', card.serial), units);
      }
    }
    // A company card's employee keeps riding: the allocation follows the value when the replacement is free.
    if (card.company_id !== null) {
      const free = await trx.selectFrom('employees').select('id').where('card_id', '=', replacement.id).executeTakeFirst();
      if (!free) {
        const first = await trx.selectFrom('contracts').select('id').where('card_id', '=', replacement.id).orderBy('id').executeTakeFirst();
        // A new version: an employee form opened before would otherwise save the lost card back.
        await trx.updateTable('employees').set({ card_id: replacement.id, contract_id: first?.id ?? null, version: sql<number>`version + 1` }).where('card_id', '=', card.id).execute();
      }
    }
    const done = await trx
      .updateTable('cards')
      .set({ transferred_to_card_id: replacement.id, transferred_at: at })
      .where('id', '=', card.id)
      .where('transferred_to_card_id', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw refused('LOST_ALREADY_MOVED', card.serial);
    const mail = renderCardTransferMail({ language: mailTo.language, firstName: mailTo.firstName, lostSerial: card.serial, replacementSerial: replacement.serial, cents: moved.cents, reloads: moved.reloads, subscriptions: moved.subscriptions });
    await enqueueMail(trx, ctx.mailer.from, at, { ...mail, to: mailTo.email, kind: 'card-transfer', dedupeKey: `card-transfer:${card.id}`, language: mailTo.language });
    return outcome({ ...card, transferred_to_card_id: replacement.id, transferred_at: at }, replacement, moved);
  });
}


export function registerLostCardRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  const riderOf = (user: { id: number }): Holder => ({ kind: 'rider', userId: user.id });
  const companyOf = (user: { company_id: number | null }): Holder => {
    if (user.company_id === null) throw notFound();
    return { kind: 'company', companyId: user.company_id };
  };
  const mailTo = (user: { email: string; first_name: string; language: string | null }) => ({
    email: user.email,
    firstName: user.first_name,
    language: isLanguage(user.language) ? user.language : 'en',
  });

  registerCall(app, BlockCard, async (req) => success(await blockCard(ctx, riderOf(req.auth.user), requiredId(req.body, 'cardId', 'cardid'), req.body.reason)));

  registerCall(app, TransferCard, async (req) =>
      success(await transferCard(ctx, riderOf(req.auth.user), requiredId(req.body, 'cardId', 'cardid'), requiredId(req.body, 'replacementCardId'), mailTo(req.auth.user))));

  registerCall(app, BlockCompanyCard, async (req) => success(await blockCard(ctx, companyOf(req.auth.user), requiredId(req.body, 'cardId', 'cardid'), req.body.reason)));

  registerCall(app, TransferCompanyCard, async (req) =>
      success(await transferCard(ctx, companyOf(req.auth.user), requiredId(req.body, 'cardId', 'cardid'), requiredId(req.body, 'replacementCardId'), mailTo(req.auth.user))));
}
