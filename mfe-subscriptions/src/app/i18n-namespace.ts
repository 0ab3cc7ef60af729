// This app's texts: the i18next namespace 'subscriptions', one JSON file per language beside the code
// (src/locales/<language>/subscriptions.json). Each language is its own chunk of this app, fetched only
// when that language is shown, so the texts deploy with the app.
import { registerNamespace } from '@qcard/runtime/i18n/i18n';

export const NAMESPACE = 'subscriptions';

registerNamespace(NAMESPACE, {
  en: () =>
    import(/* webpackChunkName: "locale-en-subscriptions" */ '../locales/en/subscriptions.json'),
  es: () =>
    import(/* webpackChunkName: "locale-es-subscriptions" */ '../locales/es/subscriptions.json'),
});
