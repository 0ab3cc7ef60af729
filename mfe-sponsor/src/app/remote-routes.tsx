// The one exposed entry of this remote: its pages by route, and the store provider around them.
// Each page's code is fetched when the page is first shown (the shell's slot waits for it), so
// opening one page of the remote does not download the others; prepare() starts it, and the
// page's first API call, as soon as the shell knows the route.
import { lazy, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import { NAMESPACE } from './i18n-namespace';
import { SponsorOnly, type PageTitle } from './sponsor-only';
import { prefetchEmployeeSearch } from '../features/employees/store/employees-saga';
import { store } from './store';

const CompanyCardsPage = lazy(() => import('../features/company-cards/components/company-cards-page').then((m) => ({ default: m.CompanyCardsPage })));
const CardAllocationPage = lazy(() => import('../features/employees/components/card-allocation-page').then((m) => ({ default: m.CardAllocationPage })));
const EmployeeDetailPage = lazy(() => import('../features/employees/components/employee-detail-page').then((m) => ({ default: m.EmployeeDetailPage })));
const loadEmployeeListPage = () => import('../features/employees/components/employee-list-page');
const EmployeeListPage = lazy(() => loadEmployeeListPage().then((m) => ({ default: m.EmployeeListPage })));
const GroupDetailPage = lazy(() => import('../features/groups/components/group-detail-page').then((m) => ({ default: m.GroupDetailPage })));
const GroupListPage = lazy(() => import('../features/groups/components/group-list-page').then((m) => ({ default: m.GroupListPage })));

function Root({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

/** A sponsor page: a patron who opens it is told it is for sponsor administrators (the title is theirs, read in the page's language). */
function sponsorPage(Page: ComponentType, title: PageTitle): ComponentType {
  const Gated = () => (
    <SponsorOnly title={title}>
      <Page />
    </SponsorOnly>
  );
  Gated.displayName = `Sponsor(${Page.displayName ?? Page.name})`;
  return Gated;
}

const pages: Record<string, ComponentType> = {
  '/company_mgmt': sponsorPage(CompanyCardsPage, (t) => t('page.companyCards')),
  '/group_mgmt': sponsorPage(GroupListPage, (t) => t('page.groups')),
  '/group-detail': sponsorPage(GroupDetailPage, (t) => t('page.groupDetails')),
  '/emp_mgmt': sponsorPage(EmployeeListPage, (t) => t('page.employees')),
  '/create-employee': sponsorPage(EmployeeDetailPage, (t) => t('page.employeeDetails')),
  '/employee-detail': sponsorPage(EmployeeDetailPage, (t) => t('page.employeeDetails')),
  '/card-allocation': sponsorPage(CardAllocationPage, (t) => t('page.cardAllocation')),
};

/** The page's first data and its code, started together before the page renders (the call first: it waits on the server, the code on the main thread). */
const preparers: Record<string, () => void> = {
  '/emp_mgmt': () => {
    prefetchEmployeeSearch(store.getState());
    void loadEmployeeListPage();
  },
};

const prepare: RemoteModule['prepare'] = (routePath) => preparers[routePath]?.();

const remote: RemoteModule = { pages, Root, prepare, namespace: NAMESPACE, version: process.env.APP_VERSION ?? 'dev' };
export default remote;
