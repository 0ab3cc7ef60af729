// This app's texts: the i18next namespace 'shell', one JSON file per language beside the code
// (src/locales/<language>/shell.json). Each language is its own chunk of this app, fetched only
// when that language is shown, so the texts deploy with the app.
import { registerNamespace } from '@qcard/runtime/i18n/i18n';

export const NAMESPACE = 'shell';

registerNamespace(NAMESPACE, {
  en: () => import(/* webpackChunkName: "locale-en-shell" */ '../locales/en/shell.json'),
  es: () => import(/* webpackChunkName: "locale-es-shell" */ '../locales/es/shell.json'),
});
