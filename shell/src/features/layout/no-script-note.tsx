import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { useLocation } from '@qcard/runtime/navigation/router';

/**
 * Says what a painted page cannot do without a script: only the landing page has a login and
 * answers. The live page draws it too, so the page it hydrates has it in the same place.
 */
export function NoScriptNote() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <noscript>
      <p className="qc-card shell-noscript">
        {t(pathname === '/' ? 'prerender.noscript' : 'prerender.noscriptPage')}
      </p>
    </noscript>
  );
}
