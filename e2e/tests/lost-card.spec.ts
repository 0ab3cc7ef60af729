// Lost or stolen cards in the browser against the real API: a rider
// reports a card lost on Card Details, confirms, picks another of their cards, sees the value
// there, the lost card Blocked everywhere and the mail in the demo mailbox; a sponsor does the
// same with a company card. Each journey has riders and companies of its own (journeys run two
// at a time on one database, and blocking a demo card would change the other journeys' data).
// In the project's language and width (playwright.config.ts).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import {
  addCompanyCard,
  createCompanyWithEmployee,
  createRiderWithReducedFareCard,
  createRiderWithSubscription,
} from '../support/journey-data';
import { journeyLanguage, t } from '../support/language';

interface Mail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  sentAt: string | null;
}

async function transferMail(request: APIRequestContext, to: string): Promise<Mail | undefined> {
  const res = await request.get('/api/demo/mailbox');
  return ((await res.json()) as { data: Mail[] }).data.find(
    (m) => m.kind === 'card-transfer' && m.to === to && m.sentAt !== null,
  );
}

// The transfer mail's words (api/src/platform/mail/templates/card-transfer.ts): a rider who signed in on a
// Spanish page gets it in Spanish.
const TRANSFER_MAIL = {
  en: {
    subject: (last4: string) => `Your Q Card ending ${last4} was replaced`,
    moved: 'Balance moved: $20.00',
  },
  es: {
    subject: (last4: string) => `Su Q Card terminada en ${last4} fue reemplazada`,
    moved: 'Saldo transferido: $20.00',
  },
};

