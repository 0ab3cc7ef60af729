// Self sign-up against the real API: a visitor creates an account from the
// landing page, reads the link in the demo mailbox, confirms it, signs in and lands on an empty
// My Cards that says how to add a card. The same answer for a taken e-mail (no enumeration),
// no login before the link is opened, and the switch to Spanish on the landing page. In the
// project's language and width (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test';
import { uniqueId } from '../support/journey-data';
import { loginHere, mailsTo, signUpThroughForm, type Mail } from '../support/sign-up';
import { danger, notice } from '../support/login-form';
import { journeyLanguage, t } from '../support/language';

// The sign-up mails' subjects (api/src/platform/mail/templates/sign-up.ts), in the language of the page.
const SUBJECTS = {
  en: {
    confirm: 'Confirm your e-mail address for Q Card',
    taken: 'You already have a Q Card account',
  },
  es: {
    confirm: 'Confirme su correo electrónico para Q Card',
    taken: 'Usted ya tiene una cuenta de Q Card',
  },
};
const SIGN_UP_REQUESTED =
  'Thank you. Check your e-mail: we sent a link to finish creating your account. The link is valid for 60 minutes.';
const LINK_RESENT =
  'If an account is waiting for confirmation at this e-mail address, we sent a new link. It is valid for 60 minutes.';

test.describe.configure({ timeout: 120_000 });

test('a visitor signs up, confirms through the mailed link, signs in and sees an empty My Cards with Add a card', async ({
  page,
}) => {
  const email = `nora.${uniqueId()}@example.com`;
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto('/');
  await signUpThroughForm(page, email);
  await expect(notice(page, t(SIGN_UP_REQUESTED))).toBeVisible();
  // The form and its button gave way to this view: its title has focus, as a new page's would.
  await expect(page.getByRole('heading', { level: 1, name: t('Check your e-mail') })).toBeFocused();

  // Not usable before the link is opened: the right password is told why.
  await page.goto('/');
  await loginHere(page, email);
  await expect(
    danger(
      page,
      t(
        'Please confirm your e-mail address first: open the link we sent you, or ask for a new one.',
      ),
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);

  const [mail] = await mailsTo(page, email, since);
  expect(mail?.subject).toBe(SUBJECTS[journeyLanguage()].confirm);
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail!.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: t('Your account is ready') })).toBeVisible({
    timeout: 20_000,
  });
  await loginHere(page, email);
  await expect(page).toHaveURL(/\/cards$/, { timeout: 20_000 });
  await expect(page.getByText(t('You have no Q Cards on your account yet'))).toBeVisible();
  // The empty state says how to add a card, and offers it (beside the page's own Add a card).
  await expect(
    page.getByText(t('Add a card you hold with its serial number and security code.')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('Add a card') })).toHaveCount(2);

  // The link works once.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: t('This link does not work') })).toBeVisible({
    timeout: 20_000,
  });
});

// A link that does not work was said twice (a red alert and the panel, worded
// differently). Now once, by the page, with the resend form as the way on.
const FAILURE_TEXT = {
  en: /does not work|invalid|already used|expired/i,
  es: /no funciona|no es válido|ya se usó|venció/i,
};
const failureText = () => FAILURE_TEXT[journeyLanguage()];
const linkIn = (m: Mail) =>
  new URL(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(m.text)![0]);

async function resendHere(page: Page, email: string) {
  const form = page.getByRole('form', { name: t('Send a new confirmation link') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('altcha-widget label').first().click();
  await expect(form.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await form.getByRole('button', { name: t('SEND A NEW LINK') }).click();
  await expect(notice(page, t(LINK_RESENT))).toBeVisible({ timeout: 20_000 });
}

test('a link opened a second time says once that it does not work, and offers a new link', async ({
  page,
}, info) => {
  const email = `nora.twice.${uniqueId()}@example.com`;
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto('/');
  await signUpThroughForm(page, email);
  const [mail] = await mailsTo(page, email, since);
  const link = linkIn(mail!);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: t('Your account is ready') })).toBeVisible({
    timeout: 20_000,
  });

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: t('This link does not work') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(failureText())).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('SEND A NEW LINK') })).toBeVisible();
  await page.screenshot({
    path: info.outputPath(`used-link-${info.project.name}.png`),
    fullPage: true,
  });

  // The resend answers as it does for any address (the account is open now, so no mail goes).
  await resendHere(page, email);
  await expect(page.getByText(failureText())).toHaveCount(1);
  expect(await mailsTo(page, email, since)).toHaveLength(1);
});

