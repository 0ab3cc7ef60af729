// Solve an ALTCHA challenge the way the browser widget does (proof of work), for API logins.
// altcha-lib is ESM-only, so it is loaded with a dynamic import from this CommonJS package.
export async function solveAltcha(challenge: unknown): Promise<string> {
  const lib = (await import('altcha-lib')) as unknown as {
    solveChallenge: (o: {
      challenge: unknown;
      deriveKey: unknown;
      timeout: number;
    }) => Promise<unknown>;
  };
  const sha = (await import('altcha-lib/algorithms/sha')) as unknown as { deriveKey: unknown };
  const solution = await lib.solveChallenge({
    challenge,
    deriveKey: sha.deriveKey,
    timeout: 30_000,
  });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}
