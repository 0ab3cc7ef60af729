// Moving what a blocked card holds to its replacement in one transaction: balances, pending
// reloads, the Active subscription and a company card's employee allocation, then the mail.
// Product choices: docs/lost-card.md.
import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { lockKey } from '../../platform/db/database';
import { say } from '../../platform/config/texts';
import type { Language } from '../../platform/i18n/request-language';
import { enqueueMail } from '../../platform/outbox/mail-outbox';
import { ORDER_STATUS } from '../../platform/db/order-status';
import { renderCardTransferMail } from '../../platform/mail/templates/card-transfer';
import { creditContract, debitContract } from './contract-balance';
import { BLOCKED_STATUS } from './blocked-card-items';
import { heldCard, NOTHING_MOVED, outcome, refused, type Holder } from './lost-card-block';
import { matchingContract } from './lost-card-replacement-contract';

export async function transferCard(
  ctx: AppContext,
  holder: Holder,
  cardId: number,
  replacementId: number,
  mailTo: { email: string; firstName: string; language: Language },
  language: Language,
) {
  return ctx.db.transaction().execute(async (trx) => {
    // One transfer per card at a time, across API instances too.
    await lockKey(trx, `card-transfer:${cardId}`);
    const card = await heldCard(trx, holder, cardId);
    if (card.transferred_to_card_id !== null) {
      // A retry of the same transfer answers what it did; another replacement is refused.
      if (card.transferred_to_card_id !== replacementId)
        throw refused('LOST_ALREADY_MOVED', card.serial);
      const before = await trx
        .selectFrom('cards')
        .selectAll()
        .where('id', '=', replacementId)
        .executeTakeFirst();
      return outcome(card, before ?? null, NOTHING_MOVED(), language);
    }
    if (card.status !== BLOCKED_STATUS) throw refused('LOST_BLOCK_FIRST', card.serial);
    if (replacementId === card.id) throw refused('LOST_REPLACEMENT_UNUSABLE', card.serial);
    const replacement = await heldCard(trx, holder, replacementId);
    if (replacement.status !== 'InCirculation' || replacement.expiration_date <= ctx.nowIso())
      throw refused('LOST_REPLACEMENT_UNUSABLE', replacement.serial);

    const at = ctx.nowIso();
    const moved = NOTHING_MOVED();
    const movedTo = say(language, 'LOST_MOVED_TO', 'Balance moved to card {0}', replacement.serial);
    const movedFrom = say(language, 'LOST_MOVED_FROM', 'Balance moved from card {0}', card.serial);
    const firstReplacementContract = async () =>
      (
        await trx
          .selectFrom('contracts')
          .select('id')
          .where('card_id', '=', replacement.id)
          .orderBy('id')
          .executeTakeFirst()
      )?.id;
    const contracts = await trx
      .selectFrom('contracts')
      .selectAll()
      .where('card_id', '=', card.id)
      .orderBy('id')
      .execute();
    const touched = new Set<number>();
    for (const contract of contracts) {
      const pendingItems = await trx
        .selectFrom('order_items')
        .select('id')
        .where('contract_id', '=', contract.id)
        .where('status', 'in', [ORDER_STATUS.PaymentPending, ORDER_STATUS.Processing])
        .execute();
      const activeSubs = await trx
        .selectFrom('subscriptions')
        .select('id')
        .where('contract_id', '=', contract.id)
        .where('state', '=', 'Active')
        .execute();
      if (contract.units_left <= 0 && pendingItems.length === 0 && activeSubs.length === 0)
        continue;
      const {
        id: target,
        fromProduct,
        toProduct,
      } = await matchingContract(trx, replacement, contract, at);
      touched.add(target);
      if (contract.units_left > 0) {
        const cents = contract.units_left;
        const move = { units: cents, activityType: 'Transfer', at };
        await debitContract(trx, { ...move, contractId: contract.id, description: movedTo });
        await creditContract(trx, {
          ...move,
          contractId: target,
          billed: 0,
          description: movedFrom,
        });
        moved.cents += cents;
        moved.values.push({ cents, fromProduct, toProduct });
      }
      const pendingIds = pendingItems.map((i) => i.id);
      if (pendingIds.length > 0) {
        // Fulfilment credits whatever contract the item names when it runs: now the replacement's.
        await trx
          .updateTable('order_items')
          .set({ contract_id: target })
          .where('id', 'in', pendingIds)
          .execute();
        moved.reloads += pendingIds.length;
      }
      if (activeSubs.length > 0) {
        const existing = await trx
          .selectFrom('subscriptions')
          .select('id')
          .where('contract_id', '=', target)
          .where('state', '=', 'Active')
          .executeTakeFirst();
        // When the replacement already reloads itself it keeps its own subscription; else the
        // lost card's first one moves. The lost card's others end.
        const kept = existing ? undefined : activeSubs[0];
        if (kept) {
          await trx
            .updateTable('subscriptions')
            .set({ contract_id: target, updated_at: at })
            .where('id', '=', kept.id)
            .execute();
          moved.subscriptions += 1;
        }
        const ended = activeSubs.filter((sub) => sub !== kept).map((sub) => sub.id);
        if (ended.length > 0)
          await trx
            .updateTable('subscriptions')
            .set({ state: 'Cancelled', status_reason: 'Card reported lost', updated_at: at })
            .where('id', 'in', ended)
            .execute();
      }
    }
    // An entry on both cards' activity even when nothing of value was left to move.
    if (moved.cents === 0) {
      const from = contracts[0];
      const to = [...touched][0] ?? (await firstReplacementContract());
      const note = (contractId: number, description: string, units: number) =>
        trx
          .insertInto('contract_activities')
          .values({
            contract_id: contractId,
            date: at,
            activity_type: 'Transfer',
            description,
            units: 0,
            units_before: units,
            units_after: units,
            billed: null,
            order_id: null,
          })
          .execute();
      if (from) await note(from.id, movedTo, from.units_left);
      if (to !== undefined) {
        const units = (
          await trx
            .selectFrom('contracts')
            .select('units_left')
            .where('id', '=', to)
            .executeTakeFirstOrThrow()
        ).units_left;
        await note(to, movedFrom, units);
      }
    }
    // A company card's employee keeps riding: the allocation follows the value when the replacement is free.
    if (card.company_id !== null) {
      const free = await trx
        .selectFrom('employees')
        .select('id')
        .where('card_id', '=', replacement.id)
        .executeTakeFirst();
      if (!free) {
        // A new version: an employee form opened before would otherwise save the lost card back.
        await trx
          .updateTable('employees')
          .set({
            card_id: replacement.id,
            contract_id: (await firstReplacementContract()) ?? null,
            version: sql<number>`version + 1`,
          })
          .where('card_id', '=', card.id)
          .execute();
      }
    }
    const transfer = { transferred_to_card_id: replacement.id, transferred_at: at };
    const done = await trx
      .updateTable('cards')
      .set(transfer)
      .where('id', '=', card.id)
      .where('transferred_to_card_id', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw refused('LOST_ALREADY_MOVED', card.serial);
    const mail = renderCardTransferMail({
      language: mailTo.language,
      firstName: mailTo.firstName,
      lostSerial: card.serial,
      replacementSerial: replacement.serial,
      cents: moved.cents,
      reloads: moved.reloads,
      subscriptions: moved.subscriptions,
    });
    await enqueueMail(trx, ctx.mailer.from, at, {
      ...mail,
      to: mailTo.email,
      kind: 'card-transfer',
      dedupeKey: `card-transfer:${card.id}`,
      language: mailTo.language,
    });
    return outcome({ ...card, ...transfer }, replacement, moved, language);
  });
}
