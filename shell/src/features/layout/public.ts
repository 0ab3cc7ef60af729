// What other features of the shell use of the layout.
export { followPageTitle } from './page-focus';
