// Cards, contracts and reload-to-cart (SPEC section 7 'Cards' and 'Recharge'), plus the
// demo tap (DEMO=1 only). Every call is scoped to the caller through card-scope's CardScope.
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';
import { recordText } from '../../platform/i18n/record-texts';
import type { FastifyInstance } from 'fastify';
import { queueLowBalanceAlert } from '../notifications/public';
import type { AppContext } from '../../app-context';
import type { CardRow, ContractRow } from '../../platform/db/schema';
import { registerCall, success } from '../../platform/http/call-routes';
import type { JsonBody } from '../../platform/http/access';
import { API_MSG, ApiError, catalogueText } from '../../platform/http/envelope';
import { MSG } from '@qcard/contracts/envelope';
import { text, validateScreen } from '../../platform/validation/validate-screen';
import { activityPage, cardWithContracts, ownCardsWithContracts } from './card-queries';
import { cardById, cardBySerial, contractById, scopeOf } from './card-scope';
import { rechargeability } from './card-views';
import { debitContract, notifyContractDebited } from './contract-balance';
import { registerCardOwnershipRoutes } from './card-ownership-routes';
import { notFound, positiveId, requiredId } from '../../platform/http/requested-record';
import { positiveNumber } from '../../platform/http/request-fields';
import { assertCartLimits, cartOwnerOf, cartSummary, lockCart } from '../cart/public';
import {
  AddRechargeCard,
  CardBySerial,
  CardDetails,
  ContractDetails,
  MyCards,
  RideSponsorContracts,
  Tap,
} from '@qcard/contracts/cards-contracts';

const MAX_ACTIVITY_PAGE = 100;

function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Card serial from the body (cardSerialNo, cardnumber or cardSerialNumber); digits only. */
function serialField(body: JsonBody): string {
  const serial =
    text(body, 'cardSerialNo') || text(body, 'cardnumber') || text(body, 'cardSerialNumber');
  if (!/^[0-9]{1,20}$/.test(serial)) throw notFound();
  return serial;
}

/**
 * A card in scope with its contracts; `activities` is false for a serial-only session, which sees
 * the card through the stranger view (call-routes.ts), so its activity is not even read.
 */
async function cardDetails(
  ctx: AppContext,
  card: CardRow,
  language: Language,
  activities: boolean,
) {
  const view = await cardWithContracts(ctx.db, card, ctx.nowIso(), language, activities);
  if (!view) throw notFound();
  return view;
}

/** How a reload line names the card: "Work (Q Card 3000000002)" for its owner, else the serial. */
function reloadDescription(
  card: CardRow,
  contract: ContractRow,
  scope: ReturnType<typeof scopeOf>,
  cents: number,
  language: Language,
): string {
  const contractName = recordText(contract.contract_name, language);
  if (card.nickname && scope.kind === 'user' && card.owner_user_id === scope.userId) {
    return say(
      language,
      'ITEM_RELOAD_NAMED',
      'Reload ${0} · {1} (Q Card {2}) · {3}',
      dollars(cents),
      card.nickname,
      card.serial,
      contractName,
    );
  }
  return say(
    language,
    'ITEM_RELOAD',
    'Reload ${0} · Q Card {1} · {2}',
    dollars(cents),
    card.serial,
    contractName,
  );
}

/**
 * The reload amount in cents: a JSON integer within [min, max]. A missing value is 488
 * ('Amount can not be blank', as the form); a string, fraction, negative or out-of-range
 * value is 463 with the bounds in dollars.
 */
const AMOUNT_BLANK = catalogueText('FIELD_BLANK', catalogueText('LABEL_AMOUNT'));

function checkRechargeValue(
  raw: unknown,
  { min_input_value: min, maximum_allowed: max }: ContractRow,
): number {
  if (raw === undefined || raw === null || raw === '') {
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [AMOUNT_BLANK],
      data: { problems: [{ property: 'rechargevalue', message: AMOUNT_BLANK }] },
    });
  }
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < min || raw > max) {
    throw new ApiError(MSG.RELOAD_RANGE, {
      params: [dollars(min), dollars(max)],
      data: { minimumInputValue: min, maximumAllowed: max },
    });
  }
  return raw;
}

