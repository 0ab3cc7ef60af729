import { createRoot } from 'react-dom/client';
import { I18nextProvider } from '@qcard/shared/i18n/react-i18n';
import '@qcard/shared/styles/tokens.css';
import '@qcard/shared/styles/base.css';
import './app/shell.css';
import { COMMON_NS, i18n, i18nReady } from '@qcard/shared/i18n/i18n';
import { NAMESPACE } from './app/i18n-namespace';
import { App } from './app/app';

const container = document.getElementById('root');
// The shell's and the UI kit's texts in the chosen language first (two small chunks, fetched
// together) and i18next started, so the first paint is already in that language and nothing in
// it waits again.
void Promise.allSettled([i18nReady, i18n.loadNamespaces([COMMON_NS, NAMESPACE])]).finally(() => {
  if (!container) return;
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>,
  );
});
