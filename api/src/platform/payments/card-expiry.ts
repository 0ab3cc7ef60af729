// The payment form's expiry rule and texts (shared/payment/card-expiry), "today" in TIME_ZONE.
import type { AppContext } from '../../app-context';
import { expiryProblem } from '@qcard/contracts/payment/card-expiry';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import { API_MSG, ApiError } from '../http/envelope';
import type { Language } from '../i18n/request-language';

/** Throws 488 (HTTP 400) naming the field when the month or year is out of range or past. */
export function checkCardExpiry(
  ctx: Pick<AppContext, 'clock' | 'settings'>,
  month: unknown,
  year: unknown,
  language: Language,
): void {
  // In the request's language, as the payment form shows it in the page's.
  const problem = expiryProblem(
    month,
    year,
    { now: ctx.clock(), timeZone: ctx.settings.timeZone },
    textsIn(language),
  );
  if (problem)
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [problem.message],
      data: { problems: [problem] },
    });
}
