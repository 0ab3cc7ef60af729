// Card details (/home/mycard-details?cardId=12): the card and each of its contracts.
import { useEffect } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { Link } from '@qcard/runtime/navigation/router';
import { formatDateTime } from '@qcard/kit/format/date-time';
import { formatMoney } from '@qcard/kit/format/money';
import { useSession } from '@qcard/runtime/session/use-session';
import { DefinitionList } from '@qcard/kit/ui/definition-list';
import { EmptyState } from '@qcard/kit/ui/empty-state';
import { RecordLoadFailed } from '@qcard/kit/ui/load-failed';
import { PageHeader } from '@qcard/kit/ui/page-header';
import { Spinner } from '@qcard/kit/ui/spinner';
import { useQueryId } from '@qcard/kit/navigation/use-query-id';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { CardView, ContractView } from '../../cards/api/cards-api';
import { cardsActions, selectCardDetails, selectCardDetailsStatus } from '../store/cards-slice';
import { BackButton } from '@qcard/kit/ui/back-button';
import { CardNicknameForm, cardOwnershipSaga } from '../../add-card/public';
import { StatusPill } from './card-tile';
import { cardStatusCodeText, cardStatusLabel, hasActiveSubscription } from './card-view-helpers';
import { LostCardPanel, lostCardSaga } from '../../lost-card/public';
import './cards.css';
import { cardsSaga } from '../store/cards-saga';

function ContractSection({
  card,
  contract,
  sponsor,
}: {
  card: CardView;
  contract: ContractView;
  sponsor: boolean;
}) {
  const { t } = useTranslation('cards');
  const sub = contract.subscriptionInfo;
  const active = hasActiveSubscription(contract);
  const hideActions = sponsor && contract.rideSponsorContract;
  const titleId = `contract-${contract.id}-title`;
  const autoload = active
    ? t('cardDetails.autoloadActive')
    : contract.subscriptionAllowed
      ? t('cardDetails.autoloadNone')
      : t('cardDetails.autoloadUnavailable', {
          reason: contract.subscriptionReason ?? t('cardDetails.autoloadNotAllowed'),
        });
  const notReloadableReason = contract.rechargeReason ?? t('cardDetails.notReloadable');
  return (
    <section
      className="qc-card qc-contract"
      aria-labelledby={titleId}
      data-testid={`contract-${contract.id}`}
    >
      <h2 className="qc-contract__title" id={titleId}>
        {contract.contractName}
      </h2>
      <DefinitionList
        columns={2}
        items={[
          { label: t('field.type'), value: `${contract.family}:${contract.typeOfContract}` },
          { label: t('field.created'), value: formatDateTime(contract.emission) },
          { label: t('field.lastReload'), value: formatDateTime(contract.lastReload) },
          { label: t('field.balance'), value: formatMoney(contract.unitsLeft) },
          {
            label: t('field.reloadable'),
            value: contract.rechargeable
              ? t('yes')
              : t('cardDetails.reloadableNo', { reason: notReloadableReason }),
          },
          { label: t('field.autoload'), value: autoload },
          {
            label: t('field.thresholdAmount'),
            value: active && sub ? formatMoney(sub.trigger.threshold) : '',
          },
          {
            label: t('field.reloadAmount'),
            value: active && sub ? formatMoney(sub.rechargeValue.rechargeValue) : '',
          },
          {
            label: t('field.maxReloads'),
            value: active && sub ? String(sub.maxNumberOfRechargesPerPeriod) : '',
          },
        ]}
      />
      <div className="qc-contract-actions">
        {hideActions ? null : contract.rechargeable ? (
          <Link
            className="qc-btn"
            to={`/recharge/individual?cardId=${card.id}&contractId=${contract.id}`}
          >
            {t('card.reload')}
          </Link>
        ) : (
          <button type="button" className="qc-btn" disabled aria-describedby={`${titleId}-why`}>
            {t('card.reload')}
          </button>
        )}
        {hideActions || contract.rideSponsorContract ? null : active ||
          contract.subscriptionAllowed ? (
          <Link
            className="qc-btn qc-btn--secondary"
            to={`/single-subscribe?cardId=${card.id}&contractId=${contract.id}`}
          >
            {active ? t('card.manageSubscription') : t('card.addSubscription')}
          </Link>
        ) : null}
        <Link
          className="qc-btn qc-btn--secondary"
          to={`/contract-detail?contractId=${contract.id}`}
        >
          {t('cardDetails.viewActivity')}
        </Link>
      </div>
      {!hideActions && !contract.rechargeable ? (
        <p className="qc-reason" id={`${titleId}-why`}>
          {t('card.reloadUnavailable', { reason: notReloadableReason })}
        </p>
      ) : null}
    </section>
  );
}

