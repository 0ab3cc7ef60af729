// Card details (/home/mycard-details?cardId=12): the card and each of its contracts.
import { useEffect } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { formatDateTime } from '@qcard/shared/format/dates';
import { formatMoney } from '@qcard/shared/format/money';
import { useSession } from '@qcard/shared/session/use-session';
import { DefinitionList } from '@qcard/shared/ui/definition-list';
import { EmptyState } from '@qcard/shared/ui/empty-state';
import { PageHeader } from '@qcard/shared/ui/page-header';
import { Spinner } from '@qcard/shared/ui/spinner';
import { useQueryId } from '@qcard/shared/navigation/use-query-id';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CardView, ContractView } from '../../cards/api/cards-api';
import { cardsActions, selectCardDetails, selectCardDetailsStatus } from '../store/cards-slice';
import { BackButton } from '@qcard/shared/ui/back-button';
import { StatusPill } from './card-tile';
import { hasActiveSubscription } from './card-view-helpers';
import './cards.css';

function ContractSection({ card, contract, sponsor }: { card: CardView; contract: ContractView; sponsor: boolean }) {
  const sub = contract.subscriptionInfo;
  const active = hasActiveSubscription(contract);
  const hideActions = sponsor && contract.rideSponsorContract;
  const titleId = `contract-${contract.id}-title`;
  const autoload = active ? 'Active' : contract.subscriptionAllowed ? 'No subscription' : `Not available (${contract.subscriptionReason ?? 'not allowed'})`;
  return (
    <section className="qc-card qc-contract" aria-labelledby={titleId} data-testid={`contract-${contract.id}`}>
      <h2 className="qc-contract__title" id={titleId}>
        {contract.contractName}
      </h2>
      <DefinitionList
        columns={2}
        items={[
          { label: 'Type', value: `${contract.family}:${contract.typeOfContract}` },
          { label: 'Created', value: formatDateTime(contract.emission) },
          { label: 'Last reload', value: formatDateTime(contract.lastReload) },
          { label: 'Balance', value: formatMoney(contract.unitsLeft) },
          { label: 'Reloadable', value: contract.rechargeable ? 'Yes' : `No (${contract.rechargeReason ?? 'not reloadable'})` },
          { label: 'Auto-load subscription', value: autoload },
          { label: 'Threshold amount', value: active && sub ? formatMoney(sub.trigger.threshold) : '' },
          { label: 'Reload amount', value: active && sub ? formatMoney(sub.rechargeValue.rechargeValue) : '' },
          { label: 'Max reloads per month', value: active && sub ? String(sub.maxNumberOfRechargesPerPeriod) : '' },
        ]}
      />
      <div className="qc-contract-actions">
        {hideActions ? null : contract.rechargeable ? (
          <Link className="qc-btn" to={`/recharge/individual?cardId=${card.id}&contractId=${contract.id}`}>
            Reload
          </Link>
        ) : (
          <button type="button" className="qc-btn" disabled aria-describedby={`${titleId}-why`}>
            Reload
          </button>
        )}
        {hideActions || contract.rideSponsorContract ? null : active || contract.subscriptionAllowed ? (
          <Link className="qc-btn qc-btn--secondary" to={`/single-subscribe?cardId=${card.id}&contractId=${contract.id}`}>
            {active ? 'Manage Subscription' : 'Add Subscription'}
          </Link>
        ) : null}
        <Link className="qc-btn qc-btn--secondary" to={`/contract-detail?contractId=${contract.id}`}>
          View Activity
        </Link>
      </div>
      {!hideActions && !contract.rechargeable ? (
        <p className="qc-reason" id={`${titleId}-why`}>
          Reload unavailable: {contract.rechargeReason ?? 'not reloadable'}
        </p>
      ) : null}
    </section>
  );
}

export function CardDetailsPage() {
  const dispatch = useAppDispatch();
  const cardId = useQueryId('cardId');
  const { user } = useSession();
  const card = useAppSelector(selectCardDetails(cardId ?? 0));
  const status = useAppSelector(selectCardDetailsStatus(cardId ?? 0));

  useEffect(() => {
    if (cardId !== null) dispatch(cardsActions.detailsRequested(cardId));
  }, [dispatch, cardId]);

  const back = <BackButton fallback={user?.sponsor ? '/company_mgmt' : '/cards'} />;
  let body;
  if (cardId === null) body = <EmptyState title="No card selected" action={<Link className="qc-btn" to="/cards">My Cards</Link>} />;
  else if (!card && status === 'error') body = <EmptyState title="This card could not be found" action={<Link className="qc-btn" to="/cards">My Cards</Link>} />;
  else if (!card) body = <Spinner block label="Loading the card" />;
  else {
    const first = card.contracts[0];
    body = (
      <>
        <div className="qc-card">
          <div className="qc-card-tile__head">
            <h2 className="qc-card-tile__title">Q Card {card.serialNumber}</h2>
            <StatusPill card={card} />
          </div>
          <DefinitionList
            columns={2}
            items={[
              { label: 'Holder', value: card.holderName || card.profileName },
              { label: 'Contract name', value: card.contracts.map((c) => c.contractName).join(', ') || first?.contractName },
              { label: 'Fare type', value: card.profileName },
              { label: 'Status', value: card.status === 'InCirculation' ? 'Active' : `Inactive (${card.status})` },
              { label: 'Created', value: formatDateTime(card.emissionDate) },
              { label: 'Expires', value: formatDateTime(card.expirationDate) },
            ]}
          />
        </div>
        {card.contracts.length === 0 ? <EmptyState title="This card has no contracts" /> : null}
        {card.contracts.map((c) => (
          <ContractSection key={c.id} card={card} contract={c} sponsor={!!user?.sponsor} />
        ))}
      </>
    );
  }
  return (
    <section>
      <PageHeader title="Card Details" actions={back} />
      {body}
    </section>
  );
}
