// Lost or stolen cards (docs/lost-card.md): a rider blocks and transfers their own cards
// (/card/...), a sponsor the company's (/companycard/...); a card outside the caller's reach
// answers 485 like one that does not exist.
import type { FastifyInstance } from 'fastify';
import { registerCall, success } from '../../platform/http/call-routes';
import { notFound, requiredId } from '../../platform/http/requested-record';
import { isLanguage } from '../../platform/i18n/request-language';
import {
  BlockCard,
  BlockCompanyCard,
  TransferCard,
  TransferCompanyCard,
} from '@qcard/contracts/lost-card-contracts';
import { blockCard, type Holder } from './lost-card-block';
import { transferCard } from './lost-card-transfer';

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

  for (const [block, transfer, holderOf] of [
    [BlockCard, TransferCard, riderOf],
    [BlockCompanyCard, TransferCompanyCard, companyOf],
  ] as const) {
    registerCall(app, block, async (req) => {
      const holder = holderOf(req.auth.user);
      const cardId = requiredId(req.body, 'cardId', 'cardid');
      return success(await blockCard(ctx, holder, cardId, req.body.reason, req.language));
    });
    registerCall(app, transfer, async (req) => {
      const holder = holderOf(req.auth.user);
      const cardId = requiredId(req.body, 'cardId', 'cardid');
      const replacementId = requiredId(req.body, 'replacementCardId');
      const mail = mailTo(req.auth.user);
      return success(await transferCard(ctx, holder, cardId, replacementId, mail, req.language));
    });
  }
}
