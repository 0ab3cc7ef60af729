// A remote's one exposed entry ('<remote>/routes') declared from its route table: each page's
// code fetched when the page is first shown (the shell's slot waits for it), the remote's store
// provider around every page, and what the shell may start before the page renders (its first
// API call and its code, together: the call waits on the server, the code on the main thread).
import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import type { RemoteModule } from '@qcard/kit/remote/remote-module';
import { loadConfigPart, type ConfigPart } from '@qcard/runtime/config/config-store';

/** A page loaded when first shown; `load` also starts its download ahead of that. */
export interface LazyPage<P = object> {
  Page: ComponentType<P>;
  load: () => Promise<unknown>;
}

/** The page `pick` names in the module `load` fetches, as a lazy component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props are whatever its component takes
export function lazyPage<M, P extends Record<string, any> = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  return {
    Page: lazy(() => load().then((m) => ({ default: pick(m) }))) as unknown as ComponentType<P>,
    load,
  };
}

/** What the shell starts for a route as soon as it is known: the page's first call, its code, or both. */
export interface RoutePreparation {
  data?: () => void;
  code?: Pick<LazyPage, 'load'>;
}

export interface RemoteDeclaration {
  store: Store;
  namespace: string;
  /** Route path (as in contracts/routes.ts) to the component that renders it. */
  pages: Record<string, ComponentType>;
  prepare?: Record<string, RoutePreparation>;
  /**
   * The config files only some pages read that this remote's pages and sagas use (its role's
   * message texts): read as soon as the shell knows the route, before the page's code is here.
   */
  config?: readonly ConfigPart[];
}

export function defineRemote({
  store,
  namespace,
  pages,
  prepare = {},
  config = [],
}: RemoteDeclaration): RemoteModule {
  const loadOwnConfig = () => {
    for (const part of config) void loadConfigPart(part);
  };
  function Root({ children }: { children: ReactNode }) {
    // A remote run alone (its own dev server) has no shell to call prepare.
    useEffect(loadOwnConfig, []);
    return <Provider store={store}>{children}</Provider>;
  }
  return {
    pages,
    Root,
    prepare: (routePath) => {
      loadOwnConfig();
      const preparation = prepare[routePath];
      preparation?.data?.();
      void preparation?.code?.load();
    },
    namespace,
    version: process.env.APP_VERSION ?? 'dev',
  };
}
