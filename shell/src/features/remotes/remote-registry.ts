// Where each remote lives is read at run time from remotes.json (name -> manifest URL),
// so rolling one remote forward or back is an edit of that file, never a shell rebuild.
import { getLanguage, i18n } from '@qcard/runtime/i18n/i18n';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '@qcard/kit/remote/remote-module';
import type { RemoteName } from '@qcard/contracts/routes';

export type RemoteLocations = Partial<Record<RemoteName, string>>;

let locations: Promise<RemoteLocations> | null = null;

async function fetchLocations(): Promise<RemoteLocations> {
  const res = await fetch('/remotes.json', {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  const data = (await res.json()) as RemoteLocations;
  registerRemotes(
    Object.entries(data).map(([name, entry]) => ({ name, entry: String(entry) })),
    { force: true },
  );
  return data;
}

export function remoteLocations(): Promise<RemoteLocations> {
  if (!locations) {
    locations = fetchLocations().catch((error: unknown) => {
      locations = null;
      throw error;
    });
  }
  return locations;
}

/** The manifest URL remotes.json gives `name` (it names the version deployed), if it could be read. */
export function remoteManifestUrl(name: RemoteName): Promise<string | undefined> {
  return remoteLocations().then(
    (all) => all[name],
    () => undefined,
  );
}

/** Lets the browser paint and handle input before going on (a macrotask, not a microtask). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Load a remote's routes module (`onRoutes` is told as soon as it is there). Transient failures are retried by the retry runtime plugin
 * (remote-retry-plugin.ts); what still fails here is reported by the error plugin and shown as
 * the slot's fallback.
 */
export async function loadRemoteModule(
  name: RemoteName,
  onRoutes?: (module: RemoteModule) => void,
): Promise<RemoteModule> {
  const all = await remoteLocations();
  if (!all[name]) throw new Error(`remotes.json has no entry for ${name}`);
  const mod = await loadRemote<RemoteModule | { default: RemoteModule }>(`${name}/routes`);
  const resolved =
    mod && 'pages' in mod ? mod : (mod as { default?: RemoteModule } | null)?.default;
  if (!resolved || !resolved.pages) throw new Error(`${name}/routes did not provide pages`);
  // The remote's entry, its routes module and its store ran in one task with what follows here;
  // a new task for the rest keeps each under the long-task line on a phone.
  await nextTask();
  // The page's code and first data start now, while its texts load (they do not depend on them).
  onRoutes?.(resolved);
  // The remote's texts in the page's language come before its first page: a remote whose texts
  // cannot be fetched is as broken as one whose code cannot, and shows the same fallback.
  await i18n.loadNamespaces(resolved.namespace);
  // i18next keeps a failed load as failed: a remote whose texts were cut off (the network dropped
  // half-way) asks again here when its page is opened again, instead of failing for good.
  if (!i18n.hasResourceBundle(getLanguage(), resolved.namespace))
    await i18n.reloadResources(getLanguage(), resolved.namespace);
  if (!i18n.hasResourceBundle(getLanguage(), resolved.namespace))
    throw new Error(`${name} texts (${resolved.namespace}) could not be loaded`);
  return resolved;
}

/** Before a manual Retry: forget what failed so the runtime fetches the manifest again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  locations = null;
  try {
    const all = await remoteLocations();
    const entry = all[name];
    if (entry) registerRemotes([{ name, entry }], { force: true });
  } catch {
    // remotes.json itself is unreachable; the next load reports it.
  }
}
