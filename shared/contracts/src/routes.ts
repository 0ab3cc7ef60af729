// The route table of SPEC section 2: which remote owns each browser route, whether it
// needs a login, its page name, and whether the banner gallery shows on it.
export type RemoteName =
  'mfe_auth' | 'mfe_cards' | 'mfe_cart_billing' | 'mfe_subscriptions' | 'mfe_sponsor';

export interface RouteEntry {
  path: string;
  remote: RemoteName | 'shell';
  access: 'public' | 'protected';
  /** Page name appended to the application title. */
  title: string;
  gallery?: boolean;
  /** Only for this kind of account (its menu leads there); the others' pages have no use for it. */
  audience?: 'patron' | 'sponsor';
}

const ROUTE_TABLE = [
  { path: '/', remote: 'mfe_auth', access: 'public', title: 'Home', gallery: true },
  {
    path: '/forgot-password',
    remote: 'mfe_auth',
    access: 'public',
    title: 'Forgot Password',
    gallery: true,
  },
  { path: '/reset-link', remote: 'mfe_auth', access: 'public', title: 'Reset Link', gallery: true },
  { path: '/reset-password', remote: 'mfe_auth', access: 'public', title: 'Reset Password' },
  { path: '/user/isTokenValid', remote: 'mfe_auth', access: 'public', title: 'Reset Password' },
  { path: '/sign-up', remote: 'mfe_auth', access: 'public', title: 'Create an Account' },
  { path: '/verify-email', remote: 'mfe_auth', access: 'public', title: 'Confirm E-mail' },
  { path: '/user-feedback', remote: 'mfe_auth', access: 'public', title: 'Feedback' },
  {
    path: '/account',
    remote: 'mfe_auth',
    access: 'protected',
    title: 'Account Settings',
    gallery: true,
  },

  {
    path: '/unreg-recharge',
    remote: 'mfe_cards',
    access: 'public',
    title: 'Reload Q Card',
    gallery: true,
  },
  { path: '/unreg-recharge-card', remote: 'mfe_cards', access: 'public', title: 'Reload Q Card' },
  { path: '/unreg-recharge-value', remote: 'mfe_cards', access: 'public', title: 'Reload Value' },
  {
    path: '/cards',
    remote: 'mfe_cards',
    access: 'protected',
    title: 'My Cards',
    audience: 'patron',
  },
  { path: '/home/mycard-details', remote: 'mfe_cards', access: 'protected', title: 'Card Details' },
  { path: '/contract-detail', remote: 'mfe_cards', access: 'protected', title: 'Contract Details' },
  {
    path: '/recharge/:actionType',
    remote: 'mfe_cards',
    access: 'protected',
    title: 'Reload Q Card',
  },

  { path: '/unreg-cart', remote: 'mfe_cart_billing', access: 'public', title: 'Cart' },
  { path: '/billing', remote: 'mfe_cart_billing', access: 'public', title: 'Billing' },
  {
    path: '/confirm-order',
    remote: 'mfe_cart_billing',
    access: 'public',
    title: 'Order Confirmation',
  },
  { path: '/user-cart', remote: 'mfe_cart_billing', access: 'protected', title: 'Cart' },
  {
    path: '/patron-billing',
    remote: 'mfe_cart_billing',
    access: 'protected',
    title: 'Patron Billing Order',
  },
  {
    path: '/user-confirm-order',
    remote: 'mfe_cart_billing',
    access: 'protected',
    title: 'Order Confirmation',
  },
  { path: '/order', remote: 'mfe_cart_billing', access: 'protected', title: 'Order History' },
  { path: '/order-detail', remote: 'mfe_cart_billing', access: 'protected', title: 'Order Detail' },
  { path: '/order-receipt', remote: 'mfe_cart_billing', access: 'protected', title: 'Receipt' },

  {
    path: '/subscribe/:actionType',
    remote: 'mfe_subscriptions',
    access: 'protected',
    title: 'Subscription',
  },
  {
    path: '/single-subscribe',
    remote: 'mfe_subscriptions',
    access: 'protected',
    title: 'Single Subscribe',
  },
  {
    path: '/subscribe-billing',
    remote: 'mfe_subscriptions',
    access: 'protected',
    title: 'Subscription Payment',
  },

  {
    path: '/company_mgmt',
    remote: 'mfe_sponsor',
    access: 'protected',
    title: 'Company Card Management',
    audience: 'sponsor',
  },
  {
    path: '/group_mgmt',
    remote: 'mfe_sponsor',
    access: 'protected',
    title: 'Group Management',
    audience: 'sponsor',
  },
  {
    path: '/group-detail',
    remote: 'mfe_sponsor',
    access: 'protected',
    title: 'Group Details',
    audience: 'sponsor',
  },
  {
    path: '/emp_mgmt',
    remote: 'mfe_sponsor',
    access: 'protected',
    title: 'Employee Management',
    audience: 'sponsor',
  },
  {
    path: '/create-employee',
    remote: 'mfe_sponsor',
    access: 'protected',
    title: 'Create Employee',
    audience: 'sponsor',
  },
  {
    path: '/employee-detail',
    remote: 'mfe_sponsor',
    access: 'protected',
    title: 'Employee Details',
    audience: 'sponsor',
  },
  {
    path: '/card-allocation',
    remote: 'mfe_sponsor',
    access: 'protected',
    title: 'Card Allocation',
    audience: 'sponsor',
  },
] as const satisfies readonly RouteEntry[];

export const ROUTES: RouteEntry[] = [...ROUTE_TABLE];

/** The paths of one remote's routes: its exposed entry declares a page for each (define-remote.tsx). */
export type RoutePathOf<R extends RemoteName> = Extract<
  (typeof ROUTE_TABLE)[number],
  { remote: R }
>['path'];

/** Pattern match with ':param' segments; returns the entry for a pathname, if any. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => {
    const a = r.path.split('/');
    const b = clean.split('/');
    if (a.length !== b.length) return false;
    return a.every((seg, i) => (seg.startsWith(':') ? (b[i] ?? '') !== '' : seg === b[i]));
  });
}

export function routesOf(remote: RemoteName): RouteEntry[] {
  return ROUTES.filter((r) => r.remote === remote);
}
