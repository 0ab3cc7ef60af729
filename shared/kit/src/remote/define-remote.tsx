// A remote's one exposed entry ('<remote>/routes') declared from the route table: a page for each
// of the remote's routes (the type names them all, so none is missed or made up), each page's
// code fetched when the page is first shown (React.lazy of the page module's default export), the
// remote's store provider around every page, and what the shell starts as soon as it knows the
// route: the page's code and its first API call, together (the call waits on the server, the code
// on the main thread).
import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from 'redux';
import type { Saga } from 'redux-saga';
import type { RemoteName, RoutePathOf } from '@qcard/contracts/routes';
import type { RemoteModule } from '@qcard/kit/remote/remote-module';
import { loadConfigPart, type ConfigPart } from '@qcard/runtime/config/config-store';
import { startFeatureSagas } from '@qcard/kit/store/create-remote-store';

/**
 * A page's module: its page the default export, and the feature sagas the page dispatches to
 * (started on the remote's store when the module arrives; the entry runs none of them).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props are whatever its component takes
type PageLoader = () => Promise<{ default: ComponentType<any>; sagas?: readonly Saga[] }>;

/**
 * Where a route's page comes from: its module (fetched when first shown); one page's module with
 * this route's props (a page with variants); or a page in the entry itself.
 */
export type PageSource =
  PageLoader | { load: PageLoader; props: Record<string, unknown> } | { Page: ComponentType };

export interface RemoteDeclaration<R extends RemoteName> {
  /** This remote's name in the route table (shared/contracts/src/routes.ts). */
  remote: R;
  store: Store;
  namespace: string;
  /** Every route of this remote in the table, to its page. */
  pages: Record<RoutePathOf<R>, PageSource>;
  /** A route's first API call, started with the page's code as soon as the shell knows the route. */
  prefetch?: Partial<Record<RoutePathOf<R>, () => void>>;
  /** Around every page, its code still on the way or not (the sponsor's pages are for sponsors only). */
  frame?: (page: ReactNode, routePath: RoutePathOf<R>) => ReactNode;
  /**
   * The config files only some pages read that this remote's pages and sagas use (its role's
   * message texts): read as soon as the shell knows the route, before the page's code is here.
   */
  config?: readonly ConfigPart[];
}

function loaderOf(source: PageSource): PageLoader | null {
  if (typeof source === 'function') return source;
  return 'load' in source ? source.load : null;
}

export function defineRemote<R extends RemoteName>({
  store,
  namespace,
  pages,
  prefetch = {},
  frame,
  config = [],
}: RemoteDeclaration<R>): RemoteModule {
  // A page's sagas run from the moment its code is here, however it came (prepare, or shown).
  const arrive = (load: PageLoader) =>
    load().then((module) => {
      startFeatureSagas(store, module.sagas ?? []);
      return module;
    });
  // One lazy component per module: routes showing the same page share its code and its state.
  const lazyPages = new Map<PageLoader, ComponentType<Record<string, unknown>>>();
  const lazyPage = (load: PageLoader) => {
    let Page = lazyPages.get(load);
    if (!Page) {
      Page = lazy(() => arrive(load));
      lazyPages.set(load, Page);
    }
    return Page;
  };
  const pageOf = (routePath: RoutePathOf<R>, source: PageSource): ComponentType => {
    let Page: ComponentType;
    if (typeof source === 'function') Page = lazyPage(source);
    else if ('Page' in source) Page = source.Page;
    else {
      const { load, props } = source;
      const Shared = lazyPage(load);
      Page = () => <Shared {...props} />;
    }
    if (!frame) return Page;
    const Framed = () => frame(<Page />, routePath);
    Framed.displayName = `Framed(${routePath})`;
    return Framed;
  };
  const entries = Object.entries(pages) as Array<[RoutePathOf<R>, PageSource]>;
  const loadOwnConfig = () => {
    for (const part of config) void loadConfigPart(part);
  };
  function Root({ children }: { children: ReactNode }) {
    // A remote run alone (its own dev server) has no shell to call prepare.
    useEffect(loadOwnConfig, []);
    return <Provider store={store}>{children}</Provider>;
  }
  return {
    pages: Object.fromEntries(entries.map(([path, source]) => [path, pageOf(path, source)])),
    Root,
    prepare: (routePath) => {
      loadOwnConfig();
      const path = routePath as RoutePathOf<R>;
      prefetch[path]?.();
      const source = pages[path] as PageSource | undefined;
      const load = source ? loaderOf(source) : null;
      if (load) void arrive(load).catch(() => undefined);
    },
    namespace,
    version: process.env.APP_VERSION ?? 'dev',
  };
}
