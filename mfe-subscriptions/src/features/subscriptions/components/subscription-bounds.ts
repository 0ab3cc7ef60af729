// Subscription_Config bounds (cents; frequency a count) and the form checks 458/459/460.
import { configNumber } from '@qcard/runtime/config/config-store';
import { i18n } from '@qcard/runtime/i18n/i18n';
import {
  checkSubscriptionValue,
  type SubscriptionBounds,
} from '@qcard/contracts/validation/rule-engine';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

export function readBounds(): SubscriptionBounds {
  return {
    minThreshold: configNumber('Subscription_Config', 'Minimum_Threshold_Amount', 500),
    maxThreshold: configNumber('Subscription_Config', 'Maximum_Threshold_Amount', 5000),
    minRecharge: configNumber('Subscription_Config', 'Minimum_Recharge_Amount', 1000),
    maxRecharge: configNumber('Subscription_Config', 'Maximum_Recharge_Amount', 20000),
    minFrequency: configNumber('Subscription_Config', 'Subscription_Min_Frequency', 1),
    maxFrequency: configNumber('Subscription_Config', 'Subscription_Max_Frequency', 10),
  };
}

/** Field validator for one of the three values (message of 458/459/460 when out of range). */
export function formCheck(field: 'trigger' | 'refresh' | 'frequency', bounds: SubscriptionBounds) {
  return (value: unknown): string | undefined => {
    if (value === undefined || value === null || value === '') return undefined; // 'can not be blank' comes from required
    return checkSubscriptionValue(
      field,
      typeof value === 'number' ? value : Number.NaN,
      bounds,
      'form',
      PAGE_RULES,
    )?.message;
  };
}

/** The warning of a contract the server does not allow the operation on, with the server's reason. */
export const notAllowedText = (serial: string, description: string | null) =>
  i18n.t('subscriptions:single.notAllowed', { serial, reason: description ?? '' });
