import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import { encryptCardNumber } from '@qcard/kit/payment/encrypt-card-number';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const der = publicKey.export({ type: 'spki', format: 'der' });

function fetchServing(body: Uint8Array | null, status = 200) {
  return jest.fn(async (url: string) => {
    expect(url).toBe('/pbk.key');
    return {
      ok: status >= 200 && status < 300,
      status,
      arrayBuffer: async () =>
        body
          ? body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)
          : new ArrayBuffer(0),
    } as unknown as Response;
  });
}

it('round trip: browser helper encrypts with /pbk.key, node decrypts with OAEP SHA-256', async () => {
  const fetchImpl = fetchServing(new Uint8Array(der));
  const result = await encryptCardNumber('4111 1111 1111 1111', {
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  if (!result.ok) throw new Error(result.error);
  expect(result.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
  const plain = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(result.value, 'base64'),
  );
  expect(plain.toString('utf8')).toBe('4111111111111111');
});

it('accepts a PEM key body too', async () => {
  const pem = publicKey.export({ type: 'spki', format: 'pem' }) as string;
  const result = await encryptCardNumber('5555555555554444', {
    fetchImpl: fetchServing(new TextEncoder().encode(pem)) as unknown as typeof fetch,
  });
  expect(result.ok).toBe(true);
});

it.each([
  ['missing key (404)', fetchServing(null, 404)],
  ['empty key', fetchServing(new Uint8Array(0))],
  ['invalid key bytes', fetchServing(new Uint8Array([1, 2, 3, 4]))],
  [
    'network failure',
    jest.fn(async () => {
      throw new Error('offline');
    }),
  ],
])('%s gives an error result with code 464', async (_name, fetchImpl) => {
  const result = await encryptCardNumber('4111111111111111', {
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.code).toBe('464');
});