export function CardDetailsPage() {
  const { t } = useTranslation('cards');
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
  // A sponsor has no My Cards: the way back from a card leads to the company's cards.
  const home = user?.sponsor
    ? { to: '/company_mgmt', label: t('myCards.sponsorLink') }
    : { to: '/cards', label: t('myCards.title') };
  const myCards = (
    <Link className="qc-btn" to={home.to}>
      {home.label}
    </Link>
  );
  if (cardId === null) body = <EmptyState title={t('cardDetails.noCard')} action={myCards} />;
  else if (!card && status === 'missing')
    body = <EmptyState title={t('cardDetails.notFound')} action={myCards} />;
  else if (!card && status === 'error') {
    body = (
      <RecordLoadFailed
        title={t('cardDetails.loadFailed')}
        onRetry={() => dispatch(cardsActions.detailsRequested(cardId))}
        wayOut={
          <Link className="qc-btn qc-btn--secondary" to={home.to}>
            {home.label}
          </Link>
        }
      />
    );
  } else if (!card) body = <Spinner block label={t('card.loading')} />;
  else {
    const first = card.contracts[0];
    body = (
      <>
        <div className="qc-card qc-card-tile">
          <div className="qc-card-tile__head">
            <h2 className="qc-card-tile__title" data-testid="card-title">
              {card.nickname
                ? t('card.titleNamed', { nickname: card.nickname, serial: card.serialNumber })
                : t('card.title', { serial: card.serialNumber })}
            </h2>
            <StatusPill card={card} />
          </div>
          {user?.sponsor ? null : (
            <div className="qc-card-tile__actions qc-card-tile__manage qc-card-details__manage">
              <CardNicknameForm
                cardId={card.id}
                nickname={card.nickname ?? null}
                serial={card.serialNumber}
              />
            </div>
          )}
          <DefinitionList
            columns={2}
            items={[
              // No holder's name on the card: the dash, as on My Cards (the fare type has its own row).
              { label: t('field.holder'), value: card.holderName },
              {
                label: t('field.contractName'),
                value: card.contracts.map((c) => c.contractName).join(', ') || first?.contractName,
              },
              { label: t('field.fareType'), value: card.profileName },
              {
                label: t('field.status'),
                value:
                  card.status === 'InCirculation' || card.status === 'Blocked'
                    ? cardStatusLabel(t, card)
                    : t('card.status.inactiveWith', { status: cardStatusCodeText(t, card.status) }),
              },
              { label: t('field.created'), value: formatDateTime(card.emissionDate) },
              { label: t('field.expires'), value: formatDateTime(card.expirationDate) },
            ]}
          />
        </div>
        <LostCardPanel card={card} holder={user?.sponsor ? 'sponsor' : 'rider'} />
        {card.contracts.length === 0 ? <EmptyState title={t('cardDetails.noContracts')} /> : null}
        {card.contracts.map((c) => (
          <ContractSection key={c.id} card={card} contract={c} sponsor={!!user?.sponsor} />
        ))}
      </>
    );
  }
  return (
    <section>
      <PageHeader title={t('cardDetails.title')} actions={back} />
      {body}
    </section>
  );
}

export default CardDetailsPage;
/** Started on the remote's store when this module arrives (defineRemote). */
export const sagas = [cardsSaga, cardOwnershipSaga, lostCardSaga];
