// One tile of My Cards: identity, dates, status pill, reload/subscription state, balances, actions.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { formatDateTime } from '@qcard/kit/format/date-time';
import { formatMoney } from '@qcard/kit/format/money';
import { DefinitionList } from '@qcard/kit/ui/definition-list';
import { cardLabel } from '@qcard/kit/format/card-label';
import type { CardView } from '../../cards/api/cards-api';
import { CardNicknameForm, RemoveCardButton } from '../../add-card/public';
import {
  cardReloadReason,
  cardReloadable,
  cardStatusLabel,
  hasActiveSubscription,
  isCardActive,
  subscriptionContract,
  yesNo,
} from './card-view-helpers';

export function StatusPill({ card }: { card: Pick<CardView, 'status'> }) {
  const { t } = useTranslation('cards');
  const active = isCardActive(card);
  return (
    <span className={`qc-pill ${active ? 'qc-pill--active' : 'qc-pill--inactive'}`}>
      {cardStatusLabel(t, card)}
    </span>
  );
}

export function CardTile({ card }: { card: CardView }) {
  const { t } = useTranslation('cards');
  const reloadable = cardReloadable(card);
  const reloadReason = cardReloadReason(t, card);
  const subscribed = card.contracts.find(hasActiveSubscription);
  const subContract = subscriptionContract(card);
  const titleId = `card-${card.id}-title`;
  const reasonId = `card-${card.id}-reload-reason`;
  const subReasonId = `card-${card.id}-sub-reason`;
  const items = [
    // A card added by its serial carries no holder's name: the dash says so (its fare type is
    // its own row, not a name).
    { label: t('field.name'), value: card.holderName },
    { label: t('field.serialNumber'), value: card.serialNumber },
    { label: t('field.fareType'), value: card.profileName },
    { label: t('field.issued'), value: formatDateTime(card.emissionDate) },
    { label: t('field.expires'), value: formatDateTime(card.expirationDate) },
    { label: t('field.reloadable'), value: yesNo(t, reloadable) },
    { label: t('field.subscription'), value: yesNo(t, !!subscribed) },
  ];
  if (subscribed?.subscriptionInfo) {
    items.push(
      {
        label: t('field.thresholdAmount'),
        value: formatMoney(subscribed.subscriptionInfo.trigger.threshold),
      },
      {
        label: t('field.reloadAmount'),
        value: formatMoney(subscribed.subscriptionInfo.rechargeValue.rechargeValue),
      },
      {
        label: t('field.maxReloads'),
        value: String(subscribed.subscriptionInfo.maxNumberOfRechargesPerPeriod),
      },
    );
  }
  return (
    <article
      className="qc-card qc-card-tile"
      aria-labelledby={titleId}
      data-testid={`card-tile-${card.serialNumber}`}
    >
      <div className="qc-card-tile__head">
        <div>
          <h2 className="qc-card-tile__title" id={titleId} data-testid="card-title">
            {card.nickname
              ? t('card.titleNamed', { nickname: card.nickname, serial: card.serialNumber })
              : t('card.title', { serial: card.serialNumber })}
          </h2>
          <p className="qc-card-tile__serial qc-muted">{card.profileName}</p>
        </div>
        <StatusPill card={card} />
      </div>
      <DefinitionList items={items} columns={2} />
      <div>
        <div className="qc-muted">{t('field.balance')}</div>
        {card.contracts.length === 1 ? (
          <div className="qc-balance" data-testid="balance">
            {formatMoney(card.contracts[0]?.unitsLeft ?? 0)}
          </div>
        ) : (
          <ul className="qc-card-tile__balances" data-testid="balance">
            {card.contracts.map((c) => (
              <li key={c.id}>
                <span>{c.contractName}</span>
                <strong>{formatMoney(c.unitsLeft)}</strong>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="qc-card-tile__actions">
        {reloadable ? (
          <Link className="qc-btn" to={`/recharge/individual?cardId=${card.id}`}>
            {t('card.reload')}
          </Link>
        ) : (
          <button type="button" className="qc-btn" disabled aria-describedby={reasonId}>
            {t('card.reload')}
          </button>
        )}
        {subContract ? (
          <Link
            className="qc-btn qc-btn--secondary"
            to={`/single-subscribe?cardId=${card.id}&contractId=${subContract.id}`}
          >
            {subscribed ? t('card.manageSubscription') : t('card.addSubscription')}
          </Link>
        ) : (
          <button
            type="button"
            className="qc-btn qc-btn--secondary"
            disabled
            aria-describedby={subReasonId}
          >
            {t('card.addSubscription')}
          </button>
        )}
        <Link className="qc-btn qc-btn--secondary" to={`/home/mycard-details?cardId=${card.id}`}>
          {t('card.details')}
        </Link>
      </div>
      {!reloadable ? (
        <p className="qc-reason" id={reasonId}>
          {t('card.reloadUnavailable', { reason: reloadReason })}
        </p>
      ) : null}
      {!subContract ? (
        <p className="qc-reason" id={subReasonId}>
          {t('card.subscriptionUnavailable', {
            reason:
              card.contracts.find((c) => c.subscriptionReason)?.subscriptionReason ??
              t('card.subscriptionNotAllowed'),
          })}
        </p>
      ) : null}
      <div className="qc-card-tile__actions qc-card-tile__manage">
        <CardNicknameForm
          cardId={card.id}
          nickname={card.nickname ?? null}
          serial={card.serialNumber}
        />
        <RemoveCardButton cardId={card.id} label={cardLabel(card)} />
      </div>
    </article>
  );
}
