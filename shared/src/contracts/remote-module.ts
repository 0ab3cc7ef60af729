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
  /** The remote's build version, shown for operators. */
  version: string;
}
