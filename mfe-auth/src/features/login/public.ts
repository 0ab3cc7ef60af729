// What other features may use of login: the panel itself (the verify-email page signs a new
// account in right where it was confirmed).
export { LoginPanel } from './components/login-panel';
