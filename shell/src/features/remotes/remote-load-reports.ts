// What this browser met: each remote load's outcome and the page's Web Vitals,
// per app and the version actually loaded, queued and sent to POST /api/telemetry in batches
// with navigator.sendBeacon, so reporting never holds up a page or its unloading. A report holds
// the app, a version token, an outcome or a number: never a URL, a query or anything of the rider.
import type {
  RemoteLoadOutcome,
  TelemetryApp,
  TelemetryBatch,
  WebVitalName,
} from '@qcard/contracts/telemetry-api';
import type { RemoteName } from '@qcard/contracts/routes';

export const TELEMETRY_URL = '/api/telemetry';
/** A batch goes as soon as this many reports wait... */
export const FLUSH_AT = 10;
/** ...or this long after the first of them, or when the page is hidden or left. */
export const FLUSH_EVERY_MS = 15_000;
/** The API refuses a batch of more entries. */
const BATCH_MAX = 50;
/** What a page keeps while the API cannot be reached: reports beyond it are dropped, not piled up. */
const QUEUE_MAX = 200;

const VERSION_TOKEN = /^[0-9A-Za-z._+-]{1,40}$/;

type LoadReport = NonNullable<TelemetryBatch['loads']>[number];
type VitalReport = NonNullable<TelemetryBatch['vitals']>[number];

let loads: LoadReport[] = [];
let vitals: VitalReport[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
/** The version each app loaded in this page, for reports that come later (render errors, vitals). */
const loadedVersions = new Map<TelemetryApp, string>();

/** mfe_cards -> mfe-cards (the app's name in the deploy state and the reports). */
export function appOf(remote: RemoteName | 'shell'): TelemetryApp {
  return remote.replace(/_/g, '-') as TelemetryApp;
}

/** A version as reports carry it: a short token, else "unknown". */
export function versionToken(version: string | null | undefined): string {
  return version && VERSION_TOKEN.test(version) ? version : 'unknown';
}

/** The deployed version in a remote's manifest URL (/apps/<app>/<version>/mf-manifest.json), if it names one. */
export function versionOfManifestUrl(url: string | undefined): string | null {
  const match = url ? /\/apps\/[a-z-]+\/([^/?#]+)\//.exec(url) : null;
  return match?.[1] && VERSION_TOKEN.test(match[1]) ? match[1] : null;
}

/** The shell's own version, set at build time. */
export function shellVersion(): string {
  return versionToken(process.env.APP_VERSION);
}

/**
 * A failed load's outcome from the reason the slot keeps (remote-failures.ts, "<step>: <cause>"):
 * the runtime names a manifest that could not be fetched or read "afterResolve" (or fails before
 * the request), and remotes.json is where the manifests are found; any other failure is the
 * remote's entry or its modules.
 */
export function failureOutcome(reason: string | undefined): RemoteLoadOutcome {
  if (!reason) return 'entry-failed';
  if (
    /^(afterResolve|beforeRequest):/.test(reason) ||
    reason.includes('remotes.json') ||
    /manifest/i.test(reason)
  )
    return 'manifest-failed';
  return 'entry-failed';
}

export function reportRemoteLoad(
  remote: RemoteName | 'shell',
  outcome: RemoteLoadOutcome,
  version: string | null | undefined,
): void {
  const app = appOf(remote);
  const token = versionToken(version ?? loadedVersions.get(app));
  if (outcome === 'loaded') loadedVersions.set(app, token);
  // One outcome per load: a page that throws as it mounts follows its 'loaded' within moments, so
  // while that report still waits it becomes the render error (the canary judge counts shares).
  const waiting =
    outcome === 'render-error'
      ? [...loads]
          .reverse()
          .find((l) => l.app === app && l.version === token && l.outcome === 'loaded')
      : undefined;
  if (waiting) {
    waiting.outcome = outcome;
    return;
  }
  enqueue(() => loads.push({ app, version: token, outcome }));
}

/** The version `remote` loaded in this page (the shell's own for 'shell'). */
export function loadedVersion(remote: RemoteName | 'shell'): string {
  return remote === 'shell' ? shellVersion() : (loadedVersions.get(appOf(remote)) ?? 'unknown');
}

export function reportWebVital(
  remote: RemoteName | 'shell',
  name: WebVitalName,
  value: number,
): void {
  if (!Number.isFinite(value) || value < 0) return;
  enqueue(() => vitals.push({ app: appOf(remote), version: loadedVersion(remote), name, value }));
}

function enqueue(add: () => void): void {
  if (loads.length + vitals.length >= QUEUE_MAX) return;
  add();
  listen();
  if (loads.length + vitals.length >= FLUSH_AT) flushReports();
  else timer ??= setTimeout(flushReports, FLUSH_EVERY_MS);
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // The last moment a page is sure to run: a phone may never fire unload.
  window.addEventListener('pagehide', flushReports);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushReports();
  });
}

/** Sends what waits, in batches the API takes; a report that cannot be sent is dropped. */
export function flushReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (loads.length + vitals.length > 0) {
    const batchLoads = loads.splice(0, BATCH_MAX);
    const batchVitals = vitals.splice(0, BATCH_MAX - batchLoads.length);
    send({
      ...(batchLoads.length ? { loads: batchLoads } : {}),
      ...(batchVitals.length ? { vitals: batchVitals } : {}),
    });
  }
}

function send(batch: TelemetryBatch): void {
  const body = JSON.stringify(batch);
  try {
    // A JSON blob: sendBeacon posts it as application/json, which the API parses.
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(TELEMETRY_URL, new Blob([body], { type: 'application/json' }))
    )
      return;
  } catch {
    // A browser that refuses the beacon (too large, blocked) falls through to fetch.
  }
  if (typeof fetch !== 'function') return;
  fetch(TELEMETRY_URL, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
  }).catch(() => undefined);
}

/** Tests: forget what was queued and loaded. */
export function resetReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  loads = [];
  vitals = [];
  loadedVersions.clear();
}
