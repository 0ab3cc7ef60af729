// Why each remote last failed to load, as the error plugin saw it: the fallback names it for
// support (data-remote-error) and the console line names the remote, the step and the cause.
import type { RemoteName } from '@qcard/contracts/routes';

const failures = new Map<string, string>();

/** The remote's name from what the runtime passes (an id like "mfe_cards/routes" or a manifest URL). */
export function remoteNameOf(id: string): string {
  const fromUrl = /\/apps\/(mfe-[a-z-]+)\//.exec(id)?.[1];
  if (fromUrl) return fromUrl.replace(/-/g, '_');
  return id.split('/')[0] ?? id;
}

export function recordRemoteFailure(id: string, step: string, error: unknown): string {
  const name = remoteNameOf(id);
  const cause = error instanceof Error ? error.message : String(error);
  const reason = `${step}: ${cause.split('\n')[0]}`.slice(0, 300);
  failures.set(name, reason);
  return name;
}

export function remoteFailure(name: RemoteName): string | undefined {
  return failures.get(name);
}

export function forgetRemoteFailure(name: RemoteName): void {
  failures.delete(name);
}
