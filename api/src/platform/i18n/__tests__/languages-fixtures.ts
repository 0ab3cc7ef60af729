import type { TestApp } from '../../../test-support/create-test-app';

export interface CallOptions {
  token?: string;
  language?: string;
}

const api = (t: TestApp, p: string) => `${t.app.qcard.settings.apiBase}${p}`;

/** A call as the browser makes it: bearer token and Accept-Language only when given. */
export async function callIn(
  t: TestApp,
  p: string,
  body: Record<string, unknown>,
  options: CallOptions = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: api(t, p),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    payload: JSON.stringify(body),
  });
  return {
    res,
    envelope: res.json() as {
      status: string;
      msgCode: string | null;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's data differs
      data: any;
      errorMessage: string | null;
      errorTexts?: Record<string, string> | null;
    },
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
}

export async function mailboxOf(t: TestApp): Promise<Mail[]> {
  const res = await t.app.inject({ method: 'GET', url: api(t, '/demo/mailbox') });
  return (res.json() as { data: Mail[] }).data;
}
