import { Suspense, useCallback, useEffect, useState } from 'react';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import type { RemoteName } from '@qcard/shared/contracts/routes';
import { loadRemoteModule, resetRemote } from './remote-registry';
import { RemoteErrorBoundary, RemoteFallback } from './remote-error-boundary';
import { forgetRemoteFailure, recordRemoteFailure, remoteFailure } from './remote-failures';
import { useTranslation } from '@qcard/shared/i18n/react-i18n';
import { forgetPrerenderedSlot, prerenderedSlotHtml } from './prerendered-slot';

const loaded = new Map<RemoteName, RemoteModule>();

/**
 * A remote still loading after this long shows its fallback (with Retry) instead of a spinner
 * that may never end: a server that accepts the request and never answers is the worst case.
 * It still appears if it arrives later.
 */
export const REMOTE_SLOW_MS = 12_000;

type SlotState = { status: 'loading' } | { status: 'slow' } | { status: 'ready'; module: RemoteModule } | { status: 'error' };

/** What a slot shows while its remote loads (also the build-time page of a route without painted HTML). */
export function RemoteLoading({ text }: { text: string }) {
  return (
    <div className="shell-remote-loading" role="status" aria-live="polite">
      <span className="qc-spinner" aria-hidden="true" /> {text}
    </div>
  );
}

/** Renders one route of a remote, with its own loading state and fallback. */
export function RemoteSlot({ remote, routePath }: { remote: RemoteName; routePath: string }) {
  const cached = loaded.get(remote);
  const [state, setState] = useState<SlotState>(cached ? { status: 'ready', module: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { t } = useTranslation('shell');
  // Read at the first render only: the painted page stands in while this slot loads.
  const [painted] = useState(() => (cached ? null : prerenderedSlotHtml(remote, routePath)));

  useEffect(() => {
    if (loaded.has(remote)) {
      setState({ status: 'ready', module: loaded.get(remote)! });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    const slow = setTimeout(() => {
      if (live) setState((current) => (current.status === 'loading' ? { status: 'slow' } : current));
    }, REMOTE_SLOW_MS);
    loadRemoteModule(remote)
      .then((module) => {
        loaded.set(remote, module);
        forgetRemoteFailure(remote);
        forgetPrerenderedSlot();
        if (live) setState({ status: 'ready', module });
      })
      .catch((error: unknown) => {
        // The error plugin has named the cause when the runtime failed; a shared-version
        // mismatch or a bad module is named here.
        if (!remoteFailure(remote)) recordRemoteFailure(remote, 'load', error);
        forgetPrerenderedSlot();
        console.error(`[shell] could not load ${remote}: ${remoteFailure(remote) ?? ''}`);
        if (live) setState({ status: 'error' });
      })
      .finally(() => clearTimeout(slow));
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    loaded.delete(remote);
    forgetRemoteFailure(remote);
    void resetRemote(remote).then(() => setAttempt((n) => n + 1));
  }, [remote]);

  const loading = <RemoteLoading text={t('remote.loading')} />;
  if (state.status === 'loading') {
    // A div like the live page's wrapper below, so the painted copy and the page take the same
    // box; not marked data-remote, which says the remote itself is here.
    if (painted !== null && attempt === 0) return <div data-prerendered-slot={remote} aria-busy="true" dangerouslySetInnerHTML={{ __html: painted }} />;
    return loading;
  }
  if (state.status === 'error' || state.status === 'slow') return <RemoteFallback remote={remote} onRetry={retry} reason={state.status === 'slow' ? 'timeout: still loading' : remoteFailure(remote)} />;

  const Page = state.module.pages[routePath];
  const { Root } = state.module;
  if (!Page) return <RemoteFallback remote={remote} onRetry={retry} />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} key={attempt}>
      <div data-remote={remote} data-remote-version={state.module.version}>
        {/* A page the remote fetches when first shown, or texts still on their way, wait here. */}
        <Suspense fallback={loading}>
          <Root>
            <Page />
          </Root>
        </Suspense>
      </div>
    </RemoteErrorBoundary>
  );
}
