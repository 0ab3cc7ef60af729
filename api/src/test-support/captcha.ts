// Test helper for every team: fetches an ALTCHA challenge from the app and solves it the way
// the browser widget does, returning the base64 payload to put in the `captcha` field.
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a challenge object; returns the widget's payload (base64 JSON {challenge, solution}). */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution }), 'utf8').toString('base64');
}

/** GET <apiBase>/captcha/challenge on `app` and solve it. */
export async function solveCaptcha(
  app: FastifyInstance,
  apiBase = app.qcard?.settings.apiBase ?? '/api',
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${apiBase}/captcha/challenge` });
  if (res.statusCode !== 200) throw new Error(`captcha challenge failed: HTTP ${res.statusCode}`);
  return solveCaptchaChallenge(res.json() as Challenge);
}
