// RSA key pair for card numbers, kept in the data folder (mode 0600): the browser encrypts with
// the public key (/pbk.key, RSA-OAEP SHA-256) and the API decrypts in memory only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface KeyPair {
  /** Public key, DER-encoded SubjectPublicKeyInfo. */
  publicDer: Buffer;
  publicPem: string;
  /** Decrypts a base64 RSA-OAEP (SHA-256) ciphertext to the card number text. */
  decryptCardNumber(base64: string): string;
}

export const PRIVATE_KEY_FILE = 'card-key.private.pem';
export const PUBLIC_KEY_FILE = 'card-key.public.pem';

export function decryptWith(privateKey: crypto.KeyObject, base64: string): string {
  const data = Buffer.from(base64, 'base64');
  if (data.length === 0) throw new Error('empty ciphertext');
  return crypto
    .privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      data,
    )
    .toString('utf8');
}

export function loadOrCreateKeyPair(dataDir: string): KeyPair {
  fs.mkdirSync(dataDir, { recursive: true });
  const privFile = path.join(dataDir, PRIVATE_KEY_FILE);
  const pubFile = path.join(dataDir, PUBLIC_KEY_FILE);
  if (!fs.existsSync(privFile)) fs.writeFileSync(privFile, newPrivateKeyPem(), { mode: 0o600 });
  fs.chmodSync(privFile, 0o600);
  const pair = keyPairFromPrivatePem(fs.readFileSync(privFile, 'utf8'));
  if (!fs.existsSync(pubFile)) fs.writeFileSync(pubFile, pair.publicPem, { mode: 0o600 });
  return pair;
}

/** A new private key as PKCS#8 PEM (2048-bit RSA). */
export function newPrivateKeyPem(): string {
  return crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).privateKey;
}

/** The key pair of a PKCS#8 PEM private key (several instances on PostgreSQL share one, see db/instance-secrets). */
export function keyPairFromPrivatePem(pem: string): KeyPair {
  const privateKey = crypto.createPrivateKey(pem);
  const publicKey = crypto.createPublicKey(privateKey);
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return {
    publicDer: publicKey.export({ type: 'spki', format: 'der' }),
    publicPem,
    decryptCardNumber: (base64) => decryptWith(privateKey, base64),
  };
}

/** Order flow helper: decrypts the browser's encrypted card number (RSA-OAEP SHA-256, base64). */
export function decryptCardNumber(keys: KeyPair, base64: string): string {
  return keys.decryptCardNumber(base64);
}
