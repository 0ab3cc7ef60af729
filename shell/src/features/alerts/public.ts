// What other shell features use of the alert area: the list itself and the page-change action.
export { ShellAlerts } from './alert-list';
export { alertsActions } from './alerts-slice';
