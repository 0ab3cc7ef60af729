import { useCallback, useEffect, useState } from 'react';
import type { RemoteModule } from '@qcard/shared/contracts/remote-module';
import type { RemoteName } from '@qcard/shared/contracts/routes';
import { loadRemoteModule, resetRemote } from './remote-registry';
import { RemoteErrorBoundary, RemoteFallback } from './remote-error-boundary';

const loaded = new Map<RemoteName, RemoteModule>();

type SlotState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'error' };

/** Renders one route of a remote, with its own loading state and fallback. */
export function RemoteSlot({ remote, routePath }: { remote: RemoteName; routePath: string }) {
  const cached = loaded.get(remote);
  const [state, setState] = useState<SlotState>(cached ? { status: 'ready', module: cached } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(remote)) {
      setState({ status: 'ready', module: loaded.get(remote)! });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadRemoteModule(remote)
      .then((module) => {
        loaded.set(remote, module);
        if (live) setState({ status: 'ready', module });
      })
      .catch((error: unknown) => {
        console.error(`[shell] could not load ${remote}`, error);
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    loaded.delete(remote);
    void resetRemote(remote).then(() => setAttempt((n) => n + 1));
  }, [remote]);

  if (state.status === 'loading') {
    return (
      <div className="shell-remote-loading" role="status" aria-live="polite">
        <span className="qc-spinner" aria-hidden="true" /> Loading…
      </div>
    );
  }
  if (state.status === 'error') return <RemoteFallback remote={remote} onRetry={retry} />;

  const Page = state.module.pages[routePath];
  const { Root } = state.module;
  if (!Page) return <RemoteFallback remote={remote} onRetry={retry} />;
  return (
    <RemoteErrorBoundary remote={remote} onRetry={retry} key={attempt}>
      <div data-remote={remote} data-remote-version={state.module.version}>
        <Root>
          <Page />
        </Root>
      </div>
    </RemoteErrorBoundary>
  );
}
