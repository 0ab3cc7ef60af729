// Signing in through the login form and the real API: captcha gating, patron and
// sponsor menus, logout, wrong credentials, protected pages, the lazily loaded captcha widget,
// and the feedback form (the other captcha form a visitor meets).
import { expect, test } from '@playwright/test';
import {
  danger,
  fillLogin,
  logInThroughForm,
  mainMenu,
  notice,
  solveCaptcha,
} from '../support/login-form';
import { PATRON, SPONSOR, apiCall, signInAs } from '../support/session';

test.describe('login form', () => {
  test('a patron logs in: Login waits for the captcha, the patron menu shows, logout ends the session', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await fillLogin(page, { email: `  ${PATRON.email} `, password: PATRON.password });
    const login = panel.getByRole('button', { name: 'Login' });
    await expect(login).toBeDisabled();
    await expect(panel.getByText('Tick "I\'m not a robot" to log in.')).toBeVisible();
    await solveCaptcha(page, panel);
    await expect(login).toBeEnabled();
    await login.click();
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
    await expect(mainMenu(page).getByTestId('menu-user-name')).toHaveText('Riley Rider');
    await expect(mainMenu(page).getByRole('link', { name: 'My Cards' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Employee Management' })).toHaveCount(0);
    await expect(page.getByText(PATRON.email, { exact: true })).toBeVisible();
    // The landing page sends a signed-in rider to the account page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/account$/);

    const token = await page.evaluate(() => localStorage.getItem('qcard.token'));
    await mainMenu(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
    // The token is revoked on the server, not only forgotten by the browser.
    expect((await apiCall(page.request, token, '/user/details')).msgCode).toBe('464');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a sponsor logs in and sees the management menu instead of My Cards', async ({ page }) => {
    await logInThroughForm(page, SPONSOR);
    const nav = mainMenu(page);
    for (const item of [
      'Company Card Management',
      'Employee Management',
      'Group Management',
      'Reload Q Card',
      'Subscription',
      'Cart',
      'Order History',
      'Account Settings',
    ]) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'My Cards' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('wrong credentials: a danger alert that does not say whether the e-mail exists, and a new captcha', async ({
    page,
  }) => {
    await page.goto('/');
    let panel = await fillLogin(page, { email: 'nobody-here@example.com', password: 'Wrong#2026' });
    await solveCaptcha(page, panel);
    await panel.getByRole('button', { name: 'Login' }).click();
    const alert = danger(page, 'Invalid username or password.');
    await expect(alert).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Login' })).toBeDisabled();
    await expect(panel.getByTestId('captcha')).not.toHaveAttribute('data-state', 'verified');
    // Login stays disabled until the new captcha: focus is on what it waits for, beside it.
    await expect(panel.getByText('Tick "I\'m not a robot" to log in.')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    // A known e-mail with a wrong password reads exactly the same.
    await page.reload();
    panel = await fillLogin(page, { email: SPONSOR.email, password: 'Wrong#2026' });
    await solveCaptcha(page, panel);
    await panel.getByRole('button', { name: 'Login' }).click();
    await expect(danger(page, 'Invalid username or password.')).toBeVisible();
  });

  // That a protected page sends a visitor without a token to / is foundation.spec.ts's, for every
  // protected route.
  test('an invalid stored token ends with the 464 message', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('qcard.token', 'not-a-real-token');
      localStorage.setItem(
        'qcard.user',
        JSON.stringify({
          id: 1,
          email: 'rider@example.com',
          firstName: 'Riley',
          lastName: 'Rider',
          sponsor: false,
        }),
      );
    });
    await page.goto('/account');
    await expect(
      danger(page, 'Your session is invalid or has expired. Please login again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('qcard.token'))).toBeNull();
  });
});

test('the captcha widget is downloaded only when a rider starts on a form that shows one', async ({
  page,
}) => {
  const widgetLoads: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    // The ALTCHA widget's own code registers its custom element; the portal's field (which also
    // names the widget's text keys, to translate them) does not.
    if ((await res.text().catch(() => '')).includes('customElements.define("altcha-widget"'))
      widgetLoads.push(res.url());
  });
  await signInAs(page, PATRON, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(widgetLoads).toEqual([]);
  await page.evaluate(() => localStorage.clear());
  // The landing page shows the login panel's captcha as a stand-in box until the rider types.
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Sign in' });
  await expect(panel.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(widgetLoads).toEqual([]);
  await panel.getByLabel(/Username/).fill(PATRON.email);
  await expect(panel.locator('altcha-widget')).toBeVisible();
  // Polled: the page reached "network idle" before the typing, so waiting for it again returns at
  // once, and the widget's code may still be on its way.
  await expect.poll(() => widgetLoads.length).toBe(1);
});

test('ticking the stand-in box before the widget arrives still solves the captcha', async ({
  page,
}) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Sign in' });
  // Hold the widget back until after the tick, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    const res = await route.fetch();
    if ((await res.text()).includes('customElements.define("altcha-widget"')) await held;
    await route.fulfill({ response: res });
  });
  const box = panel.getByRole('checkbox', { name: "I'm not a robot" });
  await box.click();
  // Half-ticked ("mixed") while it waits for the widget to verify.
  await expect(box).toBeChecked({ indeterminate: true });
  release();
  await expect(panel.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await panel.getByLabel(/Username/).fill(PATRON.email);
  await panel.getByLabel('Password', { exact: true }).fill(PATRON.password);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  // The account page's own chunk arrives after the login: no handler may still be reading it
  // when the test ends ("Response has been disposed").
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('feedback: SUBMIT waits for a valid form and the captcha, then the thank-you message', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Send us feedback' }).click();
  await expect(page).toHaveURL(/\/user-feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Subject/).fill('Reload was easy');
  await page.getByLabel(/^Name/).fill('Robin Rider');
  await page.getByLabel(/Email/).fill('robin@example.com');
  await page.getByLabel(/Phone Number/).pressSequentially('2125550199');
  await expect(page.getByLabel(/Phone Number/)).toHaveValue('+1 212 555 0199');
  await page.getByLabel(/Comments/).fill('The new portal works well on my phone.');
  await expect(submit).toBeDisabled();
  await solveCaptcha(page);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    notice(page, 'Thank you! Your feedback has been submitted successfully.'),
  ).toBeVisible();
  await expect(page.getByLabel(/Subject/)).toHaveValue('');
  await page.getByRole('button', { name: 'BACK' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// A security check whose challenge did not come (the connection dropped) asks for a new tick,
// not a reload of the page, which would lose what the rider typed.
test('a security check that did not go through asks to tick again; the tick then signs the rider in', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await fillLogin(page, PATRON);
  await page.route('**/captcha/challenge*', (route) => route.abort('connectionreset'));
  await panel.locator('altcha-widget').getByText("I'm not a robot").click();
  await expect(panel.getByTestId('captcha')).toHaveAttribute('data-state', 'error');
  await expect(
    panel.getByText('The security check did not go through. Tick "I\'m not a robot" again.'),
  ).toBeVisible();
  await expect(panel.getByText(/reload the page/)).toHaveCount(0);
  // One message, the field's: the widget's own bubble would cover the field above and repeat it.
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByText('Verification failed.')).toBeHidden();
  await page.unroute('**/captcha/challenge*');
  await solveCaptcha(page, panel);
  await expect(panel.getByLabel(/Username/)).toHaveValue(PATRON.email);
  await panel.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
});
