// Which routes the shell's build paints a frame for (docs/performance.md, "Landing HTML"). The
// server paints whatever frame it finds, so this list is the one place that decides.
import { ROUTES, type RouteEntry } from '@qcard/shared/contracts/routes';

/** A visitor's routes: public, drawn by a remote, no parameter. */
export function paintedVisitorRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => r.access === 'public' && r.remote !== 'shell' && !r.path.includes(':'));
}

/**
 * A rider's routes: protected, drawn by a remote, no parameter, not a sponsor's. The frame is drawn
 * for a rider (their menu), so a sponsor's pages get none: a sponsor's browser is shown no frame.
 */
export function paintedRiderRoutes(): RouteEntry[] {
  return ROUTES.filter((r) => r.access === 'protected' && r.remote !== 'shell' && r.remote !== 'mfe_sponsor' && !r.path.includes(':'));
}
