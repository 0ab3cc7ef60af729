// Which routes the shell's build paints a frame for (docs/performance.md, "Landing HTML"). The
// server paints whatever frame it finds, so this list is the one place that decides.
import { ROUTES, findRoute, type RouteEntry } from '@qcard/contracts/routes';
import { menuItemsFor } from '../features/menu/public';

/** A visitor's routes: public, drawn by a remote, no parameter. */
export function paintedVisitorRoutes(): RouteEntry[] {
  return ROUTES.filter(
    (r) => r.access === 'public' && r.remote !== 'shell' && !r.path.includes(':'),
  );
}

export interface PaintedRiderPage {
  route: RouteEntry;
  /** The address the frame is drawn at: the route's path, or for a path with a parameter the rider menu's address of it. */
  path: string;
}

/**
 * A rider's pages: protected routes drawn by a remote, not a sponsor's. The frame is drawn for a
 * rider (their menu); a sponsor's own pages have theirs (paintedSponsorPages), and a sponsor's
 * browser is shown no rider frame on the pages both open (the cart, the orders). A
 * path with a parameter is painted at the address the rider's menu opens (/recharge/default),
 * the only value a frame can be drawn for without the server.
 */
export function paintedRiderPages(): PaintedRiderPage[] {
  const menu = menuItemsFor({ sponsor: false }).map((item) => item.to);
  return ROUTES.filter(
    (r) => r.access === 'protected' && r.remote !== 'shell' && r.remote !== 'mfe_sponsor',
  ).flatMap((route) =>
    route.path.includes(':')
      ? menu.filter((path) => findRoute(path) === route).map((path) => ({ route, path }))
      : [{ route, path: route.path }],
  );
}

/**
 * A sponsor's own pages (Company Cards, Employees, Groups and their detail pages): protected, drawn
 * by mfe-sponsor. The frame is drawn for a sponsor (their menu, the sponsor's header of the page)
 * and shown only to a browser holding a sponsor's session. None of them has a parameter.
 */
export function paintedSponsorPages(): RouteEntry[] {
  return ROUTES.filter(
    (r) => r.access === 'protected' && r.remote === 'mfe_sponsor' && !r.path.includes(':'),
  );
}
