// What other features use of password: the password rules text (the account page's change form).
export { PASSWORD_POLICY_TEXT } from './components/reset-password-page';