test('a link ended by a newer one says so once; the new link asked for there opens the account', async ({
  page,
}) => {
  const email = `nora.ended.${uniqueId()}@example.com`;
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto('/');
  await signUpThroughForm(page, email);
  const [first] = await mailsTo(page, email, since);
  // A second sign-up of the waiting address ends the first link.
  await page.goto('/');
  await signUpThroughForm(page, email);
  await expect.poll(async () => (await mailsTo(page, email, since)).length).toBe(2);

  await page.goto(linkIn(first!).pathname + linkIn(first!).search);
  await expect(page.getByRole('heading', { name: t('This link does not work') })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(failureText())).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await resendHere(page, email);
  await expect
    .poll(async () => (await mailsTo(page, email, since)).length, { timeout: 20_000 })
    .toBe(3);
  const [newest] = await mailsTo(page, email, since);
  await page.goto(linkIn(newest!).pathname + linkIn(newest!).search);
  await expect(page.getByRole('heading', { name: t('Your account is ready') })).toBeVisible({
    timeout: 20_000,
  });
});

test('a taken e-mail gets the same answer on the page; its owner gets a reset pointer, not a link', async ({
  page,
}) => {
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto('/');
  await signUpThroughForm(page, 'patron2@example.com');
  await expect(notice(page, t(SIGN_UP_REQUESTED))).toBeVisible();
  const mails = await mailsTo(page, 'patron2@example.com', since);
  expect(mails.map((m) => m.subject)).toContain(SUBJECTS[journeyLanguage()].taken);
  expect(mails.some((m) => /verify-email/.test(m.text))).toBe(false);
});

test('a new link from the "check your e-mail" page ends the earlier one', async ({ page }) => {
  const email = `nora.again.${uniqueId()}@example.com`;
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto('/');
  await signUpThroughForm(page, email);
  const [first] = await mailsTo(page, email, since);
  const resend = page.getByRole('button', { name: t('SEND A NEW LINK') });
  await expect(resend).toBeDisabled();
  await page.locator('altcha-widget label').first().click();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 30_000,
  });
  await resend.click();
  await expect(notice(page, t(LINK_RESENT))).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await mailsTo(page, email, since)).length).toBe(2);
  const [second] = await mailsTo(page, email, since);
  const linkOf = (m: Mail) =>
    new URL(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(m.text)![0]);
  const [firstLink, secondLink] = [linkOf(first!), linkOf(second!)];
  expect(secondLink.search).not.toBe(firstLink.search);
  await page.goto(firstLink.pathname + firstLink.search);
  await expect(page.getByRole('heading', { name: t('This link does not work') })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(secondLink.pathname + secondLink.search);
  await expect(page.getByRole('heading', { name: t('Your account is ready') })).toBeVisible({
    timeout: 20_000,
  });
});

// An English visitor switches the landing page to Spanish: it starts in English, so @one-layout
// runs it in `journeys` only (the other projects run every journey above in Spanish and at 375 px).
test('in Spanish: the form, the answer and the mail', { tag: '@one-layout' }, async ({ page }) => {
  const email = `nora.es.${uniqueId()}@example.com`;
  const since = new Date(Date.now() - 1000).toISOString();
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // A name as a Spanish speaker writes it (the rule was ASCII letters only).
  await signUpThroughForm(
    page,
    email,
    { link: 'Crear una cuenta', submit: 'CREAR CUENTA' },
    { first: 'Lucía', last: 'Muñoz' },
  );
  await expect(page.getByRole('heading', { name: 'Revise su correo electrónico' })).toBeVisible();
  const [mail] = await mailsTo(page, email, since);
  expect(mail?.subject).toBe('Confirme su correo electrónico para Q Card');
  const link = new URL(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(mail!.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Su cuenta está lista' })).toBeVisible({
    timeout: 20_000,
  });
  await loginHere(page, email, 'Entrar');
  // A new account's first sign-in lands on My Cards, to add a card.
  await expect(page).toHaveURL(/\/cards$/, { timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toContainText(
    'Lucía Muñoz',
  );
});
