// The routes the build paints: a visitor's public pages, and a rider's own pages (never a
// sponsor's, whose menu the rider's frame does not have, nor a route whose path has a parameter).
import { ROUTES } from '@qcard/shared/contracts/routes';
import { paintedRiderRoutes, paintedVisitorRoutes } from '../painted-routes';

const paths = (routes: Array<{ path: string }>) => routes.map((r) => r.path);

test("a rider's pages are painted: My Cards, the cart, the order history, the account", () => {
  expect(paths(paintedRiderRoutes())).toEqual(expect.arrayContaining(['/cards', '/user-cart', '/order', '/account']));
});

test("no sponsor's page, no public page and no path with a parameter gets a rider's frame", () => {
  for (const route of paintedRiderRoutes()) {
    expect(route.access).toBe('protected');
    expect(route.remote).not.toBe('mfe_sponsor');
    expect(route.path).not.toContain(':');
  }
  expect(paths(paintedRiderRoutes())).not.toContain('/emp_mgmt');
  expect(paths(paintedRiderRoutes())).not.toContain('/recharge/:actionType');
});

test('every route painted for a visitor is public, and the two lists do not meet', () => {
  for (const route of paintedVisitorRoutes()) expect(route.access).toBe('public');
  const rider = new Set(paths(paintedRiderRoutes()));
  expect(paths(paintedVisitorRoutes()).filter((p) => rider.has(p))).toEqual([]);
  expect(paintedVisitorRoutes().length + paintedRiderRoutes().length).toBeLessThan(ROUTES.length);
});
