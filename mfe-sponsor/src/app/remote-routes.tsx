// The one exposed entry of this remote: its pages by route, each fetched when first shown and
// shown to sponsor administrators only; on /emp_mgmt the employee search and the page's code
// start as soon as the shell knows the route.
import type { ComponentType } from 'react';
import { defineRemote, lazyPage } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { SponsorOnly, type PageTitle } from './sponsor-only';
import { prefetchEmployeeSearch } from '../features/employees/store/employees-saga';
import { store } from './store';

const CompanyCardsPage = lazyPage(
  () => import('../features/company-cards/components/company-cards-page'),
  (m) => m.CompanyCardsPage,
).Page;
const CardAllocationPage = lazyPage(
  () => import('../features/employees/components/card-allocation-page'),
  (m) => m.CardAllocationPage,
).Page;
const EmployeeDetailPage = lazyPage(
  () => import('../features/employees/components/employee-detail-page'),
  (m) => m.EmployeeDetailPage,
).Page;
const employeeList = lazyPage(
  () => import('../features/employees/components/employee-list-page'),
  (m) => m.EmployeeListPage,
);
const EmployeeListPage = employeeList.Page;
const GroupDetailPage = lazyPage(
  () => import('../features/groups/components/group-detail-page'),
  (m) => m.GroupDetailPage,
).Page;
const GroupListPage = lazyPage(
  () => import('../features/groups/components/group-list-page'),
  (m) => m.GroupListPage,
).Page;

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

export default defineRemote({
  store,
  namespace: NAMESPACE,
  config: ['sponsorMessages'],
  pages: {
    '/company_mgmt': sponsorPage(CompanyCardsPage, (t) => t('page.companyCards')),
    '/group_mgmt': sponsorPage(GroupListPage, (t) => t('page.groups')),
    '/group-detail': sponsorPage(GroupDetailPage, (t) => t('page.groupDetails')),
    '/emp_mgmt': sponsorPage(EmployeeListPage, (t) => t('page.employees')),
    '/create-employee': sponsorPage(EmployeeDetailPage, (t) => t('page.employeeDetails')),
    '/employee-detail': sponsorPage(EmployeeDetailPage, (t) => t('page.employeeDetails')),
    '/card-allocation': sponsorPage(CardAllocationPage, (t) => t('page.cardAllocation')),
  },
  prepare: {
    '/emp_mgmt': { data: () => prefetchEmployeeSearch(store.getState()), code: employeeList },
  },
});
