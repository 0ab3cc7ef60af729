// The page's Web Vitals (LCP, INP, CLS) per the app and version that own the route on screen
// (the shell's where no remote does), reported with the remote loads (remote-load-reports.ts).
// The web-vitals package is fetched only once the page is idle: it is no part of the first
// load, whose JavaScript budget is tight.
import { findRoute, type RemoteName } from '@qcard/contracts/routes';
import type { WebVitalName } from '@qcard/contracts/telemetry-api';
import { reportWebVital } from './remote-load-reports';

/** The app whose page is on screen: a metric is reported when it is final, often as the rider leaves. */
export function currentOwner(pathname = window.location.pathname): RemoteName | 'shell' {
  return findRoute(pathname)?.remote ?? 'shell';
}

let started = false;

export function startWebVitalsWhenIdle(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const load = () => {
    import('web-vitals')
      .then(({ onLCP, onINP, onCLS }) => {
        const report = (metric: { name: string; value: number }) =>
          reportWebVital(currentOwner(), metric.name as WebVitalName, metric.value);
        onLCP(report);
        onINP(report);
        onCLS(report);
      })
      // No metrics is better than an error on a page that works.
      .catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(load, { timeout: 10_000 });
    else setTimeout(load, 2_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
