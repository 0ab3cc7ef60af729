// The sponsor administrator's weekly digest switch, under the employee list:
// what this week's digest would say, the address it goes to, and one checkbox that saves at once.
import { useEffect } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { formatMoney } from '@qcard/kit/format/money';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectWeeklyDigest, weeklyDigestActions } from '../store/weekly-digest-slice';
import '@qcard/kit/styles/forms.css';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';

export function WeeklyDigestPanel() {
  const { t } = useTranslation('sponsor');
  const dispatch = useAppDispatch();
  const { status, settings, saved, pending } = useAppSelector(selectWeeklyDigest);

  useEffect(() => {
    dispatch(weeklyDigestActions.loadRequested());
  }, [dispatch]);

  const busy = status === 'loading' || status === 'saving';
  const reason =
    status === 'loading'
      ? t('digest.loading')
      : status === 'saving'
        ? t('digest.saving')
        : status === 'failed'
          ? t('digest.loadFailed')
          : '';
  return (
    <section
      className="qc-card sp-page sp-digest"
      aria-labelledby="weekly-digest-title"
      data-testid="weekly-digest"
    >
      <h2 id="weekly-digest-title" className="sp-digest__title">
        {t('digest.title')}
      </h2>
      <p className="sp-digest__text">{t('digest.description')}</p>
      {settings ? (
        <ul className="sp-digest__summary" aria-label={t('digest.summaryLabel')}>
          <li>{t('digest.noCard', { count: settings.summary.employeesWithoutCard })}</li>
          <li>
            {t('digest.lowCards', {
              count: settings.summary.lowBalanceCards,
              amount: formatMoney(settings.summary.lowBalanceCents),
            })}
          </li>
          <li>{t('digest.failedPayments', { count: settings.summary.failedPayments })}</li>
        </ul>
      ) : null}
      <label className="sp-digest__switch">
        <input
          className="qc-checkbox"
          type="checkbox"
          checked={pending ?? settings?.weeklyDigest ?? false}
          disabled={busy || !settings}
          aria-describedby="weekly-digest-reason"
          onChange={(e) => dispatch(weeklyDigestActions.changeRequested(e.target.checked))}
        />
        <span>
          {settings ? t('digest.switch', { email: settings.email }) : t('digest.switchNoEmail')}
        </span>
      </label>
      <p id="weekly-digest-reason" className="sp-reason" role="status">
        {reason ||
          (saved === true ? t('digest.turnedOn') : saved === false ? t('digest.turnedOff') : '')}
      </p>
      {status === 'failed' ? (
        <div>
          <TryAgainButton
            variant="secondary"
            onRetry={() => dispatch(weeklyDigestActions.loadRequested())}
          >
            {t('digest.retry')}
          </TryAgainButton>
        </div>
      ) : null}
    </section>
  );
}
