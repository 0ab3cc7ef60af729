// The language choice lasts: a signed-in user's choice is saved on the server,
// a failed save says so and keeps the choice, and a session that starts (sign-in, or the stored
// session at page start) takes the user's saved language, or saves a Spanish page's for a user
// who never chose.
import { expectSaga } from 'redux-saga-test-plan';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage, SessionUser } from '@qcard/contracts/domain';
import { getLanguage, setLanguage } from '@qcard/runtime/i18n/i18n';
import { readSession, setToken, setUser } from '@qcard/runtime/session/session-storage';
import { LANGUAGE_SAVE_SOURCE, languageSaga } from '../language-saga';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);

const signIn = (user: SessionUser = PATRON_USER) => {
  setToken('tok');
  setUser(user);
};

/** Runs the saga while `drive` acts; the saga's own awaits (language switch, API) settle within the run. */
async function run(drive: () => unknown = () => undefined) {
  const running = expectSaga(languageSaga).silentRun(50);
  await drive();
  return running;
}

let alerts: AlertMessage[] = [];
let settled: string[] = [];
const offs: Array<() => void> = [];
beforeEach(() => {
  alerts = [];
  settled = [];
  offs.push(
    bus.on('alerts/raised', (a) => alerts.push(a)),
    bus.on('alerts/settled', ({ source }) => settled.push(source)),
  );
  api.mockResolvedValue({ status: 'SUCCESS', data: { language: 'es' } });
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  api.mockReset();
  setToken(null);
  setUser(null);
  window.localStorage.clear();
});

describe('languageSaga: the footer choice', () => {
  it("saves a signed-in user's choice on the server and in the stored user", async () => {
    signIn();
    await run(() => setLanguage('es'));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/language' }),
      { language: 'es' },
      { ignoreSessionErrors: true },
    );
    expect(readSession().user?.language).toBe('es');
    expect(settled).toEqual([LANGUAGE_SAVE_SOURCE]);
    expect(alerts).toEqual([]);
  });

  it("a page reloaded before the save answers keeps the browser's choice and saves it, not the account's older one", async () => {
    signIn({ ...PATRON_USER, language: 'en' });
    // The choice is made, and the page goes away before the server answers.
    api.mockReturnValue(new Promise(() => undefined));
    await run(() => setLanguage('es'));
    expect(readSession().user?.language).toBe('en');
    // The reloaded page starts with the stored session (still 'en') and the browser's 'es'.
    api.mockReset();
    api.mockResolvedValue({ status: 'SUCCESS', data: { language: 'es' } });
    await run();
    expect(getLanguage()).toBe('es');
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/language' }),
      { language: 'es' },
      { ignoreSessionErrors: true },
    );
    expect(readSession().user?.language).toBe('es');
    // Saved: the next start takes the account's language again as usual.
    api.mockReset();
    await run();
    expect(api).not.toHaveBeenCalled();
    expect(getLanguage()).toBe('es');
  });

  it("another user's unsaved choice in this browser does not outweigh this user's saved language", async () => {
    signIn({ ...PATRON_USER, language: 'en' });
    api.mockReturnValue(new Promise(() => undefined));
    await run(() => setLanguage('es'));
    signIn({ ...PATRON_USER, id: 2, language: 'en' });
    api.mockReset();
    await run();
    expect(getLanguage()).toBe('en');
    expect(api).not.toHaveBeenCalled();
  });

  it("keeps a visitor's choice in this browser only", async () => {
    await run(() => setLanguage('es'));
    expect(api).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('qcard.lang')).toBe('es');
  });

  it('does not save again the language the user already has', async () => {
    signIn({ ...PATRON_USER, language: 'es' });
    // Page start: the saved Spanish is applied, then the footer picks Spanish again.
    await run(() => setLanguage('es'));
    expect(api).not.toHaveBeenCalled();
  });

  it('a failed save keeps the choice on the page and says so briefly, in the new language', async () => {
    signIn();
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475' });
    await run(() => setLanguage('es'));
    expect(getLanguage()).toBe('es');
    expect(readSession().user?.language).toBeUndefined();
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'warning',
        source: LANGUAGE_SAVE_SOURCE,
        msg: 'El idioma cambió en esta página, pero no pudimos guardarlo en su cuenta.',
      }),
    ]);
  });
});

describe('languageSaga: a session starts', () => {
  it('switches to the saved language at sign-in, without saving it again', async () => {
    await run(() => {
      signIn({ ...PATRON_USER, language: 'es' });
      bus.emit('session/loggedIn', { user: { ...PATRON_USER, language: 'es' } });
    });
    expect(getLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(api).not.toHaveBeenCalled();
  });

  it('a saved English wins over a Spanish page at sign-in', async () => {
    await setLanguage('es');
    await run(() => {
      signIn({ ...PATRON_USER, language: 'en' });
      bus.emit('session/loggedIn', { user: { ...PATRON_USER, language: 'en' } });
    });
    expect(getLanguage()).toBe('en');
    expect(api).not.toHaveBeenCalled();
  });

  it('saves Spanish for a user who never chose, when the visitor had picked Español', async () => {
    await setLanguage('es');
    await run(() => {
      signIn();
      bus.emit('session/loggedIn', { user: PATRON_USER });
    });
    expect(getLanguage()).toBe('es');
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/user/language' }),
      { language: 'es' },
      { ignoreSessionErrors: true },
    );
    expect(readSession().user?.language).toBe('es');
  });

  it('saves nothing for a user who never chose, on an English page', async () => {
    await run(() => {
      signIn();
      bus.emit('session/loggedIn', { user: PATRON_USER });
    });
    expect(getLanguage()).toBe('en');
    expect(api).not.toHaveBeenCalled();
  });

  it("applies the stored session user's language at page start", async () => {
    signIn({ ...PATRON_USER, language: 'es' });
    await run();
    expect(getLanguage()).toBe('es');
    expect(api).not.toHaveBeenCalled();
  });
});