test('a rider reports a card lost, moves its value to another of their cards and gets a mail', async ({
  page,
}) => {
  const rider = createRiderWithSubscription();
  const [lost, replacement] = rider.cards;
  if (!lost || !replacement) throw new Error('journey rider without two cards');
  const session = await signInAs(page, rider, `/home/mycard-details?cardId=${lost.cardId}`);

  await page.getByRole('button', { name: t('Report lost or stolen') }).click();
  const dialog = page.getByRole('alertdialog', {
    name: t('Report Q Card {{serial}} lost or stolen?', { serial: lost.serial }),
  });
  await expect(
    dialog.getByText(
      t(
        'The card is blocked at once and for good: it can no longer pay fares, be reloaded or reload itself, and it cannot be unblocked. Next you choose another card to receive its value, pending reloads and automatic reloads.',
      ),
    ),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: t('Stolen') }).check();
  await dialog.getByRole('button', { name: t('Block this card') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.qc-pill')).toHaveText(t('Blocked'));

  const chooser = page.getByTestId('lost-card-chooser');
  await expect(chooser.getByRole('button', { name: t('Move the value') })).toBeDisabled();
  await expect(chooser.getByText(t('Choose a replacement card first.'))).toBeVisible();
  // Only the rider's other usable card is offered, never the blocked one.
  await expect(chooser.getByRole('radio')).toHaveCount(1);
  await chooser
    .getByRole('radio', { name: t('Q Card {{serial}}', { serial: replacement.serial }) })
    .check();
  await chooser.getByRole('button', { name: t('Move the value') }).click();

  const result = page.getByTestId('lost-card-result');
  await expect(
    result.getByText(
      t('Q Card {{serial}} stays blocked. What it held is now on Q Card {{replacement}}.', {
        serial: lost.serial,
        replacement: replacement.serial,
      }),
    ),
  ).toBeVisible();
  await expect(
    result.getByText(t('Balance moved: {{amount}}', { amount: '$20.00' })),
  ).toBeVisible();
  await expect(
    result.getByText(t('Automatic reloads moved: {{count}}', { count: 1 })),
  ).toBeVisible();
  // The lost card's own activity says where its value went.
  await expect(page.getByTestId(`contract-${lost.contractId}`).getByText('$0.00')).toBeVisible();

  await result.getByRole('link', { name: t('Open the replacement card') }).click();
  await expect(
    page.getByRole('heading', { name: t('Q Card {{serial}}', { serial: replacement.serial }) }),
  ).toBeVisible();
  await expect(
    page.getByTestId(`contract-${replacement.contractId}`).getByText('$40.00'),
  ).toBeVisible();

  // My Cards: the lost card is Blocked, cannot be reloaded and has nothing left to move.
  await page.goto('/cards');
  const tile = page.getByRole('article', { name: t('Q Card {{serial}}', { serial: lost.serial }) });
  await expect(tile.locator('.qc-pill')).toHaveText(t('Blocked'));
  await expect(tile.getByRole('button', { name: t('Reload') })).toBeDisabled();
  await expect(
    page
      .getByRole('article', { name: t('Q Card {{serial}}', { serial: replacement.serial }) })
      .getByTestId('balance'),
  ).toContainText('$40.00');

  // The fare gate refuses the lost card; a retried transfer moves nothing.
  const tap = await apiCall(page.request, session.token, '/card/tap', {
    contractId: lost.contractId,
  });
  expect(tap.status).not.toBe('SUCCESS');
  const retry = await apiCall<{ moved: { cents: number } }>(
    page.request,
    session.token,
    '/card/transfer',
    { cardId: lost.cardId, replacementCardId: replacement.cardId },
  );
  expect(retry.data.moved.cents).toBe(0);

  const words = TRANSFER_MAIL[journeyLanguage()];
  await expect
    .poll(async () => (await transferMail(page.request, rider.email))?.subject, { timeout: 30_000 })
    .toBe(words.subject(lost.serial.slice(-4)));
  const mail = await transferMail(page.request, rider.email);
  expect(mail?.text).toContain(words.moved);
  expect(mail?.text).not.toContain(lost.serial);
});

// A Reduced Fare card's value moves as money into the Adult card's own Stored
// Value; the Adult card never gets the discounted product, and the result says what went where.
test("a Reduced Fare card's value lands in the Adult card's own Stored Value, and the result says so", async ({
  page,
}, info) => {
  const rider = createRiderWithReducedFareCard();
  const session = await signInAs(
    page,
    rider,
    `/home/mycard-details?cardId=${rider.reduced.cardId}`,
  );
  await page.getByRole('button', { name: t('Report lost or stolen') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('Block this card') })
    .click();
  const chooser = page.getByTestId('lost-card-chooser');
  await chooser
    .getByRole('radio', { name: t('Q Card {{serial}}', { serial: rider.adult.serial }) })
    .check();
  await chooser.getByRole('button', { name: t('Move the value') }).click();

  const result = page.getByTestId('lost-card-result');
  const line = t('{{amount}} from {{from}} moved to {{to}} on Q Card {{serial}}', {
    amount: '$12.50',
    from: t('Reduced Fare Stored Value'),
    to: t('Adult Stored Value'),
    serial: rider.adult.serial,
  });
  await expect(result.getByText(line, { exact: true })).toBeVisible();
  await result.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: info.outputPath(`lost-card-result-${info.project.name}.png`),
    fullPage: true,
  });

  // The Adult card holds one product, its own Stored Value, with both balances in it.
  const details = await apiCall<{
    contracts: Array<{ id: number; contractName: string; unitsLeft: number }>;
  }>(page.request, session.token, '/card/details', { cardId: rider.adult.cardId });
  expect(details.data.contracts.map((k) => [k.id, k.unitsLeft])).toEqual([
    [rider.adult.contractId, 3250],
  ]);
  await page.goto(`/home/mycard-details?cardId=${rider.adult.cardId}`);
  await expect(
    page.getByTestId(`contract-${rider.adult.contractId}`).getByText('$32.50'),
  ).toBeVisible();
  await expect(page.getByText(t('Reduced Fare Stored Value'))).toHaveCount(0);
});

