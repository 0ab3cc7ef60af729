// The least a remote of this stack shows as a live login: its own store with a saga, a
// react-final-form form and its texts through i18next.
import { useMemo } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { applyMiddleware, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field, Form } from 'react-final-form';

i18next.addResourceBundle('en', 'auth', {
  username: 'Username',
  password: 'Password',
  login: 'Login',
  required: 'Required',
});

type LoginState = { pending: boolean; failed: boolean };
type LoginAction = { type: string; payload?: { username: string; password: string } };
const login = (
  state: LoginState = { pending: false, failed: false },
  action: LoginAction,
): LoginState => {
  if (action.type === 'login/submitted') return { pending: true, failed: false };
  if (action.type === 'login/failed') return { pending: false, failed: true };
  return state;
};

async function authenticate(payload: LoginAction['payload']): Promise<boolean> {
  const res = await fetch('/api/user/authenticate', {
    method: 'POST',
    body: JSON.stringify(payload),
  });
  return res.ok;
}

function* submitLogin(action: LoginAction) {
  const ok: boolean = yield call(authenticate, action.payload);
  yield put({ type: ok ? 'session/signedIn' : 'login/failed' });
}

function createLoginStore() {
  const sagas = createSagaMiddleware();
  const store = createStore(login, applyMiddleware(sagas));
  sagas.run(function* root() {
    yield takeLatest('login/submitted', submitLogin);
  });
  return store;
}

type Values = { username?: string; password?: string };

function LoginForm() {
  // The remote's own copy of the binding: the instance is the host's, through the i18next singleton.
  const { t } = useTranslation('auth', { i18n: i18next });
  const dispatch = useDispatch();
  const required = (value?: string) => (value ? undefined : t('required'));
  return (
    <Form<Values>
      onSubmit={(values) => void dispatch({ type: 'login/submitted', payload: values })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} data-floor-live="">
          {(['username', 'password'] as const).map((name) => (
            <Field<string> key={name} name={name} validate={required}>
              {({ input, meta }) => (
                <label>
                  {t(name)}
                  <input {...input} type={name === 'password' ? 'password' : 'text'} />
                  {meta.touched && meta.error ? <span role="alert">{meta.error}</span> : null}
                </label>
              )}
            </Field>
          ))}
          <button type="submit">{t('login')}</button>
        </form>
      )}
    />
  );
}

export default function LoginPage() {
  const store = useMemo(createLoginStore, []);
  return (
    <Provider store={store}>
      <LoginForm />
    </Provider>
  );
}
