// One tile of My Cards: identity, dates, status pill, reload/subscription state, balances, actions.
import { Link } from '@qcard/shared/navigation/router';
import { formatDateTime } from '@qcard/shared/format/dates';
import { formatMoney } from '@qcard/shared/format/money';
import { DefinitionList } from '@qcard/shared/ui/definition-list';
import type { CardView } from '../../cards/api/cards-api';
import { cardReloadReason, cardReloadable, cardStatusLabel, hasActiveSubscription, isCardActive, subscriptionContract, yesNo } from './card-view-helpers';

export function StatusPill({ card }: { card: Pick<CardView, 'status'> }) {
  const active = isCardActive(card);
  return <span className={`qc-pill ${active ? 'qc-pill--active' : 'qc-pill--inactive'}`}>{cardStatusLabel(card)}</span>;
}

export function CardTile({ card }: { card: CardView }) {
  const reloadable = cardReloadable(card);
  const reloadReason = cardReloadReason(card);
  const subscribed = card.contracts.find(hasActiveSubscription);
  const subContract = subscriptionContract(card);
  const titleId = `card-${card.id}-title`;
  const reasonId = `card-${card.id}-reload-reason`;
  const subReasonId = `card-${card.id}-sub-reason`;
  const items = [
    { label: 'Name', value: card.holderName || card.profileName },
    { label: 'Serial number', value: card.serialNumber },
    { label: 'Fare type', value: card.profileName },
    { label: 'Issued', value: formatDateTime(card.emissionDate) },
    { label: 'Expires', value: formatDateTime(card.expirationDate) },
    { label: 'Reloadable', value: yesNo(reloadable) },
    { label: 'Subscription', value: yesNo(!!subscribed) },
  ];
  if (subscribed?.subscriptionInfo) {
    items.push(
      { label: 'Threshold amount', value: formatMoney(subscribed.subscriptionInfo.trigger.threshold) },
      { label: 'Reload amount', value: formatMoney(subscribed.subscriptionInfo.rechargeValue.rechargeValue) },
      { label: 'Max reloads per month', value: String(subscribed.subscriptionInfo.maxNumberOfRechargesPerPeriod) },
    );
  }
  return (
    <article className="qc-card qc-card-tile" aria-labelledby={titleId} data-testid={`card-tile-${card.serialNumber}`}>
      <div className="qc-card-tile__head">
        <div>
          <h2 className="qc-card-tile__title" id={titleId}>
            Q Card {card.serialNumber}
          </h2>
          <p className="qc-card-tile__serial qc-muted">{card.profileName}</p>
        </div>
        <StatusPill card={card} />
      </div>
      <DefinitionList items={items} columns={2} />
      <div>
        <div className="qc-muted">Balance</div>
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
            Reload
          </Link>
        ) : (
          <button type="button" className="qc-btn" disabled aria-describedby={reasonId}>
            Reload
          </button>
        )}
        {subContract ? (
          <Link className="qc-btn qc-btn--secondary" to={`/single-subscribe?cardId=${card.id}&contractId=${subContract.id}`}>
            {subscribed ? 'Manage Subscription' : 'Add Subscription'}
          </Link>
        ) : (
          <button type="button" className="qc-btn qc-btn--secondary" disabled aria-describedby={subReasonId}>
            Add Subscription
          </button>
        )}
        <Link className="qc-btn qc-btn--secondary" to={`/home/mycard-details?cardId=${card.id}`}>
          Card Details
        </Link>
      </div>
      {!reloadable ? (
        <p className="qc-reason" id={reasonId}>
          Reload unavailable: {reloadReason}
        </p>
      ) : null}
      {!subContract ? (
        <p className="qc-reason" id={subReasonId}>
          Subscription unavailable: {card.contracts.find((c) => c.subscriptionReason)?.subscriptionReason ?? 'not allowed for this card'}
        </p>
      ) : null}
    </article>
  );
}
