// Browser-side card-number encryption: /pbk.key (DER SPKI, or PEM) -> RSA-OAEP SHA-256 -> base64.
import { configValue } from '@qcard/runtime/config/config-store';
import { MSG } from '@qcard/contracts/envelope';
import { i18n } from '@qcard/runtime/i18n/i18n';

/** `error` says what failed for the console and the logs; the rider reads paymentUnavailableText(). */
export type EncryptResult =
  { ok: true; value: string } | { ok: false; code: typeof MSG.SESSION_INVALID; error: string };

/**
 * What the rider reads when the payment key can not be used (common:payment.unavailable). SPEC
 * keeps code 464 for a missing key, but its configured text says "session invalid", which is not
 * true here: the session and the cart are fine, only payment is not possible right now.
 */
export function paymentUnavailableText(): string {
  return i18n.t('common:payment.unavailable');
}

/** Where the portal serves its payment public key (configParameters Payment_Config/Public_Key_Path). */
export function paymentKeyUrl(): string {
  return configValue('Payment_Config', 'Public_Key_Path') ?? '/pbk.key';
}

export interface EncryptOptions {
  keyUrl?: string;
  fetchImpl?: typeof fetch;
  subtle?: SubtleCrypto;
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) out[i] = bin.charCodeAt(i);
  return out;
}

/** DER bytes; a PEM text body is decoded as well. */
function keyBytes(buf: ArrayBuffer): Uint8Array {
  const bytes = new Uint8Array(buf);
  const head = String.fromCharCode(...bytes.subarray(0, 11));
  if (head === '-----BEGIN ') {
    const pem = new TextDecoder().decode(bytes);
    return fromBase64(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
  }
  return bytes;
}

export async function importPublicKey(
  der: ArrayBuffer,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<CryptoKey> {
  const bytes = keyBytes(der);
  return subtle.importKey(
    'spki',
    bytes as unknown as ArrayBuffer,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

/** Encrypt the digits of a card number; a missing or invalid key gives code 464 (the order is blocked). */
export async function encryptCardNumber(
  cardNumber: string,
  options: EncryptOptions = {},
): Promise<EncryptResult> {
  const fail = (error: string): EncryptResult => ({ ok: false, code: MSG.SESSION_INVALID, error });
  const subtle = options.subtle ?? globalThis.crypto?.subtle;
  const doFetch = options.fetchImpl ?? globalThis.fetch;
  if (!subtle || !doFetch) return fail('WebCrypto or fetch is unavailable');
  let der: ArrayBuffer;
  try {
    const res = await doFetch(options.keyUrl ?? '/pbk.key', { credentials: 'same-origin' });
    if (!res.ok) return fail(`public key missing (HTTP ${res.status})`);
    der = await res.arrayBuffer();
  } catch (e) {
    return fail(`public key missing: ${(e as Error).message}`);
  }
  if (der.byteLength === 0) return fail('public key missing');
  try {
    const key = await importPublicKey(der, subtle);
    const data = new TextEncoder().encode(cardNumber.replace(/\D/g, ''));
    const cipher = await subtle.encrypt({ name: 'RSA-OAEP' }, key, data);
    return { ok: true, value: toBase64(new Uint8Array(cipher)) };
  } catch (e) {
    return fail(`public key invalid: ${(e as Error).message}`);
  }
}
