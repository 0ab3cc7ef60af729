// What the production-safe tests share: the public origin production is given, a clock the tests
// move, and the password reset by mail the owner of a locked account uses.
import type { TestApp } from '../../../test-support/create-test-app';

export const ORIGIN = 'https://portal.example';

export function handClock(start: string) {
  const clock = {
    now: Date.parse(start),
    at: () => new Date(clock.now),
    advance: (seconds: number) => {
      clock.now += seconds * 1000;
    },
  };
  return clock;
}

export async function mailsTo(
  app: TestApp,
  email: string,
): Promise<Array<{ to: string; text: string }>> {
  const res = await app.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
  return (res.json().data as Array<{ to: string; text: string }>).filter((m) => m.to === email);
}

function resetTokenOf(text: string): string {
  const m = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!m?.[1]) throw new Error('no reset link in the mail');
  return decodeURIComponent(m[1]);
}

export async function resetPassword(app: TestApp, email: string, password: string): Promise<void> {
  const asked = await app.post('/user/forgotpassword', { email, captcha: await app.captcha() });
  expect(asked.envelope.status).toBe('SUCCESS');
  const [mail] = await mailsTo(app, email);
  const done = await app.post('/user/newpassword', {
    token: resetTokenOf(mail?.text ?? ''),
    newpassword: password,
    confirmpassword: password,
  });
  expect(done.envelope).toMatchObject({ status: 'SUCCESS' });
}
