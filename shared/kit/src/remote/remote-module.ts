// What each remote's one exposed entry ('<remote>/routes') provides to the shell.
import type { ComponentType, ReactNode } from 'react';

export interface RemoteModule {
  /** Route path (as in contracts/routes.ts) to the page component that renders it. */
  pages: Record<string, ComponentType>;
  /** Wraps every page of the remote: its redux store provider. */
  Root: ComponentType<{ children: ReactNode }>;
  /**
   * The remote's i18next namespace (its texts, registered by its entry): the shell loads it in
   * the page's language before the first page of the remote renders.
   */
  namespace: string;
  /**
   * Called by the shell as soon as this module is loaded and the route is known, before the
   * page renders: start the page's code download and its first API call (shared/kit/src/api/
   * route-prefetch), so neither waits for the other or for the remote's texts. Optional: a
   * remote without it loads as before.
   */
  prepare?: (routePath: string, location: { pathname: string; search: string }) => void;
  /** The remote's build version, shown for operators. */
  version: string;
}
