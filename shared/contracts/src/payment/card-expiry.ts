// Card expiry: the years a rider can pick and the rule that checks a month
// and year both come from here, in the payment form and in the API (order and subscription
// payment). The list once offered 2026-2035 while a configured pattern accepted 2021-2030, so a
// rider who picked 2031 faced a disabled button and no reason. "Today" is read in the portal's
// time zone (Time_Zone) on both sides, so browser and server agree around midnight. Its texts
// are the common namespace's, in the language of the texts passed (the page's, or the request's).
import type { Texts } from '@qcard/contracts/texts';

/** How many years after this one a card may expire (this year .. this year + 15). */
export const EXPIRY_YEARS_AHEAD = 15;

export interface ExpiryClock {
  now?: Date;
  /** IANA zone of the portal (Time_Zone); undefined = the runtime's own zone. */
  timeZone?: string;
}

// Building an Intl.DateTimeFormat costs far more than using one (a tenth of a millisecond
// and more): the API checks an expiry on every order submit, so one format per zone is kept.
const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = monthFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' });
    } catch {
      // An unknown zone in the configuration: the runtime's zone, not a crash.
      format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric' });
    }
    monthFormats.set(key, format);
  }
  return format;
}

/** Year and month (1-12) of `now` in the zone. */
export function calendarMonth({ now = new Date(), timeZone }: ExpiryClock = {}): {
  year: number;
  month: number;
} {
  const parts = monthFormat(timeZone).formatToParts(now);
  return {
    year: Number(parts.find((p) => p.type === 'year')?.value),
    month: Number(parts.find((p) => p.type === 'month')?.value),
  };
}

/** The years a card may expire in: this year and the fifteen after it, as 4-digit strings. */
export function expiryYears(clock: ExpiryClock = {}): string[] {
  const { year } = calendarMonth(clock);
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(year + i));
}

export interface ExpiryProblem {
  property: 'month' | 'year';
  message: string;
}

/**
 * What is wrong with an expiry month and year, or null. A blank value is left to the field's
 * "can not be blank" rule. A month before this one is refused on the month. The message is in
 * the language of `t`.
 */
export function expiryProblem(
  month: unknown,
  year: unknown,
  clock: ExpiryClock,
  t: Texts,
): ExpiryProblem | null {
  const m = typeof month === 'number' ? String(month).padStart(2, '0') : String(month ?? '').trim();
  const y = String(year ?? '').trim();
  if (m !== '' && !/^(0[1-9]|1[0-2])$/.test(m))
    return {
      property: 'month',
      message: t('common:validation.invalid', { label: t('common:payment.expiryMonth') }),
    };
  if (y !== '' && !expiryYears(clock).includes(y))
    return {
      property: 'year',
      message: t('common:validation.invalid', { label: t('common:payment.expiryYear') }),
    };
  if (m === '' || y === '') return null;
  const today = calendarMonth(clock);
  if (Number(y) * 12 + Number(m) < today.year * 12 + today.month)
    return { property: 'month', message: t('common:payment.expiryPast') };
  return null;
}
