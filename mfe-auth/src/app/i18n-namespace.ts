// This app's texts: the i18next namespace 'auth', one JSON file per language beside the code
// (src/locales/<language>/auth.json). Each language is its own chunk of this app, fetched only
// when that language is shown, so the texts deploy with the app.
import { registerNamespace } from '@qcard/runtime/i18n/i18n';

export const NAMESPACE = 'auth';

registerNamespace(NAMESPACE, {
  en: () => import(/* webpackChunkName: "locale-en-auth" */ '../locales/en/auth.json'),
  es: () => import(/* webpackChunkName: "locale-es-auth" */ '../locales/es/auth.json'),
});
