import {
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RemoteModule } from '@qcard/kit/remote/remote-module';
import { useLocation } from '@qcard/runtime/navigation/router';
import type { RemoteName } from '@qcard/contracts/routes';
import { PaintedRemotePage } from '@qcard/kit/remote/painted-remote-page';
import { loadRemoteModule, remoteManifestUrl, resetRemote } from './remote-registry';
import { failureOutcome, reportRemoteLoad, versionOfManifestUrl } from './remote-load-reports';
import { RemoteErrorBoundary, RemoteFallback } from './remote-error-boundary';
import { forgetRemoteFailure, recordRemoteFailure, remoteFailure } from './remote-failures';
import { paintedSlotDone, showingPaintedSlot, takePaintedSlot } from '../painted/public';
import { RemoteSkeleton } from './remote-skeleton';
import { useConnectivity } from '../offline/public';

const loaded = new Map<RemoteName, RemoteModule>();

/**
 * A remote still loading after this long shows its fallback (with Retry) instead of a spinner
 * that may never end: a server that accepts the request and never answers is the worst case.
 * It still appears if it arrives later.
 */
export const REMOTE_SLOW_MS = 12_000;

/** The remote's routes module starts the page's code and first API call; a failure there is the page's to meet. */
function prepare(
  module: RemoteModule,
  routePath: string,
  location: { pathname: string; search: string },
) {
  try {
    module.prepare?.(routePath, location);
  } catch (error) {
    console.error('[shell] preparing the page failed', error);
  }
}

/** Every state of a slot takes the same room (remote-slot.css). */
function Area({ children }: { children: ReactNode }) {
  return <div className="shell-remote-area">{children}</div>;
}

/**
 * The slot as the build-time frame draws it around the remote's page (app/prerender.tsx): the
 * same boxes and the same Suspense boundary as a slot hydrating over it, so React takes the
 * server's page as the boundary's content and keeps it until the remote's code is here.
 */
export function PaintedSlotShape({ children }: { children: ReactNode }) {
  return (
    <Area>
      <div>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </Area>
  );
}

/** Each remote's module, once it has arrived (a promise React's `use` reads). */
const arrivals = new Map<
  RemoteName,
  { promise: Promise<RemoteModule>; arrive: (m: RemoteModule) => void }
>();

function arrival(remote: RemoteName) {
  let entry = arrivals.get(remote);
  if (!entry) {
    let arrive: (m: RemoteModule) => void = () => undefined;
    const promise = new Promise<RemoteModule>((resolve) => (arrive = resolve));
    entry = { promise, arrive };
    arrivals.set(remote, entry);
  }
  return entry;
}

/**
 * The remote's page over the server's copy of it: it suspends until the remote's module is here
 * (the slot's effect loads it), then hydrates what the visitor has been using all along, typed
 * text, caret and ticks included. The painted page's styles go once it is live.
 */
function HydratedPage({
  remote,
  routePath,
  onLive,
}: {
  remote: RemoteName;
  routePath: string;
  onLive: () => void;
}) {
  const module = use(arrival(remote).promise);
  useLayoutEffect(onLive, [onLive]);
  const Page = module.pages[routePath];
  if (!Page) throw new Error(`${remote} has no page for ${routePath}`);
  return <PaintedRemotePage remote={module} Page={Page} />;
}

