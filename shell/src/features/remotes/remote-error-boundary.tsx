import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '@qcard/runtime/navigation/router';
import { useSession } from '@qcard/runtime/session/use-session';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { RemoteName } from '@qcard/contracts/routes';
import { followPageTitle } from '../layout/public';
import { reportRemoteLoad } from './remote-load-reports';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** The innermost layer: a remote that throws while rendering fails only in its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[shell] ${this.props.remote} failed while rendering`,
      error,
      info.componentStack,
    );
    reportRemoteLoad(this.props.remote as RemoteName, 'render-error', null);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <RemoteFallback remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}

export function RemoteFallback({
  remote,
  onRetry,
  reason,
}: {
  remote: string;
  onRetry: () => void;
  reason?: string;
}) {
  // A visitor has no menu: the fallback offers the public pages other remotes serve.
  const signedIn = Boolean(useSession().user);
  const { t } = useTranslation('shell');
  return (
    <section
      className="qc-card shell-remote-fallback"
      role="alert"
      aria-live="assertive"
      data-remote-fallback={remote}
      data-remote-error={reason}
    >
      {/* The slot is the page: its title is the page's one h1, focused after the navigation as any page's is. */}
      <h1 className="shell-remote-fallback__title">{t('remote.unavailable')}</h1>
      <p>{t(signedIn ? 'remote.unavailable.signedIn' : 'remote.unavailable.visitor')}</p>
      {!signedIn && (
        <ul className="shell-remote-fallback__links">
          {remote !== 'mfe_cards' && (
            <li>
              <Link to="/unreg-recharge">{t('remote.link.reload')}</Link>
            </li>
          )}
          {remote !== 'mfe_auth' && (
            <li>
              <Link to="/">{t('remote.link.signIn')}</Link>
            </li>
          )}
        </ul>
      )}
      <button type="button" className="qc-btn" onClick={() => retryFollowingTitle(onRetry)}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/**
 * Retry goes away with the fallback, and focus with it: the page's title takes focus once it is
 * drawn (the skeleton's, then the remote's own), as after a navigation.
 */
function retryFollowingTitle(onRetry: () => void) {
  const main = document.getElementById('main');
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  onRetry();
  if (main) followPageTitle(main);
}
