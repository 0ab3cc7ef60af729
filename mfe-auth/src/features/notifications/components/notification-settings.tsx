// "Notifications" on the account page: receipts, autoload notices, the
// language of mails, and a low-balance alert with its amount on each of the rider's cards. One
// form, saved together; the amount bounds come from the same constants the API checks.
import { useEffect, useMemo } from 'react';
import { Form, useField } from 'react-final-form';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { CheckboxField } from '@qcard/kit/forms/checkbox-field';
import { SelectField } from '@qcard/kit/forms/select-field';
import { MoneyField } from '@qcard/kit/forms/money-field';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { Spinner } from '@qcard/kit/ui/spinner';
import { formatMoney } from '@qcard/kit/format/money';
import { cardLabel } from '@qcard/kit/format/card-label';
import { submitThroughSaga } from '@qcard/kit/store/form-submission';
import type {
  CardAlert,
  NotificationSettings,
  NotificationsUpdateRequest,
} from '@qcard/contracts/notifications-api';
import {
  LOW_BALANCE_DEFAULT_CENTS,
  LOW_BALANCE_MAX_CENTS,
  LOW_BALANCE_MIN_CENTS,
} from '@qcard/contracts/low-balance-limits';
import { TryAgainButton } from '@qcard/kit/ui/load-failed';
import { useSession } from '@qcard/runtime/session/use-session';
import {
  NOTIFICATIONS_SAVE_SUBMITTED,
  notificationsActions,
  selectNotifications,
} from '../store/notifications-slice';

type Values = Record<string, unknown> & {
  receipts?: boolean;
  autoloadNotices?: boolean;
  mailLanguage?: string;
};

const onName = (cardId: number) => `alert_${cardId}_on`;
const centsName = (cardId: number) => `alert_${cardId}_cents`;

export function valuesOf(settings: NotificationSettings): Values {
  const values: Values = {
    receipts: settings.receipts,
    autoloadNotices: settings.autoloadNotices,
    mailLanguage: settings.mailLanguage ?? undefined,
  };
  for (const c of settings.cards) {
    values[onName(c.cardId)] = c.thresholdCents !== null;
    values[centsName(c.cardId)] = c.thresholdCents ?? LOW_BALANCE_DEFAULT_CENTS;
  }
  return values;
}

export function requestOf(
  values: Values,
  cards: ReadonlyArray<CardAlert>,
): NotificationsUpdateRequest {
  const language =
    values.mailLanguage === 'en' || values.mailLanguage === 'es' ? values.mailLanguage : null;
  return {
    receipts: values.receipts === true,
    autoloadNotices: values.autoloadNotices === true,
    mailLanguage: language,
    cards: cards.map((c) => ({
      cardId: c.cardId,
      thresholdCents:
        values[onName(c.cardId)] === true
          ? ((values[centsName(c.cardId)] as number | undefined) ?? null)
          : null,
    })),
  };
}

function CardAlertRow({ card }: { card: CardAlert }) {
  const { t } = useTranslation('auth');
  const on = useField<boolean>(onName(card.cardId), {
    type: 'checkbox',
    subscription: { value: true },
  });
  const name = cardLabel(card);
  return (
    <li className="auth-alert-row">
      <CheckboxField
        name={onName(card.cardId)}
        label={t('notifications.alertOn', { card: name })}
      />
      {on.input.checked ? (
        <MoneyField
          name={centsName(card.cardId)}
          label={t('notifications.alertAmount', { card: name })}
          required
          range={{
            min: LOW_BALANCE_MIN_CENTS,
            max: LOW_BALANCE_MAX_CENTS,
            message: t('notifications.range', {
              min: formatMoney(LOW_BALANCE_MIN_CENTS),
              max: formatMoney(LOW_BALANCE_MAX_CENTS),
            }),
          }}
        />
      ) : null}
    </li>
  );
}

export function NotificationSettingsSection() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  const { status, settings } = useSelector(selectNotifications);
  const { user } = useSession();

  useEffect(() => {
    dispatch(notificationsActions.loadRequested());
  }, [dispatch]);

  const initialValues = useMemo(() => (settings ? valuesOf(settings) : undefined), [settings]);
  const languages = useMemo(
    () => [
      { value: 'en', label: 'English' },
      { value: 'es', label: 'Español' },
    ],
    [],
  );

  return (
    <section
      className="auth-section"
      aria-labelledby="notifications-title"
      data-testid="notification-settings"
    >
      <h2 id="notifications-title">{t('notifications.title')}</h2>
      {!settings ? (
        status === 'failed' ? (
          <div className="qc-stack">
            <p>{t('notifications.loadFailed')}</p>
            <div className="auth-actions">
              <TryAgainButton
                variant="secondary"
                onRetry={() => dispatch(notificationsActions.loadRequested())}
              >
                {t('notifications.retry')}
              </TryAgainButton>
            </div>
          </div>
        ) : (
          <Spinner block label={t('notifications.loading')} />
        )
      ) : (
        <Form<Values>
          initialValues={initialValues}
          keepDirtyOnReinitialize
          onSubmit={async (values) => {
            const outcome = await submitThroughSaga(
              dispatch,
              NOTIFICATIONS_SAVE_SUBMITTED,
              requestOf(values, settings.cards),
            );
            return outcome.ok ? undefined : outcome.fieldErrors;
          }}
          render={({ handleSubmit, submitting }) => (
            <form
              onSubmit={handleSubmit}
              noValidate
              className="qc-stack"
              aria-label={t('notifications.form')}
            >
              <p className="qc-muted">{t('notifications.sentTo', { email: settings.email })}</p>
              <CheckboxField name="receipts" label={t('notifications.receipts')} />
              <CheckboxField name="autoloadNotices" label={t('notifications.autoload')} />
              <SelectField
                name="mailLanguage"
                label={t('notifications.mailLanguage')}
                options={languages}
                emptyLabel={t('notifications.mailLanguagePortal')}
              />
              {/* Low-balance alerts are set per card of one's own; a sponsor has no My Cards to add one on,
                  and the company's cards are not theirs to be alerted about. */}
              {user?.sponsor && settings.cards.length === 0 ? null : (
                <fieldset className="qc-fieldset">
                  <legend>{t('notifications.lowBalance')}</legend>
                  <p className="qc-muted">{t('notifications.lowBalanceHint')}</p>
                  {settings.cards.length === 0 ? (
                    <p>{t('notifications.noCards')}</p>
                  ) : (
                    <ul className="auth-alert-list">
                      {settings.cards.map((c) => (
                        <CardAlertRow key={c.cardId} card={c} />
                      ))}
                    </ul>
                  )}
                </fieldset>
              )}
              <div className="auth-actions">
                <SubmitButton requireChange>
                  {submitting ? t('notifications.saving') : t('notifications.save')}
                </SubmitButton>
              </div>
            </form>
          )}
        />
      )}
    </section>
  );
}
