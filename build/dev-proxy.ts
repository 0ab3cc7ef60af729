// What a dev server forwards to the API (API_ORIGIN, default :8080): the calls, the public key
// and the configuration files the API serves (the list is the API's own, so a new file is
// proxied without anyone remembering to add it here).
import { CONFIG_FILES } from '../api/src/platform/config/app-config';

export const API_ORIGIN = process.env.API_ORIGIN || 'http://localhost:8080';

/** Paths of the portal that live on the API server, for a dev server's proxy. */
export function apiProxyPaths(extra: string[] = []): string[] {
  return ['/api', '/pbk.key', ...CONFIG_FILES.map((name) => `/${name}`), ...extra];
}

/** Rsbuild `server.proxy` forwarding those paths to API_ORIGIN. */
export function apiProxy(extra: string[] = []) {
  return [{ pathFilter: apiProxyPaths(extra), target: API_ORIGIN, changeOrigin: false }];
}
