// The one exposed entry of this remote: its pages by route, each fetched when first shown and
// shown to sponsor administrators only (a patron who opens one is told it is for them, under the
// page's title, read in the page's language); on /emp_mgmt the employee search starts with the
// page's code as soon as the shell knows the route.
import type { RoutePathOf } from '@qcard/contracts/routes';
import { defineRemote } from '@qcard/kit/remote/define-remote';
import { NAMESPACE } from './i18n-namespace';
import { SponsorOnly, type PageTitle } from './sponsor-only';
import { prefetchEmployeeSearch } from '../features/employees/store/employees-saga';
import { store } from './store';

const TITLES: Record<RoutePathOf<'mfe_sponsor'>, PageTitle> = {
  '/company_mgmt': (t) => t('page.companyCards'),
  '/group_mgmt': (t) => t('page.groups'),
  '/group-detail': (t) => t('page.groupDetails'),
  '/emp_mgmt': (t) => t('page.employees'),
  '/create-employee': (t) => t('page.employeeDetails'),
  '/employee-detail': (t) => t('page.employeeDetails'),
  '/card-allocation': (t) => t('page.cardAllocation'),
};

const employeeDetail = () => import('../features/employees/components/employee-detail-page');

export default defineRemote({
  remote: 'mfe_sponsor',
  store,
  namespace: NAMESPACE,
  config: ['sponsorMessages'],
  prefetch: { '/emp_mgmt': () => prefetchEmployeeSearch(store.getState()) },
  frame: (page, routePath) => <SponsorOnly title={TITLES[routePath]}>{page}</SponsorOnly>,
  pages: {
    '/company_mgmt': () => import('../features/company-cards/components/company-cards-page'),
    '/group_mgmt': () => import('../features/groups/components/group-list-page'),
    '/group-detail': () => import('../features/groups/components/group-detail-page'),
    '/emp_mgmt': () => import('../features/employees/components/employee-list-page'),
    '/create-employee': employeeDetail,
    '/employee-detail': employeeDetail,
    '/card-allocation': () => import('../features/employees/components/card-allocation-page'),
  },
});
