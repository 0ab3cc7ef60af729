// Sign in without the login form (for journeys about other screens): solve the captcha as
// the widget would, call the real login API, and put the session where the portal keeps it.
import type { APIRequestContext, Page } from '@playwright/test';
import { solveAltcha } from './captcha';

export const PATRON = { email: 'rider@example.com', password: 'Rider#2026' };
export const SPONSOR = { email: 'sponsor@example.com', password: 'Sponsor#2026' };
export const PATRON2 = { email: 'patron2@example.com', password: 'Rider#2026' };
export const SPONSOR2 = { email: 'sponsor2@example.com', password: 'Sponsor#2026' };

export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge: unknown = await (await request.get('/api/captcha/challenge')).json();
  return solveAltcha(challenge);
}

export interface ApiSession {
  token: string;
  user: Record<string, unknown>;
}

export async function apiLogin(
  request: APIRequestContext,
  who: { email: string; password: string },
): Promise<ApiSession> {
  const captcha = await solvedCaptcha(request);
  const res = await request.post('/api/user/authenticate', {
    data: {
      username: who.email,
      password: who.password,
      captcha,
      action: 'USER_MANAGEMENT',
      function: 'login',
      version: 1,
    },
  });
  const body = (await res.json()) as { status: string; data: Record<string, unknown> };
  const token = res.headers()['x-auth-token'];
  if (body.status !== 'SUCCESS' || !token)
    throw new Error(`login failed for ${who.email}: ${JSON.stringify(body)}`);
  return { token, user: body.data };
}

/** Log in through the API and open `path` as that user. */
export async function signInAs(
  page: Page,
  who: { email: string; password: string },
  path = '/account',
): Promise<ApiSession> {
  const session = await apiLogin(page.request, who);
  // A document of the portal's origin that runs no app (so nothing reads or rotates a stored
  // session meanwhile, and a page of the previous rider is gone): the session goes into its storage.
  await page.goto('/configParameters.json');
  await storeSession(page, session);
  await page.goto(path);
  return session;
}

/** Keep `session` where the portal keeps it, in the storage of the origin `page` is on. */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('qcard.token', token as string);
      localStorage.setItem('qcard.user', JSON.stringify(user));
    },
    [session.token, session.user] as const,
  );
}

/** POST an API call with a token, returning the envelope. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  token: string | null,
  path: string,
  data: Record<string, unknown> = {},
): Promise<{ status: string; msgCode?: string | null; data: T; errorMessage?: string | null }> {
  const res = await request.post(`/api${path}`, {
    data: { version: 1, ...data },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as {
    status: string;
    msgCode?: string | null;
    data: T;
    errorMessage?: string | null;
  };
}
