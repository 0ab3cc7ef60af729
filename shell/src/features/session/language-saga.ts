// The language choice lasts (docs/i18n.md). The footer's selector switches the
// page (setLanguage: local storage, <html lang>, no reload); for a signed-in user this saga also
// saves the choice on the server (POST /user/language). A failed save keeps the choice on this
// page and says so, without blocking anything.
// At sign-in, and for the session found at page start, the user's saved language wins over the
// page's; a user who never chose one keeps the page's, and a Spanish page saves Spanish for them
// (a visitor who picked Español and then signs in stays in Español).
import { portalText } from '@qcard/runtime/bus/alert-text';
import { call, fork, take, takeLatest } from 'redux-saga/effects';
import { busChannel } from '@qcard/kit/store/create-remote-store';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { UpdateLanguageCall } from '@qcard/contracts/auth-calls';
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { getLanguage, isLanguage, setLanguage, type Language } from '@qcard/runtime/i18n/i18n';
import { readSession, setUser } from '@qcard/runtime/session/session-storage';
import type { SessionUser } from '@qcard/contracts/domain';
import type { UpdateLanguageRequest } from '@qcard/contracts/auth-api';

/** The alert source of a failed save: the next successful save ends it. */
export const LANGUAGE_SAVE_SOURCE = 'shell/language';

/**
 * A signed-in user's choice not yet saved on the server, kept in this browser with the user's id:
 * a page reloaded before the save answers keeps the browser's choice (and saves it) instead of
 * going back to the account's older one.
 */
const UNSAVED_KEY = 'qcard.lang.unsaved';

function unsavedChoice(userId: number): Language | null {
  try {
    const [id, language] = (window.localStorage.getItem(UNSAVED_KEY) ?? '').split(':');
    return id === String(userId) && isLanguage(language) ? language : null;
  } catch {
    return null;
  }
}

function keepUnsavedChoice(userId: number, language: Language | null): void {
  try {
    if (language) window.localStorage.setItem(UNSAVED_KEY, `${userId}:${language}`);
    else window.localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

function signedInUser(): SessionUser | null {
  const { token, user } = readSession();
  return token && user ? user : null;
}

/** POST /user/language; on success the stored user carries the saved language. */
export function* saveLanguage(language: Language) {
  const body: UpdateLanguageRequest & Record<string, unknown> = { language };
  const res: CallResult<{ language: Language }> = yield call(
    callContract,
    UpdateLanguageCall,
    body,
    { ignoreSessionErrors: true },
  );
  if (res.status === 'SUCCESS') {
    const user = signedInUser();
    if (user) {
      yield call(setUser, { ...user, language });
      if (unsavedChoice(user.id) === language) keepUnsavedChoice(user.id, null);
    }
    yield call(settleAlerts, LANGUAGE_SAVE_SOURCE);
    return true;
  }
  yield call(raiseAlert, {
    type: 'warning',
    ...portalText('shell:language.saveFailed'),
    source: LANGUAGE_SAVE_SOURCE,
  });
  return false;
}

/** A user's session starts (sign-in, or a stored session at page start): apply or save their language. */
export function* applyUserLanguage(user: SessionUser) {
  const shown: Language = yield call(getLanguage);
  // This browser's choice that the last page could not save yet holds, and is saved now.
  const unsaved = unsavedChoice(user.id);
  if (unsaved && unsaved === shown) {
    if (user.language !== unsaved) yield call(saveLanguage, unsaved);
    else keepUnsavedChoice(user.id, null);
    return;
  }
  if (user.language && isLanguage(user.language)) {
    if (user.language !== shown) yield call(setLanguage, user.language);
    return;
  }
  // Never chosen: English is the default, so only a Spanish page is worth saving.
  if (shown === 'es') yield call(saveLanguage, 'es');
}

/** The footer's choice: saved for a signed-in user whose saved language differs. */
export function* onLanguageChanged({ language }: { language: string }) {
  if (!isLanguage(language)) return;
  const user: SessionUser | null = yield call(signedInUser);
  // A visitor's choice stays in this browser; the switch made for a user's saved language is already saved.
  if (!user || user.language === language) return;
  keepUnsavedChoice(user.id, language);
  yield call(saveLanguage, language);
}

function* watchSignIn() {
  const loggedIn = busChannel('session/loggedIn');
  while (true) {
    const { user } = (yield take(loggedIn)) as { user: SessionUser };
    yield call(applyUserLanguage, user);
  }
}

export function* languageSaga() {
  yield fork(watchSignIn);
  yield takeLatest(busChannel('i18n/languageChanged'), onLanguageChanged);
  const user: SessionUser | null = yield call(signedInUser);
  if (user) yield call(applyUserLanguage, user);
}
