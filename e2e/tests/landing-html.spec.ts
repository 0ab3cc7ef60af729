// The landing page paints before JavaScript (docs/performance.md "Landing HTML"):
// without any script a visitor sees the login panel, the common questions and the footer, in
// English or Spanish; with scripts the app takes the page over without an error in the console,
// without moving it (CLS at most 0.02) and the login works. A signed-in rider's protected page
// never carries the visitor's login panel (its own frame: signed-in-frame.spec.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInThroughForm, mainMenu } from '../support/login-form';
import { layoutShift, watchConsoleProblems, watchLayoutShift } from '../support/page-watch';
import { PATRON, apiLogin } from '../support/session';

async function withoutJavaScript(
  browser: Browser,
  options: { locale?: string; cookieLanguage?: string } = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: options.locale ?? 'en-US',
  });
  if (options.cookieLanguage) {
    const { baseURL } = test.info().project.use;
    await context.addCookies([
      { name: 'qcard_lang', value: options.cookieLanguage, url: String(baseURL) },
    ]);
  }
  return context;
}

const TEXTS = {
  en: {
    signIn: 'Sign in',
    username: /Username/,
    login: 'Login',
    faq: 'Common questions',
    question: 'How do I reload my Q Card?',
    language: 'Language',
    noscript: /Turn on JavaScript to sign in/,
  },
  es: {
    signIn: 'Iniciar sesión',
    username: /Usuario/,
    login: 'Entrar',
    faq: 'Preguntas frecuentes',
    question: '¿Cómo recargo mi Q Card?',
    language: 'Idioma',
    noscript: /Active JavaScript para iniciar sesión/,
  },
};

async function expectPaintedLanding(page: Page, language: 'en' | 'es') {
  const text = TEXTS[language];
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const panel = page.getByRole('region', { name: text.signIn });
  await expect(panel.getByRole('heading', { name: text.signIn })).toBeVisible();
  await expect(panel.getByLabel(text.username)).toBeVisible();
  await expect(panel.getByRole('button', { name: text.login })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.faq })).toBeVisible();
  // The answers are the browser's own disclosures: they open without a script.
  await page.locator('summary', { hasText: text.question }).click();
  await expect(page.getByRole('region', { name: text.question })).toBeVisible();
  const footer = page.locator('footer');
  await expect(footer.getByTestId('portal-version')).toBeVisible();
  await expect(footer.getByText(text.language, { exact: true })).toBeVisible();
  // Honest without a script: the form goes nowhere (React's address for a form only the app sends,
  // so never a GET with the password in the address), and the page says why.
  await expect(panel.locator('form')).toHaveAttribute('action', /^javascript:/);
  await panel.getByLabel(text.username).fill('rider@example.com');
  await panel.getByLabel(text.username).press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByText(text.noscript)).toBeVisible();
}

