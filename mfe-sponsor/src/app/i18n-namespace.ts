// This app's texts: the i18next namespace 'sponsor', one JSON file per language beside the code
// (src/locales/<language>/sponsor.json). Each language is its own chunk of this app, fetched only
// when that language is shown, so the texts deploy with the app.
import { registerNamespace } from '@qcard/runtime/i18n/i18n';

export const NAMESPACE = 'sponsor';

registerNamespace(NAMESPACE, {
  en: () => import(/* webpackChunkName: "locale-en-sponsor" */ '../locales/en/sponsor.json'),
  es: () => import(/* webpackChunkName: "locale-es-sponsor" */ '../locales/es/sponsor.json'),
});
