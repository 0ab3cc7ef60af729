import { findRoute, ROUTES } from '@qcard/contracts/routes';

describe('route table', () => {
  it('matches parameterised routes and trailing slashes', () => {
    expect(findRoute('/recharge/individual')?.remote).toBe('mfe_cards');
    expect(findRoute('/subscribe/default/')?.remote).toBe('mfe_subscriptions');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('protects every route SPEC section 2 lists as protected', () => {
    const protectedPaths = [
      '/account',
      '/cards',
      '/home/mycard-details',
      '/contract-detail',
      '/recharge/default',
      '/subscribe/default',
      '/single-subscribe',
      '/user-cart',
      '/patron-billing',
      '/subscribe-billing',
      '/user-confirm-order',
      '/order',
      '/order-detail',
      '/company_mgmt',
      '/group_mgmt',
      '/group-detail',
      '/emp_mgmt',
      '/create-employee',
      '/employee-detail',
    ];
    for (const p of protectedPaths) expect(findRoute(p)?.access).toBe('protected');
  });

  it('shows the gallery only on the routes the spec names', () => {
    expect(
      ROUTES.filter((r) => r.gallery)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/', '/account', '/forgot-password', '/reset-link', '/unreg-recharge'].sort());
  });
});