export function registerCardRoutes(app: FastifyInstance): void {
  const ctx = app.qcard;
  registerCardOwnershipRoutes(app);
  registerCall(app, MyCards, async (req) => {
    return success(
      await ownCardsWithContracts(ctx.db, req.auth.user.id, ctx.nowIso(), req.language),
    );
  });

  registerCall(app, CardDetails, async (req) => {
    const scope = scopeOf(req.auth);
    const card = await cardById(ctx.db, scope, requiredId(req.body, 'cardId', 'cardid'));
    return success(await cardDetails(ctx, card, req.language, scope.kind !== 'anonymous'));
  });

  registerCall(app, CardBySerial, async (req) => {
    const scope = scopeOf(req.auth);
    if (req.body.confirmcardnumber !== undefined) {
      const cardnumber = text(req.body, 'cardnumber') || text(req.body, 'cardSerialNo');
      const confirm = text(req.body, 'confirmcardnumber');
      validateScreen(
        ctx.config,
        'unreg_recharge_card',
        { cardnumber, confirmcardnumber: confirm },
        req.language,
      );
      if (cardnumber !== confirm) throw new ApiError(MSG.CARD_NUMBERS_MISMATCH);
    }
    const card = await cardBySerial(ctx.db, scope, serialField(req.body));
    return success(await cardDetails(ctx, card, req.language, scope.kind !== 'anonymous'));
  });

  registerCall(app, RideSponsorContracts, async (req) => {
    const card = await cardBySerial(ctx.db, scopeOf(req.auth), serialField(req.body));
    const { contracts } = await cardDetails(ctx, card, req.language, false);
    return success(contracts.filter((c) => c.rideSponsorContract));
  });

  registerCall(app, ContractDetails, async (req) => {
    const { card, contract } = await contractById(
      ctx.db,
      scopeOf(req.auth),
      requiredId(req.body, 'contractId', 'contractid'),
    );
    const pageNo = positiveNumber(req.body.activityPageNo);
    const { contracts } = await cardDetails(ctx, card, req.language, pageNo === null);
    const view = contracts.find((c) => c.id === contract.id);
    if (!view) throw notFound();
    const cardFields = {
      cardId: card.id,
      cardStatus: card.status,
      holderName: card.holder_name,
      profileName: recordText(card.profile_name, req.language),
    };
    if (pageNo === null) return success({ ...view, ...cardFields });
    const asked = positiveNumber(req.body.activityPageSize) ?? ctx.settings.pageSize;
    const size = Math.min(MAX_ACTIVITY_PAGE, asked);
    const page = await activityPage(ctx.db, contract.id, pageNo, size, req.language);
    return success({
      ...view,
      ...cardFields,
      contractActivities: page.rows,
      activityPage: page.page,
    });
  });

  registerCall(app, AddRechargeCard, async (req) => {
    const scope = scopeOf(req.auth);
    const contractId = positiveId(req.body, 'contractid', 'contractId');
    if (contractId === null) {
      validateScreen(ctx.config, 'reload', { contractid: '' }, req.language, ['contractid']);
      throw notFound();
    }
    const { card, contract } = await contractById(ctx.db, scope, contractId);
    const givenSerial = text(req.body, 'cardSerialNumber');
    if (givenSerial && givenSerial !== card.serial) throw notFound();
    const now = ctx.nowIso();
    const reload = rechargeability(card, contract, now, req.language);
    if (!reload.rechargeable) {
      throw new ApiError(API_MSG.ACCESS_DENIED, {
        httpStatus: 409,
        message: ctx.config.roleMessage(
          'patron',
          'NOT_RELOADABLE',
          [card.serial, reload.reason ?? ''],
          req.language,
        ),
        data: { rechargeable: false, reason: reload.reason },
      });
    }
    const cents = checkRechargeValue(req.body.rechargevalue, contract);
    const cart = cartOwnerOf(req.auth);
    const employee =
      card.company_id !== null
        ? await ctx.db
            .selectFrom('employees')
            .select('id')
            .where('card_id', '=', card.id)
            .executeTakeFirst()
        : undefined;
    // Written in the request's language (the contract's name too); it stays with the cart item and the order (data from then on).
    const description = reloadDescription(card, contract, scope, cents, req.language);
    const result = await ctx.db.transaction().execute(async (trx) => {
      // The whole cart within its limits (count, contract maximum), decided under the cart's lock.
      await lockCart(trx, cart);
      await assertCartLimits(trx, cart, ctx.settings.cartMaxItems, [
        { contractId: contract.id, cents, maximum: contract.maximum_allowed },
      ]);
      const item = await trx
        .insertInto('cart_items')
        .values({
          owner_kind: cart.kind,
          owner_id: cart.id,
          item_type: 'Recharge',
          description,
          price: cents,
          contract_id: contract.id,
          employee_id: employee?.id ?? null,
          payload: JSON.stringify({ rechargevalue: cents }),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { itemId: item.id, cartCount: (await cartSummary(trx, cart)).count };
    });
    return success({
      cartCount: result.cartCount,
      item: {
        itemId: result.itemId,
        description,
        price: cents,
        type: 'Recharge',
        contractId: contract.id,
        cardSerialNumber: card.serial,
      },
    });
  });

  // Demo only (DEMO=1, see hardening/demo-mode.ts): on a real portal anyone with a card serial
  // and a solved captcha (an unregistered-reload session) could debit a card not theirs.
  if (!ctx.settings.demo) return;
  registerCall(app, Tap, async (req) => {
    const { card, contract } = await contractById(
      ctx.db,
      scopeOf(req.auth),
      requiredId(req.body, 'contractId', 'contractid'),
    );
    if (card.status !== 'InCirculation' || card.expiration_date <= ctx.nowIso()) {
      throw new ApiError(API_MSG.ACCESS_DENIED, {
        httpStatus: 409,
        message: catalogueText('CARD_NOT_ACTIVE', card.serial),
      });
    }
    const fare = contract.fare > 0 ? contract.fare : contract.discounted === 1 ? 60 : 125;
    const at = ctx.nowIso();
    const change = await ctx.db.transaction().execute(async (trx) => {
      const debited = await debitContract(trx, {
        contractId: contract.id,
        units: fare,
        activityType: 'Tap',
        at,
      });
      // In the fare's transaction: the alert exists exactly when the fare does.
      await queueLowBalanceAlert(trx, ctx, contract.id);
      return debited;
    });
    await notifyContractDebited(ctx, { contractId: contract.id, unitsAfter: change.unitsAfter });
    const after = await ctx.db
      .selectFrom('contracts')
      .select('units_left')
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    return success({
      contractId: contract.id,
      fare,
      unitsBefore: change.unitsBefore,
      unitsAfterTap: change.unitsAfter,
      unitsLeft: after.units_left,
    });
  });
}