test('a sponsor blocks a company card and moves its value to another company card', async ({
  page,
}) => {
  const company = createCompanyWithEmployee();
  const spare = addCompanyCard(company.sponsor.email);
  await signInAs(page, company.sponsor, '/company_mgmt');
  await page
    .getByRole('link', { name: new RegExp(company.employee.serial) })
    .first()
    .click();
  await expect(
    page.getByRole('heading', {
      name: t('Q Card {{serial}}', { serial: company.employee.serial }),
    }),
  ).toBeVisible();

  await page.getByRole('button', { name: t('Report lost or stolen') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('Block this card') })
    .click();
  const chooser = page.getByTestId('lost-card-chooser');
  await chooser
    .getByRole('radio', { name: t('Q Card {{serial}}', { serial: spare.serial }) })
    .check();
  await chooser.getByRole('button', { name: t('Move the value') }).click();
  await expect(
    page
      .getByTestId('lost-card-result')
      .getByText(t('Balance moved: {{amount}}', { amount: '$20.00' })),
  ).toBeVisible();

  await page.goto('/company_mgmt');
  const row = page.getByRole('row', { name: new RegExp(company.employee.serial) });
  await expect(row.getByText(t('Blocked'))).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(spare.serial) }).getByText(t('Active')),
  ).toBeVisible();
});

// How the flow looks (checked in screenshots at 375 and 1280 px): on a wide screen "Name card"
// and "Report lost or stolen" were bars across the whole card, the name button touched the card's
// details, the replacement panel touched the card above it and the choices were the browser's
// 13 px radios.
// It sets both widths itself, in English: @one-layout runs it in `journeys` only.
test(
  'Card Details lays out the lost-card flow: actions at their own width, panels apart, choices big enough to tap',
  { tag: '@one-layout' },
  async ({ page }) => {
    const rider = createRiderWithSubscription();
    const [lost] = rider.cards;
    if (!lost) throw new Error('journey rider without a card');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, rider, `/home/mycard-details?cardId=${lost.cardId}`);
    const card = page.locator('.qc-card').filter({ has: page.getByTestId('card-title') });
    const name = card.getByRole('button', { name: `Name card ${lost.serial}` });
    const report = page.getByRole('button', { name: 'Report lost or stolen' });
    await expect(report).toBeVisible();
    const cardBox = (await card.boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    const reportBox = (await report.boundingBox())!;
    expect(nameBox.width, 'Name card keeps its own width').toBeLessThan(cardBox.width / 2);
    expect(reportBox.width, 'Report lost or stolen keeps its own width').toBeLessThan(
      cardBox.width / 2,
    );
    const firstDetail = (await card.locator('dt').first().boundingBox())!;
    expect(
      firstDetail.y - (nameBox.y + nameBox.height),
      'Name card stands apart from the details',
    ).toBeGreaterThanOrEqual(8);

    await report.click();
    const dialog = page.getByRole('alertdialog');
    expect(
      (await dialog.getByRole('radio', { name: 'Lost' }).boundingBox())!.width,
    ).toBeGreaterThanOrEqual(20);
    await dialog.getByRole('button', { name: 'Block this card' }).click();
    const chooser = page.getByTestId('lost-card-chooser');
    await expect(chooser.getByRole('radio')).toHaveCount(1);
    const chooserBox = (await chooser.boundingBox())!;
    const cardAfter = (await card.boundingBox())!;
    expect(
      chooserBox.y - (cardAfter.y + cardAfter.height),
      'the replacement panel stands apart from the card',
    ).toBeGreaterThanOrEqual(12);
    expect(
      (await chooser.getByRole('radio').boundingBox())!.width,
      'a replacement is a choice big enough to tap',
    ).toBeGreaterThanOrEqual(20);

    // On a phone the report action takes the row, as the kit's form actions do.
    const other = createRiderWithSubscription();
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, other, `/home/mycard-details?cardId=${other.cards[0]!.cardId}`);
    const phoneCard = (await page
      .locator('.qc-card')
      .filter({ has: page.getByTestId('card-title') })
      .boundingBox())!;
    const phoneReport = (await page
      .getByRole('button', { name: 'Report lost or stolen' })
      .boundingBox())!;
    expect(Math.abs(phoneReport.width - phoneCard.width)).toBeLessThanOrEqual(2);
  },
);
