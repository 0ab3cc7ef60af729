import {
  RETURN_PATH_MAX_AGE_MS,
  forgetReturnPath,
  rememberReturnPath,
  takeReturnPath,
} from '@qcard/kit/session/return-path';

const rider = { id: 1, sponsor: false };
const sponsor = { id: 2, sponsor: true };
const NOW = Date.parse('2026-11-29T10:00:00Z');

afterEach(() => sessionStorage.clear());

describe('the page a sign-in goes back to', () => {
  it('is the protected page remembered in this tab, query included, and only once', () => {
    rememberReturnPath('/home/mycard-details?id=12', { now: NOW });
    expect(takeReturnPath(rider, NOW + 1000)).toBe('/home/mycard-details?id=12');
    expect(takeReturnPath(rider, NOW + 2000)).toBeNull();
  });

  it('is not a public page, an unknown page or another site', () => {
    for (const path of [
      '/',
      '/unreg-recharge',
      '/no-such-page',
      '//evil.example/cards',
      '/\\evil.example',
      'https://evil.example/cards',
    ]) {
      rememberReturnPath(path, { now: NOW });
      expect(takeReturnPath(rider, NOW)).toBeNull();
    }
  });

  it('is forgotten after 30 minutes, and by a Logout', () => {
    rememberReturnPath('/order', { now: NOW });
    expect(takeReturnPath(rider, NOW + RETURN_PATH_MAX_AGE_MS + 1)).toBeNull();
    rememberReturnPath('/order', { now: NOW });
    forgetReturnPath();
    expect(takeReturnPath(rider, NOW)).toBeNull();
  });

  it("is not the other kind of account's page", () => {
    rememberReturnPath('/emp_mgmt', { now: NOW });
    expect(takeReturnPath(rider, NOW)).toBeNull();
    rememberReturnPath('/cards', { now: NOW });
    expect(takeReturnPath(sponsor, NOW)).toBeNull();
    rememberReturnPath('/emp_mgmt', { now: NOW });
    expect(takeReturnPath(sponsor, NOW)).toBe('/emp_mgmt');
    // Pages both kinds use come back for either.
    rememberReturnPath('/user-cart', { now: NOW });
    expect(takeReturnPath(sponsor, NOW)).toBe('/user-cart');
  });

  it("kept from a rider's ended session, is that rider's only: the next person on the computer goes to their account", () => {
    rememberReturnPath('/order-detail?orderId=7', { userId: rider.id, now: NOW });
    expect(takeReturnPath({ id: 3, sponsor: false }, NOW)).toBeNull();
    rememberReturnPath('/order-detail?orderId=7', { userId: rider.id, now: NOW });
    expect(takeReturnPath(rider, NOW)).toBe('/order-detail?orderId=7');
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('qcard.returnPath', '{not json');
    expect(takeReturnPath(rider, NOW)).toBeNull();
    sessionStorage.setItem('qcard.returnPath', JSON.stringify({ path: '/order', at: 'yesterday' }));
    expect(takeReturnPath(rider, NOW)).toBeNull();
  });
});
