import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from '@qcard/shared/navigation/router';
import { useSession } from '@qcard/shared/session/use-session';

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
    console.error(`[shell] ${this.props.remote} failed while rendering`, error, info.componentStack);
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

export function RemoteFallback({ remote, onRetry, reason }: { remote: string; onRetry: () => void; reason?: string }) {
  // A visitor has no menu: the fallback offers the public pages other remotes serve.
  const signedIn = Boolean(useSession().user);
  return (
    <section
      className="qc-card shell-remote-fallback"
      role="alert"
      aria-live="assertive"
      data-remote-fallback={remote}
      data-remote-error={reason}
    >
      <h2>This part of the portal is not available right now</h2>
      {signedIn ? (
        <p>
          We could not load this page. The rest of the portal still works: use the menu to go elsewhere, or try
          again in a moment.
        </p>
      ) : (
        <p>We could not load this page. Try again in a moment, or go on with what still works:</p>
      )}
      {!signedIn && (
        <ul className="shell-remote-fallback__links">
          {remote !== 'mfe_cards' && (
            <li>
              <Link to="/unreg-recharge">Reload a card by its serial number</Link>
            </li>
          )}
          {remote !== 'mfe_auth' && (
            <li>
              <Link to="/">Sign in</Link>
            </li>
          )}
        </ul>
      )}
      <button type="button" className="qc-btn" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
