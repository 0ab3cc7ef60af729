// One budget per recipient address for every mail a visitor can have sent: per-IP limits alone let
// a stranger with many addresses fill an inbox. Silent: the caller's answer tells nothing.
import crypto from 'node:crypto';
import type { AppContext } from '../../app-context';
import { hitRateLimit } from '../http/rate-limit';
import { normaliseEmail } from '../validation/user-lookup';
import { ApiError } from '../http/envelope';

const HOUR = 3600;
const DAY = 86400;

/** The address in the rate-limit keys: hashed, as those rows may reach a log. */
export function recipientKey(address: string): string {
  return crypto
    .createHash('sha256')
    .update(`mail-recipient:${normaliseEmail(address)}`, 'utf8')
    .digest('hex');
}

/** Counts one mail to `address`; false once it has had its mails of the last hour or day. */
export async function mayMailRecipient(
  ctx: AppContext,
  address: string,
  kind: string,
): Promise<boolean> {
  const key = recipientKey(address);
  const { mailPerAddressPerHour, mailPerAddressPerDay } = ctx.settings.rateLimit;
  try {
    // The hour first: a refused hit stops here, so a flood adds to the day's count only what the hour lets through.
    await hitRateLimit(ctx, `mail-to:hour:${key}`, mailPerAddressPerHour, HOUR);
    await hitRateLimit(ctx, `mail-to:day:${key}`, mailPerAddressPerDay, DAY);
    return true;
  } catch (e) {
    if (!(e instanceof ApiError) || e.httpStatus !== 429) throw e;
    ctx.log.warn(
      { recipient: key.slice(0, 16), kind },
      'mail budget of this address spent: mail not sent',
    );
    return false;
  }
}
