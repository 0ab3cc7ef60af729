// react-i18next as the apps use it: the provider, the hook and the instance setter. Shared as a
// singleton module of this package instead of the whole library (Trans, SSR helpers and
// withTranslation, which the landing page never uses, were 10 KB gzip of it), as the router is:
// one React context for the shell and every remote. Apps import from here, never from
// 'react-i18next' (lint), so a second copy with its own context cannot slip in. Sentences with
// an element inside: ./text-with-elements.
export { I18nextProvider, setI18n, useTranslation } from 'react-i18next';