type SlotState =
  | { status: 'loading' }
  | { status: 'slow' }
  | { status: 'ready'; module: RemoteModule }
  | { status: 'error' };

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
  const [state, setState] = useState<SlotState>(
    cached ? { status: 'ready', module: cached } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // Read at the first render only: this slot hydrates over the server's copy of its page.
  const [hydrating] = useState(() => !cached && takePaintedSlot(remote, routePath));
  const { pathname, search } = useLocation();
  // The route as it was entered (the page itself follows later changes), and whether its page was
  // prepared. React keeps this slot when the rider moves to another route, so it is per route.
  const slotKey = `${remote} ${routePath}`;
  const entry = useRef({ key: slotKey, location: { pathname, search }, prepared: false });
  if (entry.current.key !== slotKey)
    entry.current = { key: slotKey, location: { pathname, search }, prepared: false };
  // A remote already loaded renders the page in this very render, and the page's own effects run
  // before this slot's: its first call must be on its way before them, so it starts here, once.
  if (cached && !entry.current.prepared) {
    entry.current.prepared = true;
    prepare(cached, routePath, entry.current.location);
  }

  useEffect(() => {
    if (loaded.has(remote)) {
      setState({ status: 'ready', module: loaded.get(remote)! });
      return;
    }
    let live = true;
    // Each load is reported once (remote-load-reports.ts): one that timed out is not reported again when it ends.
    let reported = false;
    const report = (outcome: Parameters<typeof reportRemoteLoad>[1], moduleVersion?: string) => {
      if (reported) return;
      reported = true;
      void remoteManifestUrl(remote).then((url) =>
        reportRemoteLoad(remote, outcome, versionOfManifestUrl(url) ?? moduleVersion),
      );
    };
    setState({ status: 'loading' });
    const slow = setTimeout(() => {
      report('timed-out');
      if (live)
        setState((current) => (current.status === 'loading' ? { status: 'slow' } : current));
    }, REMOTE_SLOW_MS);
    const current = entry.current;
    loadRemoteModule(remote, (module) => {
      if (!live || current.prepared) return;
      current.prepared = true;
      prepare(module, routePath, current.location);
    })
      .then((module) => {
        report('loaded', module.version);
        loaded.set(remote, module);
        forgetRemoteFailure(remote);
        arrival(remote).arrive(module);
        // The page's first render is the largest of the visit: in a transition React renders it in
        // slices of a few milliseconds, so a phone stays responsive while it is built, and commits
        // it in one go (what the slot shows until then, skeleton or painted copy, stays).
        if (live) startTransition(() => setState({ status: 'ready', module }));
      })
      .catch((error: unknown) => {
        // The error plugin has named the cause when the runtime failed; a shared-version
        // mismatch or a bad module is named here.
        if (!remoteFailure(remote)) recordRemoteFailure(remote, 'load', error);
        report(failureOutcome(remoteFailure(remote)));
        console.error(`[shell] could not load ${remote}: ${remoteFailure(remote) ?? ''}`);
        if (live) setState({ status: 'error' });
      })
      .finally(() => clearTimeout(slow));
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, [remote, routePath, attempt]);

  const retry = useCallback(() => {
    loaded.delete(remote);
    forgetRemoteFailure(remote);
    void resetRemote(remote).then(() => setAttempt((n) => n + 1));
  }, [remote]);

  // A remote that failed while the device was offline (docs/offline-app.md) tries again by itself
  // when the network is back: the rider should not meet a Retry button for a cause that is gone.
  const connectivity = useConnectivity();
  const wasOnline = useRef(connectivity === 'online');
  useEffect(() => {
    const online = connectivity === 'online';
    if (online && !wasOnline.current && (state.status === 'error' || state.status === 'slow'))
      retry();
    wasOnline.current = online;
  }, [connectivity, state.status, retry]);

  // While the server's copy of the page is on screen, its styles stay (painted-style.ts); they go
  // in the commit that hydrates it, or replaces it with the fallback.
  const overPainted =
    hydrating && attempt === 0 && state.status !== 'error' && state.status !== 'slow';
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (!overPainted) return undefined;
    release.current = showingPaintedSlot();
    return () => {
      release.current?.();
      paintedSlotDone();
    };
  }, [overPainted]);
  const onLive = useCallback(() => {
    release.current?.();
    paintedSlotDone();
  }, []);
  // One element for the hydrating boundary, whatever else this slot re-renders: a boundary still
  // holding the server's page that received new content would drop that page for its fallback.
  const hydratingBoundary = useMemo(
    () => (
      <Suspense fallback={<RemoteSkeleton routePath={routePath} />}>
        <HydratedPage remote={remote} routePath={routePath} onLive={onLive} />
      </Suspense>
    ),
    [remote, routePath, onLive],
  );

  const loading = <RemoteSkeleton routePath={routePath} />;
  if (state.status === 'loading' && !overPainted) return <Area>{loading}</Area>;
  if (state.status === 'error' || state.status === 'slow') {
    return (
      <Area>
        <RemoteFallback
          remote={remote}
          onRetry={retry}
          reason={state.status === 'slow' ? 'timeout: still loading' : remoteFailure(remote)}
        />
      </Area>
    );
  }

  const ready = state.status === 'ready' ? state.module : null;
  const Page = ready?.pages[routePath];
  if (ready && !Page) {
    return (
      <Area>
        <RemoteFallback remote={remote} onRetry={retry} />
      </Area>
    );
  }
  // The div is marked data-remote only once the remote itself is here. A page the remote fetches
  // when first shown, or texts still on their way, wait in the Suspense boundary; over the
  // server's page, that boundary is the one the frame drew (PaintedSlotShape).
  const where = ready ? { 'data-remote': remote, 'data-remote-version': ready.version } : {};
  return (
    <Area>
      <RemoteErrorBoundary remote={remote} onRetry={retry} key={attempt}>
        <div {...where}>
          {overPainted ? (
            hydratingBoundary
          ) : (
            <Suspense fallback={loading}>
              {ready && Page ? (
                <ready.Root>
                  <Page />
                </ready.Root>
              ) : null}
            </Suspense>
          )}
        </div>
      </RemoteErrorBoundary>
    </Area>
  );
}
