// What other shell features use of the session: the Logout request, where the saga's
// navigation goes (and, for the layout's tests, how it goes there), and the idle warning the
// layout shows.
export { sessionActions } from './session-saga';
export { navigateTo, setNavigator, setPageLoader } from './logout';
export { IdleWarningDialog } from './idle-warning-dialog';
