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

export function loadOrCreateKeyPair(dataDir: string): KeyPair {
  fs.mkdirSync(dataDir, { recursive: true });
  const privFile = path.join(dataDir, 'card-key.private.pem');
  const pubFile = path.join(dataDir, 'card-key.public.pem');
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
    decryptCardNumber(base64) {
      const data = Buffer.from(base64, 'base64');
      if (data.length === 0) throw new Error('empty ciphertext');
      const padding = crypto.constants.RSA_PKCS1_OAEP_PADDING;
      return crypto
        .privateDecrypt({ key: privateKey, padding, oaepHash: 'sha256' }, data)
        .toString('utf8');
    },
  };
}
