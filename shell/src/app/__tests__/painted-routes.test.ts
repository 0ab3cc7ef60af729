// The routes the build paints: a visitor's public pages, a rider's own pages (a path with a
// parameter only at the address the rider's menu opens) and a sponsor's own pages, each role's
// with its own frame (the menus differ).
import { ROUTES } from '@qcard/contracts/routes';
import { paintedRiderPages, paintedSponsorPages, paintedVisitorRoutes } from '../painted-routes';

const riderPaths = () => paintedRiderPages().map((p) => p.path);

test("a rider's pages are painted: My Cards, the cart, the order history, the account, and the menu's reload and subscription", () => {
  expect(riderPaths()).toEqual(
    expect.arrayContaining([
      '/cards',
      '/user-cart',
      '/order',
      '/account',
      '/recharge/default',
      '/subscribe/default',
    ]),
  );
});

test("no sponsor's page and no public page gets a rider's frame; a parameter only at the menu's address", () => {
  for (const { route, path } of paintedRiderPages()) {
    expect(route.access).toBe('protected');
    expect(route.remote).not.toBe('mfe_sponsor');
    expect(path).not.toContain(':');
    if (route.path.includes(':'))
      expect(['/recharge/default', '/subscribe/default']).toContain(path);
  }
  expect(riderPaths()).not.toContain('/emp_mgmt');
  expect(new Set(riderPaths()).size).toBe(riderPaths().length);
});

test('every route painted for a visitor is public, and the two lists do not meet', () => {
  for (const route of paintedVisitorRoutes()) expect(route.access).toBe('public');
  const rider = new Set(paintedRiderPages().map((p) => p.route.path));
  expect(paintedVisitorRoutes().filter((r) => rider.has(r.path))).toEqual([]);
  expect(paintedVisitorRoutes().length + rider.size).toBeLessThan(ROUTES.length);
});

test("a sponsor's own pages are painted with the sponsor's frame: the three the sponsor's menu opens and their detail pages", () => {
  const paths = paintedSponsorPages().map((r) => r.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/company_mgmt',
      '/emp_mgmt',
      '/group_mgmt',
      '/employee-detail',
      '/group-detail',
    ]),
  );
  for (const route of paintedSponsorPages()) {
    expect(route.access).toBe('protected');
    expect(route.remote).toBe('mfe_sponsor');
    expect(route.path).not.toContain(':');
  }
  const rider = new Set(riderPaths());
  expect(paths.filter((p) => rider.has(p))).toEqual([]);
});
