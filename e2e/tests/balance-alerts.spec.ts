// Riders kept informed, as a rider sets it up and the portal's two API
// processes run it: the account page's notification settings, a low-balance alert that arrives
// once however many fares follow, and automatic reload notices in the mail language chosen.
// Mails are read from the demo mailbox (DEMO=1 in the journey server). In the project's language
// and width (playwright.config.ts): the mails come in the language the rider signed in with,
// until the rider picks the other one for mails.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin, signInAs, type ApiSession } from '../support/session';
import { createRiderWithAutoload, setContractBalance } from '../support/journey-data';
import { mailsTo, type Mail } from '../support/sign-up';
import { fillLogin, solveCaptcha } from '../support/login-form';
import { journeyLanguage, startingWith, t, type Language } from '../support/language';

// The notices' words (api/src/platform/mail/templates/rider-notices.ts), for the last four of a serial.
const MAIL: Record<
  Language,
  {
    low: (last4: string) => string;
    lowBody: string;
    reloadLink: RegExp;
    done: (last4: string) => string;
    doneBody: string;
  }
> = {
  en: {
    low: (last4) => `Low balance on your Q Card ending ${last4}`,
    lowBody: 'has $18.75 left, below the $19.00',
    reloadLink: /Reload it now: (\S+)/,
    done: (last4) => `Automatic reload of $25.00 done on your Q Card ending ${last4}`,
    doneBody: 'Its balance is now $34.25.',
  },
  es: {
    low: (last4) => `Saldo bajo en su Q Card terminada en ${last4}`,
    lowBody: 'tiene $18.75, menos de los $19.00',
    reloadLink: /Recárguela ahora: (\S+)/,
    done: (last4) => `Recarga automática de $25.00 hecha en su Q Card terminada en ${last4}`,
    doneBody: 'Su saldo ahora es $34.25.',
  },
};

async function tap(page: Page, session: ApiSession, contractId: number): Promise<number> {
  const res = await apiCall<{ unitsLeft: number }>(page.request, session.token, '/card/tap', {
    contractId,
  });
  expect(res.status).toBe('SUCCESS');
  return res.data.unitsLeft;
}

async function mailsOfKind(
  page: Page,
  email: string,
  since: string,
  kind: string,
): Promise<Mail[]> {
  return (await mailsTo(page, email, since)).filter((m) => m.kind === kind);
}

