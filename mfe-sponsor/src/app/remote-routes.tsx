// The one exposed entry of this remote: its pages by route, and the store provider around them.
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { CompanyCardsPage } from '../features/company-cards/components/company-cards-page';
import { CardAllocationPage } from '../features/employees/components/card-allocation-page';
import { EmployeeDetailPage } from '../features/employees/components/employee-detail-page';
import { EmployeeListPage } from '../features/employees/components/employee-list-page';
import { GroupDetailPage } from '../features/groups/components/group-detail-page';
import { GroupListPage } from '../features/groups/components/group-list-page';
import { store } from './store';

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

const pages: Record<string, ComponentType> = {
  '/company_mgmt': CompanyCardsPage,
  '/group_mgmt': GroupListPage,
  '/group-detail': GroupDetailPage,
  '/emp_mgmt': EmployeeListPage,
  '/create-employee': EmployeeDetailPage,
  '/employee-detail': EmployeeDetailPage,
  '/card-allocation': CardAllocationPage,
};

const remote: RemoteModule = { pages, Root, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
