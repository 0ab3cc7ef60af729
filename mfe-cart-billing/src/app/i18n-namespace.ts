// This app's texts: the i18next namespace 'cartBilling', one JSON file per language beside the code
// (src/locales/<language>/cartBilling.json). Each language is its own chunk of this app, fetched only
// when that language is shown, so the texts deploy with the app.
import { registerNamespace } from '@qcard/runtime/i18n/i18n';

export const NAMESPACE = 'cartBilling';

registerNamespace(NAMESPACE, {
  en: () =>
    import(/* webpackChunkName: "locale-en-cartBilling" */ '../locales/en/cartBilling.json'),
  es: () =>
    import(/* webpackChunkName: "locale-es-cartBilling" */ '../locales/es/cartBilling.json'),
});
