import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Store, UnknownAction } from 'redux';
import { put, takeLatest } from 'redux-saga/effects';
import { raiseAlert } from '@qcard/runtime/bus/alerts';
import { Link } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { renderRemotePage, type StoreProvider } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER } from '@qcard/kit/test-support/test-users';

// A stand-in for react-redux's Provider: this page reads the store it is given directly.
let provided: Store | null = null;
const Provider: StoreProvider = ({ store, children }: { store: Store; children: ReactNode }) => {
  provided = store;
  return <>{children}</>;
};

const counter = (state = 0, action: UnknownAction) =>
  action.type === 'count/done' ? state + 1 : state;
function* rootSaga() {
  yield takeLatest('count/asked', function* () {
    yield put({ type: 'count/done' });
  });
}

function Page() {
  const { user } = useSession();
  return (
    <>
      <h1>Hello {user?.firstName ?? 'nobody'}</h1>
      <button
        type="button"
        onClick={() => raiseAlert({ type: 'info', source: 'demo/clicked', msg: 'Clicked' })}
      >
        Alert
      </button>
      <Link to="/next?x=1">Next</Link>
    </>
  );
}

it('renders the page signed in, with the real reducers and saga, recording alerts, actions and the location', async () => {
  const user = userEvent.setup({ delay: null });
  const { store, alerts, actions } = renderRemotePage(
    <Page />,
    { reducers: { counter }, rootSaga, Provider },
    { path: '/here', user: PATRON_USER },
  );
  expect(provided).toBe(store);
  expect(screen.getByRole('heading', { name: 'Hello Riley' })).toBeInTheDocument();
  store.dispatch({ type: 'count/asked' });
  expect(store.getState().counter).toBe(1);
  expect(actions.map((a) => a.type)).toEqual(['count/asked', 'count/done']);
  await user.click(screen.getByRole('button', { name: 'Alert' }));
  expect(alerts).toEqual([expect.objectContaining({ msg: 'Clicked' })]);
  expect(screen.getByTestId('location')).toHaveTextContent('/here');
  await user.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/next?x=1');
  expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
});

it('each render has a fresh store', () => {
  const { store } = renderRemotePage(
    <Page />,
    { reducers: { counter }, rootSaga, Provider },
    { user: null },
  );
  expect(store.getState().counter).toBe(0);
  expect(screen.getByRole('heading', { name: 'Hello nobody' })).toBeInTheDocument();
});
