import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { rootSagaOf } from '@qcard/kit/store/root-saga';
import { companyCardsReducer } from '../features/company-cards/store/company-cards-slice';
import { companyCardsSaga } from '../features/company-cards/store/company-cards-saga';
import { employeesReducer } from '../features/employees/store/employees-slice';
import { employeesSaga } from '../features/employees/store/employees-saga';
import { groupsReducer } from '../features/groups/store/groups-slice';
import { groupsSaga } from '../features/groups/store/groups-saga';
import { weeklyDigestReducer } from '../features/weekly-digest/store/weekly-digest-slice';
import { weeklyDigestSaga } from '../features/weekly-digest/store/weekly-digest-saga';

export const reducers = {
  companyCards: companyCardsReducer,
  employees: employeesReducer,
  groups: groupsReducer,
  weeklyDigest: weeklyDigestReducer,
};

export const rootSaga = rootSagaOf(companyCardsSaga, employeesSaga, groupsSaga, weeklyDigestSaga);

export const store = createRemoteStore({ name: 'mfe-sponsor', reducers, rootSaga });
export type RootState = ReturnType<typeof store.getState>;
