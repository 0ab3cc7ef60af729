import type { TestApp } from '../../../test-support/create-test-app';

/** A clock the tests move by hand: lockouts, token lifetimes and reset links are minutes apart. */
export function handClock(start = '2026-11-01T12:00:00.000Z') {
  let now = Date.parse(start);
  return {
    clock: () => new Date(now),
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

/** A login through the public route, captcha solved, answer as the client gets it. */
export async function loginAttempt(t: TestApp, username: string, password: string) {
  return t.post('/user/authenticate', {
    action: 'USER_MANAGEMENT',
    function: 'login',
    version: 1,
    username,
    password,
    captcha: await t.captcha(),
  });
}

export async function lastMailTo(t: TestApp, email: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
  const mails = res.json().data as Array<{ to: string; text: string; subject: string }>;
  return mails.find((m) => m.to === email);
}

export function tokenFromMail(text: string): string {
  const m = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(m[1]);
}
