// The security code printed on a card: a rider proves they hold a card by
// typing it with the serial. Only its hash is stored, salted with the serial so two cards with
// the same code do not share a hash; the code is short, so the real protection is the attempt
// limit of /card/add (card-ownership-routes.ts), and the code is never logged or answered.
import crypto from 'node:crypto';

export const SECURITY_CODE_PATTERN = /^[0-9]{6}$/;

export function hashSecurityCode(serial: string, code: string): string {
  return crypto
    .createHash('sha256')
    .update(`qcard-security-code:${serial}:${code}`, 'utf8')
    .digest('hex');
}

/** Whether `code` is the card's code; compares hashes in constant time. */
export function securityCodeMatches(
  serial: string,
  code: string,
  storedHash: string | null,
): boolean {
  const given = Buffer.from(hashSecurityCode(serial, code), 'hex');
  // A card without a code still costs one comparison, so timing does not tell it apart.
  const stored = Buffer.from(storedHash ?? '0'.repeat(64), 'hex');
  return (
    stored.length === given.length && crypto.timingSafeEqual(stored, given) && storedHash !== null
  );
}

/** The demo cards a rider may add, with the codes printed on them (README, demo section). */
export const DEMO_SECURITY_CODES: Readonly<Record<string, string>> = {
  '3000000001': '418207',
  '3000000002': '530914',
};

/** The demo data's code of any card: the documented ones above, else six digits derived from the serial. */
export function demoSecurityCode(serial: string): string {
  const documented = DEMO_SECURITY_CODES[serial];
  if (documented) return documented;
  const digest = crypto.createHash('sha256').update(`demo-code:${serial}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
