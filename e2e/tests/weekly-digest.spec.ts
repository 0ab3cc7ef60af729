// The sponsor weekly digest as an administrator uses it: the panel under the
// employee list shows what the digest would report, one checkbox turns it on, and this week's
// digest arrives in the demo mailbox exactly once although two API processes look for due
// digests every few seconds (DIGEST_CHECK_SECONDS in the journey server's settings).
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';
import { addEmployeeWithoutCard, createCompanyWithEmployee } from '../support/journey-data';
import { mailsTo } from '../support/sign-up';

test('a sponsor administrator turns the weekly digest on, gets this week’s digest once, sees it in Spanish, and turns it off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const company = createCompanyWithEmployee();
  addEmployeeWithoutCard(company.sponsor.email, { code: 'J2', first: 'Lee', last: 'Nocard' });
  const since = new Date(Date.now() - 1000).toISOString();
  await signInAs(page, company.sponsor, '/emp_mgmt');

  const panel = page.getByTestId('weekly-digest');
  await expect(panel.getByRole('heading', { name: 'Weekly digest by e-mail' })).toBeVisible();
  await expect(panel.getByText('1 employee without a card')).toBeVisible();
  await expect(panel.getByText('0 company cards under $5.00')).toBeVisible();
  const box = panel.getByRole('checkbox', {
    name: `Send me the weekly digest at ${company.sponsor.email}`,
  });
  await expect(box).not.toBeChecked();
  // Off by default: nothing is sent to an administrator who did not ask.
  expect(await mailsTo(page, company.sponsor.email, since)).toEqual([]);

  await box.check();
  await expect(panel.getByRole('status')).toContainText('Weekly digest turned on');
  await expect
    .poll(
      async () =>
        (await mailsTo(page, company.sponsor.email, since)).filter((m) =>
          m.subject.startsWith('Q Card weekly digest for '),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const [digest] = (await mailsTo(page, company.sponsor.email, since)).filter((m) =>
    m.subject.startsWith('Q Card weekly digest for '),
  );
  expect(digest?.subject).toMatch(/^Q Card weekly digest for Journey Co \d+$/);
  expect(digest?.text).toContain('Employees without a card: 1');
  expect(digest?.text).toContain('J2 Lee Nocard');
  expect(digest?.text).toMatch(/https?:\/\/[^\s]+\/emp_mgmt/);
  expect(digest?.text).not.toContain(company.employee.serial);

  // Both API processes keep looking (every 2 s here); the week's digest stays one mail.
  await page.waitForTimeout(6000);
  expect(
    (await mailsTo(page, company.sponsor.email, since)).filter(
      (m) => m.kind === 'sponsor-digest' || m.subject.startsWith('Q Card weekly digest'),
    ),
  ).toHaveLength(1);

  // Saved on the server: a reload shows it on.
  await page.reload();
  await expect(box).toBeChecked();

  // In Spanish.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(panel.getByRole('heading', { name: 'Resumen semanal por correo' })).toBeVisible();
  await expect(panel.getByText('1 empleado sin tarjeta')).toBeVisible();
  const caja = panel.getByRole('checkbox', {
    name: `Enviarme el resumen semanal a ${company.sponsor.email}`,
  });
  await caja.uncheck();
  await expect(panel.getByRole('status')).toContainText('Resumen semanal desactivado');
  await page.reload();
  await expect(caja).not.toBeChecked();
});

// On a 320 px phone the weekly digest's checkbox label, which ends with the sponsor's address,
// ran past its box: the address has no place to break.
test('a label that ends with an e-mail address stays in its box at 320 px', async ({ page }) => {
  const company = createCompanyWithEmployee();
  await page.setViewportSize({ width: 320, height: 800 });
  await signInAs(page, company.sponsor, '/emp_mgmt');
  const label = page.locator('label', { hasText: company.sponsor.email });
  await expect(label).toBeVisible();
  const { scroll, client } = await label.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(scroll, 'the label fits its own width').toBeLessThanOrEqual(client + 1);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page does not scroll sideways',
  ).toBeLessThanOrEqual(320);
});
