// The amounts of a subscription: the balance that triggers a recharge, the recharge and the most
// recharges a period, each checked against the configured bounds and with its bounds as a help tip.
import { HelpTip } from '@qcard/kit/forms/help-tip';
import { IntegerField } from '@qcard/kit/forms/integer-field';
import { MoneyField } from '@qcard/kit/forms/money-field';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { SubscriptionBounds } from '@qcard/contracts/validation/rule-engine';
import { formCheck } from './subscription-bounds';

export function SubscriptionAmountFields({ bounds }: { bounds: SubscriptionBounds }) {
  const { t } = useTranslation('subscriptions');
  return (
    <>
      <MoneyField
        name="thresholdAmount"
        label={t('field.threshold')}
        required
        validate={formCheck('trigger', bounds)}
        hint={t('single.thresholdHint')}
        help={
          <HelpTip
            label={t('helpFor', { field: t('field.threshold') })}
            min={bounds.minThreshold}
            max={bounds.maxThreshold}
          />
        }
      />
      <MoneyField
        name="rechargevalue"
        label={t('field.recharge')}
        required
        validate={formCheck('refresh', bounds)}
        hint={t('single.rechargeHint')}
        help={
          <HelpTip
            label={t('helpFor', { field: t('field.recharge') })}
            min={bounds.minRecharge}
            max={bounds.maxRecharge}
          />
        }
      />
      <IntegerField
        name="maxRecharges"
        label={t('field.maxRecharges')}
        required
        maxDigits={2}
        validate={formCheck('frequency', bounds)}
        hint={t('single.maxRechargesHint')}
        help={
          <HelpTip
            label={t('helpFor', { field: t('field.maxRecharges') })}
            min={bounds.minFrequency}
            max={bounds.maxFrequency}
            money={false}
          />
        }
      />
    </>
  );
}
