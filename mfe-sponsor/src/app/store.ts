import { createRemoteStore } from '@qcard/shared/store/create-remote-store';
import { spawn } from 'redux-saga/effects';
import { companyCardsReducer } from '../features/company-cards/store/company-cards-slice';
import { companyCardsSaga } from '../features/company-cards/store/company-cards-saga';
import { employeesReducer } from '../features/employees/store/employees-slice';
import { employeesSaga } from '../features/employees/store/employees-saga';
import { groupsReducer } from '../features/groups/store/groups-slice';
import { groupsSaga } from '../features/groups/store/groups-saga';

export const reducers = {
  companyCards: companyCardsReducer,
  employees: employeesReducer,
  groups: groupsReducer,
};

export function* rootSaga() {
  // spawn keeps one failing feature saga from stopping the others.
  yield spawn(companyCardsSaga);
  yield spawn(employeesSaga);
  yield spawn(groupsSaga);
}

export const store = createRemoteStore({ name: 'mfe-sponsor', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
