import { createRemoteStore } from '@qcard/kit/store/create-remote-store';
import { companyCardsReducer } from '../features/company-cards/store/company-cards-slice';
import { employeesReducer } from '../features/employees/store/employees-slice';
import { groupsReducer } from '../features/groups/store/groups-slice';
import { weeklyDigestReducer } from '../features/weekly-digest/store/weekly-digest-slice';

export const reducers = {
  companyCards: companyCardsReducer,
  employees: employeesReducer,
  groups: groupsReducer,
  weeklyDigest: weeklyDigestReducer,
};

// No saga runs from the start: each page's module names its own (remote-routes.tsx).
export const store = createRemoteStore({ name: 'mfe-sponsor', reducers });
export type RootState = ReturnType<typeof store.getState>;
