// This app's texts: the i18next namespace 'cards', one JSON file per language beside the code
// (src/locales/<language>/cards.json). Each language is its own chunk of this app, fetched only
// when that language is shown, so the texts deploy with the app.
import { registerNamespace } from '@qcard/runtime/i18n/i18n';

export const NAMESPACE = 'cards';

registerNamespace(NAMESPACE, {
  en: () => import(/* webpackChunkName: "locale-en-cards" */ '../locales/en/cards.json'),
  es: () => import(/* webpackChunkName: "locale-es-cards" */ '../locales/es/cards.json'),
});
