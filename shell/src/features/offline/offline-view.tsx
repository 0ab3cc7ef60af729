// What every page shows while the device is offline (docs/offline-app.md): the
// rider's last known balances, dated "as of", and never a cart, payment or reload form that
// could not be sent. The page comes back by itself when the network does.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useSession } from '@qcard/runtime/session/use-session';
import { readBalanceSnapshot, type SnapshotCard } from '@qcard/kit/offline/balance-snapshot';
import { formatDateTime } from '@qcard/kit/format/date-time';
import { formatMoney } from '@qcard/kit/format/money';

function CardBalances({ card }: { card: SnapshotCard }) {
  const { t } = useTranslation('shell');
  const name = card.nickname
    ? t('offline.card.named', { nickname: card.nickname, lastFour: card.lastFour })
    : t('offline.card', { lastFour: card.lastFour });
  return (
    <li className="shell-offline__card" data-testid="offline-card">
      <span className="shell-offline__card-name">{name}</span>
      {card.balances.length === 0 ? (
        <span className="qc-muted">{t('offline.noContract')}</span>
      ) : (
        <ul className="shell-offline__balances">
          {card.balances.map((b, i) => (
            <li key={`${b.contractName}-${String(i)}`}>
              {card.balances.length > 1 ? <span className="qc-muted">{b.contractName}</span> : null}
              <strong className="qc-balance">{formatMoney(b.cents)}</strong>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function OfflineView({ connectivity }: { connectivity: 'offline' | 'unreachable' }) {
  const { t } = useTranslation('shell');
  const { user, token } = useSession();
  const snapshot = token && user ? readBalanceSnapshot(user.id) : null;
  return (
    <section
      className="qc-card shell-offline"
      aria-labelledby="offline-title"
      data-testid="offline-view"
    >
      <h1 id="offline-title">
        {connectivity === 'offline' ? t('offline.title') : t('offline.unreachable')}
      </h1>
      <p>{t('offline.lead')}</p>
      {snapshot ? (
        <>
          <h2 className="shell-offline__subtitle">{t('offline.balances')}</h2>
          <p className="shell-offline__as-of" data-testid="offline-as-of">
            {t('offline.asOf', { time: formatDateTime(snapshot.savedAt) })}
          </p>
          {snapshot.cards.length === 0 ? (
            <p>{t('offline.noCards')}</p>
          ) : (
            <ul className="shell-offline__cards">
              {snapshot.cards.map((card, i) => (
                <CardBalances key={`${card.lastFour}-${String(i)}`} card={card} />
              ))}
            </ul>
          )}
        </>
      ) : (
        <p data-testid="offline-no-balances">
          {token && user ? t('offline.noSnapshot') : t('offline.signedOut')}
        </p>
      )}
      <p className="qc-muted" role="status">
        {t('offline.comesBack')}
      </p>
    </section>
  );
}