test.describe('without JavaScript', () => {
  test("the tab's icon is a picture the portal serves (a PNG: an SVG icon costs a document's layout before the first paint)", async ({
    browser,
  }) => {
    const context = await withoutJavaScript(browser);
    const page = await context.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/icons/icon-192.png');
    const icon = await page.request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
    expect((await icon.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
    await context.close();
  });

  test('/ shows the login panel, the common questions and the footer in English', async ({
    browser,
  }) => {
    const context = await withoutJavaScript(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expectPaintedLanding(page, 'en');
    // Styled by the inline critical CSS alone: the header is the brand's dark blue.
    await expect(page.locator('.shell-header')).toHaveCSS('background-color', 'rgb(0, 62, 107)');
    await context.close();
  });

  test('/ in Spanish for a Spanish browser, and for a rider who chose Español', async ({
    browser,
  }) => {
    for (const options of [{ locale: 'es-US' }, { locale: 'en-US', cookieLanguage: 'es' }]) {
      const context = await withoutJavaScript(browser, options);
      const page = await context.newPage();
      await page.goto('/');
      await expectPaintedLanding(page, 'es');
      await context.close();
    }
  });

  test("the gallery's first slide and the reload without an account are painted too (each page's largest text before any script)", async ({
    browser,
  }) => {
    const context = await withoutJavaScript(browser);
    const page = await context.newPage();
    await page.goto('/forgot-password');
    const slide = page.getByTestId('gallery-slide');
    await expect(slide.getByRole('heading', { name: 'Reload online' })).toBeVisible();
    await expect(slide.getByText(/Add value to your Q Card any time/)).toBeVisible();
    await expect(page.locator('.shell-gallery__image')).toHaveAttribute(
      'src',
      '/resources/gallery/reload-online.webp',
    );
    // Its buttons would do nothing yet: inert until the app has the slides.
    await expect(page.locator('.shell-gallery__controls')).toHaveAttribute('inert', '');
    await page.goto('/unreg-recharge');
    const painted = page.locator('main');
    await expect(painted.getByRole('heading', { name: 'Reload Q Card' })).toBeVisible();
    await expect(painted.getByLabel(/^Card Serial Number/)).toBeVisible();
    await expect(painted.locator('form')).toHaveAttribute('action', /^javascript:/);
    // Its note says what this page needs, not the landing page's login and answers.
    await expect(page.getByText(/Turn on JavaScript to use this page/)).toBeVisible();
    await expect(page.getByText(TEXTS.en.noscript)).toHaveCount(0);
    await context.close();
  });

  test("a visitor's pages are drawn for a visitor in both languages: no menu, the brand leads to the login", async ({
    browser,
  }) => {
    // The Spanish pages were once drawn after the English sponsor's frames, with that sponsor's
    // menu and header.
    for (const locale of ['en-US', 'es-US']) {
      const context = await withoutJavaScript(browser, { locale });
      const page = await context.newPage();
      for (const path of ['/', '/unreg-recharge', '/forgot-password']) {
        await page.goto(path);
        await expect(page.locator('.shell-header__brand')).toHaveAttribute('href', '/');
        await expect(page.locator('.shell-header__menu-toggle')).toHaveCount(0);
        await expect(page.locator('#side-menu')).toHaveCount(0);
      }
      await context.close();
    }
  });

  test('a protected page carries no login panel (a signed-in rider must not see one), and shows nothing without a script', async ({
    browser,
  }) => {
    const context = await withoutJavaScript(browser);
    const page = await context.newPage();
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Sign in' })).toHaveCount(0);
    // The rider's frame is there for a rider's browser (signed-in-frame.spec.ts); with no script
    // to read a session, it stays hidden.
    await expect(page.locator('#root .shell')).toBeHidden();
    await context.close();
  });
});

test.describe('with JavaScript', () => {
  // As in a rider's browser: the portal's service worker registers after the page has loaded,
  // and must add no error or warning of its own (docs/offline-app.md).
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ page }) => watchLayoutShift(page));

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px the app takes the page over without an error or a shift, and the login works`, async ({
      page,
    }) => {
      const problems = watchConsoleProblems(page);
      await page.setViewportSize(viewport);
      await page.goto('/');
      // The painted page is the live one (hydrated), and the gallery's slides are in.
      await expect(page.locator('[data-remote="mfe_auth"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      // Nothing painted is left, so neither are its styles (the app's own rules decide from here).
      await expect(page.locator('style[data-painted-style]')).toHaveCount(0);
      await expect(page.getByTestId('gallery-slide')).toBeVisible();
      await expect(page.locator('.shell-gallery__controls[inert]')).toHaveCount(0);
      await page.waitForTimeout(1000);
      const cls = await layoutShift(page);
      expect(cls).toBeLessThanOrEqual(0.02);
      expect(problems).toEqual([]);

      await logInThroughForm(page, PATRON);
      expect(problems).toEqual([]);
    });
  }

  for (const language of ['en', 'es'] as const) {
    test(`every painted visitor page hydrates without a mismatch, in ${language === 'en' ? 'English' : 'Spanish'}`, async ({
      browser,
    }) => {
      // A mismatch is an uncaught error in the page (React's #418 and the like): React then throws
      // the painted page away and draws it again, and what the visitor typed is gone.
      const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'es-US' });
      const page = await context.newPage();
      const problems = watchConsoleProblems(page);
      for (const path of [
        '/',
        '/sign-up',
        '/forgot-password',
        '/reset-link',
        '/user-feedback',
        '/unreg-recharge',
      ]) {
        await page.goto(path);
        await expect(page.locator('#root')).toHaveAttribute('data-painted-remote', /^mfe_/);
        await expect(page.locator('[data-remote]')).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('style[data-painted-style]')).toHaveCount(0);
        expect(problems, path).toEqual([]);
        // Ids come from names on these pages (element-ids.tsx): unique, and every label and
        // description finds its element.
        const ids = await page.evaluate(() => {
          const all = [...document.querySelectorAll('[id]')].map((e) => e.id);
          const refs = [
            ...[...document.querySelectorAll('label[for]')].map((l) => l.getAttribute('for')!),
            ...[...document.querySelectorAll('[aria-describedby]')].flatMap((e) =>
              e.getAttribute('aria-describedby')!.split(' '),
            ),
          ];
          return {
            repeated: all.filter((id, i) => all.indexOf(id) !== i),
            missing: refs.filter((id) => id && !document.getElementById(id)),
          };
        });
        expect(ids, path).toEqual({ repeated: [], missing: [] });
      }
      await context.close();
    });
  }

  test('after the painted page, the app\'s own rules win: the reload\'s "$" stays clear of the amount', async ({
    page,
  }) => {
    // The painted page's rules stay in the document. Outside a cascade layer, its `.qc-input`
    // padding beat the app's later `.qc-input--money` and the "$" sat on the amount's first digit.
    await page.setViewportSize({ width: 375, height: 812 });
    await logInThroughForm(page, PATRON);
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mainMenu(page).getByRole('link', { name: 'Reload Q Card' }).click();
    await expect(page).toHaveURL(/\/recharge\/default$/);
    const amount = page.getByRole('textbox', { name: /^Amount/ });
    await expect(amount).toBeVisible();
    const dollarSign = page.locator('.qc-input-wrap--money .qc-input-prefix');
    const [sign, field, paddingLeft] = await Promise.all([
      dollarSign.boundingBox(),
      amount.boundingBox(),
      amount.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft)),
    ]);
    expect(sign && field, 'the "$" and the amount are on the page').toBeTruthy();
    expect(sign!.x + sign!.width, 'the "$" ends before the amount starts').toBeLessThanOrEqual(
      field!.x + paddingLeft,
    );
  });

  test('a Spanish page stays Spanish when the app takes over, without an error or a shift', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'es-US',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await watchLayoutShift(page);
    const problems = watchConsoleProblems(page);
    await page.goto('/');
    await expect(page.locator('[data-remote="mfe_auth"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('Español picked on the painted footer before the app is ready is kept when the app takes over', async ({
    page,
  }) => {
    // The shell's script is held back until the visitor has picked, as on a slow phone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    release();
    await expect(page.locator('[data-remote="mfe_auth"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  });

  test('a signed-in rider opening / is sent to their account, never shown the painted login', async ({
    page,
  }) => {
    const session = await apiLogin(page.request, PATRON);
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('qcard.token', token as string);
        localStorage.setItem('qcard.user', JSON.stringify(user));
      },
      [session.token, session.user] as const,
    );
    await page.goto('/', { waitUntil: 'commit' });
    // Before the app runs, the painted visitor's page is hidden for a browser holding a session.
    await expect(page.locator('html')).toHaveClass(/qc-session/);
    await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });
});