test('a rider sets a low-balance alert and mail language on the account page; alerts and autoload notices arrive once each', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const language = journeyLanguage();
  const words = MAIL[language];
  const rider = createRiderWithAutoload();
  const [auto, plain] = rider.cards as [(typeof rider.cards)[0], (typeof rider.cards)[0]];
  const since = new Date(Date.now() - 1000).toISOString();
  await signInAs(page, rider, '/account');
  // The fares are paid through a login of their own: the page rotates the token it holds, and a
  // rotated token lasts only its grace period (30 s), shorter than this journey on a busy machine.
  const session = await apiLogin(page.request, rider);

  // 1. The settings: receipts and autoload notices on by default, an alert on the plain card at $19.00.
  const section = page.getByRole('region', { name: t('Notifications') });
  await expect(
    section.getByRole('checkbox', {
      name: t('E-mail me when an automatic reload is done or fails'),
    }),
  ).toBeChecked();
  // The alerts' group stands apart from the language list above it, as the fields do (it sat flush under it).
  const [languageBox, alertsBox] = await Promise.all([
    section.getByLabel(t('Write my e-mails in')).boundingBox(),
    section.getByRole('group', { name: t('Low-balance alerts') }).boundingBox(),
  ]);
  expect(
    alertsBox!.y - (languageBox!.y + languageBox!.height),
    'space between the language list and the alerts',
  ).toBeGreaterThanOrEqual(12);
  const save = section.getByRole('button', { name: t('Save notifications') });
  await expect(save).toBeDisabled();
  await section
    .getByRole('checkbox', { name: t('Alert me about {{card}}', { card: plain.serial }) })
    .check();
  const amount = section.getByLabel(t('Alert amount for {{card}}', { card: plain.serial }));
  await expect(amount).toHaveValue('5.00');
  await amount.fill('0.50');
  await amount.blur();
  await expect(
    section
      .getByText(
        t('The alert amount must be between {{min}} and {{max}}.', {
          min: '$1.00',
          max: '$100.00',
        }),
      )
      .first(),
  ).toBeVisible();
  await expect(save).toBeDisabled();
  await amount.fill('19.00');
  await amount.blur();
  await save.click();
  await expect(
    page
      .locator('.shell-alerts .qc-alert')
      .filter({ hasText: t('Your notification settings are saved.') }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: t('Notifications') })
      .getByLabel(t('Alert amount for {{card}}', { card: plain.serial })),
  ).toHaveValue('19.00');

  // 2. Fares on the plain card ($20.00): the first under $19.00 alerts, the next ones the same day do not.
  expect(await tap(page, session, plain.contractId)).toBe(1875);
  await tap(page, session, plain.contractId);
  await tap(page, session, plain.contractId);
  await expect
    .poll(async () => (await mailsOfKind(page, rider.email, since, 'low-balance')).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const [alert] = await mailsOfKind(page, rider.email, since, 'low-balance');
  expect(alert?.subject).toBe(words.low(plain.serial.slice(-4)));
  expect(alert?.text).toContain(words.lowBody);
  expect(words.reloadLink.exec(alert?.text ?? '')?.[1]).toMatch(
    /\/recharge\/default\?cardId=\d+&contractId=\d+$/,
  );
  expect(alert?.text).not.toContain(plain.serial);

  // The alert's link, opened on a phone that is signed out: once the rider signs in, it is the
  // reload of that card (it was the account page, and the link's purpose was lost).
  const link = new URL(words.reloadLink.exec(alert?.text ?? '')?.[1] ?? '');
  const phone = await browser.newContext({
    locale: info.project.use.locale,
    viewport: { width: 375, height: 800 },
  });
  const onPhone = await phone.newPage();
  await onPhone.goto(new URL(`${link.pathname}${link.search}`, page.url()).href);
  await expect(onPhone).toHaveURL(/\/$/);
  const panel = await fillLogin(onPhone, rider);
  await solveCaptcha(onPhone, panel);
  await panel.getByRole('button', { name: t('Login') }).click();
  await expect(onPhone).toHaveURL(
    new RegExp(`/recharge/default\\?cardId=${plain.cardId}&contractId=${plain.contractId}$`),
    { timeout: 20_000 },
  );
  await expect(onPhone.getByLabel(startingWith('Card'))).toHaveValue(plain.serial);
  await phone.close();

  // 3. A fare takes the autoload card under its $10.00 trigger: one "done" notice with the new balance.
  await tap(page, session, auto.contractId);
  await expect
    .poll(async () => (await mailsOfKind(page, rider.email, since, 'autoload-honoured')).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const [done] = await mailsOfKind(page, rider.email, since, 'autoload-honoured');
  expect(done?.subject).toBe(words.done(auto.serial.slice(-4)));
  expect(done?.text).toContain(words.doneBody);

  // Two API processes keep sending (the outbox worker runs in each): still one of each.
  await page.waitForTimeout(5000);
  expect(await mailsOfKind(page, rider.email, since, 'low-balance')).toHaveLength(1);
  expect(await mailsOfKind(page, rider.email, since, 'autoload-honoured')).toHaveLength(1);

  // 4. Mails in the other language from now on, the portal still in its own.
  const other: Language = language === 'es' ? 'en' : 'es';
  await page
    .getByRole('region', { name: t('Notifications') })
    .getByLabel(t('Write my e-mails in'))
    .selectOption(other);
  await page
    .getByRole('region', { name: t('Notifications') })
    .getByRole('button', { name: t('Save notifications') })
    .click();
  await expect(
    page
      .locator('.shell-alerts .qc-alert')
      .filter({ hasText: t('Your notification settings are saved.') }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  setContractBalance(auto.contractId, 1050);
  await tap(page, session, auto.contractId);
  await expect
    .poll(async () => (await mailsOfKind(page, rider.email, since, 'autoload-honoured')).length, {
      timeout: 20_000,
    })
    .toBe(2);
  const subjects = (await mailsOfKind(page, rider.email, since, 'autoload-honoured')).map(
    (m) => m.subject,
  );
  expect(subjects).toContain(MAIL[other].done(auto.serial.slice(-4)));
});
