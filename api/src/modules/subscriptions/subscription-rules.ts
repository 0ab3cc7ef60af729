// Subscription bounds (configParameters Subscription_Config, inclusive, cents) and the checks
// the API applies to every subscription request, with the same codes as the screens:
// 458/459/460 for the single-subscribe form, 455/456/457 for the sponsor table.
import type { Language } from '../../platform/i18n/request-language';
import { say } from '../../platform/config/texts';
import type { AppConfig } from '../../platform/config/app-config';
import {
  checkSubscriptionValue,
  type SubscriptionBounds,
  type SubscriptionField,
} from '@qcard/contracts/validation/rule-engine';
import { ApiError, catalogueText } from '../../platform/http/envelope';
import { fieldError } from '../sponsor/public';
import { engineOptions } from '../../platform/validation/engine-options';

export function subscriptionBounds(config: AppConfig): SubscriptionBounds {
  const n = (name: string, fallback: number) =>
    config.numberParam('Subscription_Config', name, fallback);
  return {
    minThreshold: n('Minimum_Threshold_Amount', 500),
    maxThreshold: n('Maximum_Threshold_Amount', 5000),
    minRecharge: n('Minimum_Recharge_Amount', 1000),
    maxRecharge: n('Maximum_Recharge_Amount', 20000),
    minFrequency: n('Subscription_Min_Frequency', 1),
    maxFrequency: n('Subscription_Max_Frequency', 10),
  };
}

export interface SubscriptionParams {
  /** cents */
  threshold: number;
  /** cents */
  recharge: number;
  maxPerMonth: number;
}

/** Each value's property in the single-subscribe form and in a sponsor table row. */
const FIELD_NAMES = {
  form: { trigger: 'thresholdAmount', refresh: 'rechargevalue', frequency: 'maxRecharges' },
  table: { trigger: 'trigger', refresh: 'refreshrate', frequency: 'maxRecharges' },
} as const;

const LABELS: Record<SubscriptionField, string> = {
  trigger: 'LABEL_THRESHOLD_AMOUNT',
  refresh: 'LABEL_RECHARGE_AMOUNT',
  frequency: 'LABEL_MAXIMUM_RECHARGES',
};

/**
 * A whole number from the wire: a JSON integer (or a digit string). Money is integer cents:
 * fractions, negatives, booleans and other strings are refused. Absent → null.
 */
export function wholeNumber(raw: unknown): number | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw >= 0 ? raw : 'invalid';
  if (typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw.trim())) return Number(raw.trim());
  return 'invalid';
}

/**
 * Reads threshold / recharge / max from a body and checks them; throws the first problem:
 * 488 for a missing or malformed value (same texts as the form rules), else the range code.
 */
export function readSubscriptionParams(
  config: AppConfig,
  body: Record<string, unknown>,
  where: 'form' | 'table',
  language: Language,
  context?: string,
): SubscriptionParams {
  const bounds = subscriptionBounds(config);
  const names = FIELD_NAMES[where];
  const values: Partial<Record<SubscriptionField, number>> = {};
  for (const field of ['trigger', 'refresh', 'frequency'] as const) {
    // A table row may name its frequency maxFreq, as the table reads it.
    const maxFreq = where === 'table' && field === 'frequency' ? body.maxFreq : undefined;
    const v = wholeNumber(body[names[field]] ?? maxFreq);
    const label = context
      ? catalogueText('LABEL_WITH_ROW', catalogueText(LABELS[field]), context)
      : catalogueText(LABELS[field]);
    if (v === null && where === 'form')
      throw fieldError(names[field], catalogueText('FIELD_BLANK', label));
    if (v === 'invalid') throw fieldError(names[field], catalogueText('FIELD_INVALID', label));
    const problem = checkSubscriptionValue(
      field,
      v,
      bounds,
      where,
      engineOptions(config, language),
    );
    if (problem) {
      throw new ApiError(problem.code, {
        params: rangeArgs(bounds, field),
        data: {
          problems: [
            {
              property: names[field],
              message: problem.message,
              code: problem.code,
              ...(context ? { row: context } : {}),
            },
          ],
        },
      });
    }
    values[field] = v as number;
  }
  return {
    threshold: values.trigger ?? 0,
    recharge: values.refresh ?? 0,
    maxPerMonth: values.frequency ?? 0,
  };
}

/** The range a problem's text names: money in dollars, the frequency as a count. */
function rangeArgs(b: SubscriptionBounds, field: SubscriptionField): string[] {
  const [min, max] =
    field === 'trigger'
      ? [b.minThreshold, b.maxThreshold]
      : field === 'refresh'
        ? [b.minRecharge, b.maxRecharge]
        : [b.minFrequency, b.maxFrequency];
  return field === 'frequency'
    ? [String(min), String(max)]
    : [(min / 100).toFixed(2), (max / 100).toFixed(2)];
}

export function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** "Automatic reload: $20.00 when below $5.00, up to 4×/month · Q Card 1000000002" */
export function describeParams(p: SubscriptionParams, language: Language): string {
  return say(
    language,
    'SUBSCRIPTION_PARAMS',
    '{0} when below {1}, up to {2}×/month',
    money(p.recharge),
    money(p.threshold),
    p.maxPerMonth,
  );
}
