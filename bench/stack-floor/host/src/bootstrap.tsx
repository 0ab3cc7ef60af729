// The least a host of this stack does before a live login: one store with a saga, i18next through
// its React binding, react-router, and the remote's page through the federation runtime.
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { applyMiddleware, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { takeLatest } from 'redux-saga/effects';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

type SessionState = { signedIn: boolean };
const session = (
  state: SessionState = { signedIn: false },
  action: { type: string },
): SessionState => (action.type === 'session/signedIn' ? { signedIn: true } : state);
const sagas = createSagaMiddleware();
const store = createStore(session, applyMiddleware(sagas));
sagas.run(function* rootSaga() {
  yield takeLatest('session/signedIn', function* remember() {
    yield Promise.resolve();
  });
});

void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { shell: { title: 'Q Card', loading: 'Loading…' } } },
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
});

registerRemotes([{ name: 'floor_remote', entry: `${location.origin}/remote/mf-manifest.json` }]);
const LoginPage = lazy(async () => ({
  default: ((await loadRemote('floor_remote/routes')) as { default: ComponentType }).default,
}));

function Shell() {
  const { t } = useTranslation();
  return (
    <>
      <header>{t('title')}</header>
      <main>
        <Suspense fallback={<p>{t('loading')}</p>}>
          <Routes>
            <Route path="/" element={<LoginPage />} />
          </Routes>
        </Suspense>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  </Provider>,
);
