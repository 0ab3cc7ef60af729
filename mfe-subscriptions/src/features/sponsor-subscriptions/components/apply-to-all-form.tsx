// The sponsor subscriptions page's "apply to all" form: one refresh amount, max per month and
// trigger, checked as the table checks its cells, put on every Active row of the list.
import { portalText } from '@qcard/runtime/bus/alert-text';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { HelpTip } from '@qcard/kit/forms/help-tip';
import { IntegerField } from '@qcard/kit/forms/integer-field';
import { MoneyField } from '@qcard/kit/forms/money-field';
import { SubmitButton } from '@qcard/kit/forms/submit-button';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import {
  checkSubscriptionValue,
  type SubscriptionBounds,
  type SubscriptionField,
} from '@qcard/contracts/validation/rule-engine';
import { Form } from 'react-final-form';
import { useAppDispatch } from '../../../app/hooks';
import { sponsorSubscriptionsActions as A } from '../store/sponsor-subscriptions-slice';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

interface ApplyValues {
  refreshrate?: number;
  maxFreq?: number;
  trigger?: number;
}

function tableCheck(field: SubscriptionField, bounds: SubscriptionBounds) {
  return (v: unknown) =>
    v === undefined || v === null
      ? undefined
      : checkSubscriptionValue(
          field,
          typeof v === 'number' ? v : Number.NaN,
          bounds,
          'table',
          PAGE_RULES,
        )?.message;
}

/** `disabled` while the list has no Active row to apply to. */
export function ApplyToAllForm({
  bounds,
  disabled,
}: {
  bounds: SubscriptionBounds;
  disabled: boolean;
}) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('subscriptions');
  return (
    <Form<ApplyValues>
      onSubmit={(v, form) => {
        // The fields' checks hold the form back meanwhile; nothing that is no number goes to the rows.
        if (![v.refreshrate, v.trigger, v.maxFreq].every(Number.isFinite)) return;
        if (v.refreshrate === undefined || v.trigger === undefined || v.maxFreq === undefined)
          return;
        dispatch(
          A.appliedToAll({
            refreshrate: v.refreshrate,
            trigger: v.trigger,
            maxFreq: v.maxFreq,
          }),
        );
        raiseAlert({
          type: 'info',
          ...portalText('subscriptions:sponsor.applied'),
          source: 'sponsorSubscriptions/appliedToAll',
        });
        form.restart();
      }}
      render={({ handleSubmit }) => (
        <form
          className="qc-apply-all"
          aria-label={t('sponsor.applyAll')}
          noValidate
          onSubmit={(e) => void handleSubmit(e)}
        >
          <fieldset className="qc-fieldset qc-form-grid">
            <legend className="qc-fieldset__legend">{t('sponsor.applyAll')}</legend>
            <MoneyField
              name="refreshrate"
              label={t('sponsor.refreshAmount')}
              required
              validate={tableCheck('refresh', bounds)}
              help={
                <HelpTip
                  label={t('helpFor', { field: t('sponsor.refreshAmount') })}
                  min={bounds.minRecharge}
                  max={bounds.maxRecharge}
                />
              }
            />
            <IntegerField
              name="maxFreq"
              label={t('sponsor.maxPerMonth')}
              required
              maxDigits={2}
              validate={tableCheck('frequency', bounds)}
              help={
                <HelpTip
                  label={t('helpFor', { field: t('sponsor.maxPerMonth') })}
                  min={bounds.minFrequency}
                  max={bounds.maxFrequency}
                  money={false}
                />
              }
            />
            <MoneyField
              name="trigger"
              label={t('sponsor.triggerAmount')}
              required
              validate={tableCheck('trigger', bounds)}
              help={
                <HelpTip
                  label={t('helpFor', { field: t('sponsor.triggerAmount') })}
                  min={bounds.minThreshold}
                  max={bounds.maxThreshold}
                />
              }
            />
          </fieldset>
          <div className="qc-form-actions">
            <SubmitButton variant="secondary" disabled={disabled}>
              {t('sponsor.applyAllButton')}
            </SubmitButton>
          </div>
          <p className="qc-muted">{t('sponsor.applyAllHint')}</p>
        </form>
      )}
    />
  );
}
