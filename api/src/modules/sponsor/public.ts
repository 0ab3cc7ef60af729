// What other domains may use of sponsor: everything else in this folder is its own.
export { companyOf } from './sponsor-scope';
