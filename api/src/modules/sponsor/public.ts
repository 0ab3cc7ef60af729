// What other domains may use of sponsor: everything else in this folder is its own.
export { companyOf, fieldError, listPage } from './sponsor-scope';
export { companyCards } from './company-card-routes';
export { employeeQuery } from './employee-queries';
