// The sponsor's bulk reload screen on its own store with the real slice and saga (the API client
// is the test's mock), at /recharge/default, with a stand-in cart page to go on to.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { spawn } from 'redux-saga/effects';
import { MemoryRouter, Route, Routes } from '@qcard/runtime/navigation/router';
import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { SponsorBulkReload } from '../features/sponsor-reload/components/sponsor-bulk-reload';
import { sponsorReloadReducer } from '../features/sponsor-reload/store/sponsor-reload-slice';
import { sponsorReloadSaga } from '../features/sponsor-reload/store/sponsor-reload-saga';

export function renderSponsorBulkReload() {
  const store = createRemoteStore({
    name: 'test',
    reducers: { sponsorReload: sponsorReloadReducer },
    rootSaga: function* root() {
      yield spawn(sponsorReloadSaga);
    },
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/recharge/default']}>
        <Routes>
          <Route path="/recharge/default" element={<SponsorBulkReload />} />
          <Route path="/user-cart" element={<h1>Cart page</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}
