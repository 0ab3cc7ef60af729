// Cards that can take value: a card reported lost is offered nowhere value
// would go to it (the reload form's card list, the cards to subscribe, a lost card's
// replacements), not even by an address that names it, and a rider left with no usable card is
// told why on each page. In English on a wide screen and in Spanish on a phone (language and width
// are independent, as for the rider projects in playwright.config.ts); each journey has a rider
// of its own, whose cards it blocks.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';
import { spanishOf } from '../support/english-phrases';

type Language = 'en' | 'es';

// Eight page loads and four API calls: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function block(page: Page, token: string, cardId: number) {
  expect(
    (await apiCall(page.request, token, '/card/block', { cardId, reason: 'Lost' })).status,
  ).toBe('SUCCESS');
}

for (const [language, width] of [
  ['en', 1280],
  ['es', 375],
] as const) {
  test(`${language} at ${width} px: a blocked card is not offered to reload, subscribe or take a lost card's value; with none left, each page says why`, async ({
    page,
  }) => {
    const say = (english: string) => (language === 'es' ? spanishOf(english) : english);
    const label = (english: string) => new RegExp(`^${say(english)}`);
    await page.setViewportSize({ width, height: 900 });
    const rider = createRiderWithSubscription();
    const [kept, lost] = rider.cards;
    if (!kept || !lost) throw new Error('journey rider without two cards');
    await page.goto('/forgot-password');
    await page.evaluate((l: Language) => localStorage.setItem('qcard.lang', l), language);
    const session = await signInAs(page, rider, '/cards');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await block(page, session.token, lost.cardId);

    // The reload form: only the card in circulation, and an address naming the blocked one chooses nothing.
    await page.goto(`/recharge/individual?cardId=${lost.cardId}`);
    const reloadCard = page.getByLabel(label('Card'));
    await expect(reloadCard.locator('option', { hasText: kept.serial })).toHaveCount(1);
    await expect(reloadCard.locator('option', { hasText: lost.serial })).toHaveCount(0);
    await expect(reloadCard).toHaveValue('');
    await expect(page.getByTestId('not-reloadable')).toHaveCount(0);

    // The cards to subscribe.
    await page.goto('/single-subscribe');
    const subscribeCard = page.getByRole('combobox', { name: label('Card') });
    await expect(subscribeCard.locator('option', { hasText: kept.serial })).toHaveCount(1);
    await expect(subscribeCard.locator('option', { hasText: lost.serial })).toHaveCount(0);

    // The lost card's replacements: the other card only.
    await page.goto(`/home/mycard-details?cardId=${lost.cardId}`);
    await page.getByRole('button', { name: say('Move its value') }).click();
    const chooser = page.getByTestId('lost-card-chooser');
    await expect(chooser.getByRole('radio')).toHaveCount(1);
    await expect(chooser.getByRole('radio', { name: new RegExp(kept.serial) })).toBeVisible();

    // The other card lost too: nothing left to offer, and each page says why.
    await block(page, session.token, kept.cardId);
    await page.goto('/recharge/default');
    await expect(page.getByText(say('None of your cards can be reloaded now'))).toBeVisible();
    await expect(
      page.getByText(
        say('A blocked or expired card can not take value. Add another card on My Cards.'),
      ),
    ).toBeVisible();
    await expect(
      page.locator('.qc-empty').getByRole('link', { name: say('My Cards') }),
    ).toHaveAttribute('href', '/cards');
    await page.goto('/single-subscribe');
    await expect(
      page.getByText(say('None of your cards can take an automatic reload now')),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: label('Card') })).toHaveCount(0);
    await page.goto(`/home/mycard-details?cardId=${lost.cardId}`);
    await page.getByRole('button', { name: say('Move its value') }).click();
    await expect(
      chooser.getByText(
        say(
          'There is no other active card to move the value to yet. Add one by its serial number and security code.',
        ),
      ),
    ).toBeVisible();
    await expect(chooser.getByRole('radio')).toHaveCount(0);

    // The API refuses what the pages no longer offer.
    const reload = await apiCall(page.request, session.token, '/cart/addRechargeCard', {
      contractid: kept.contractId,
      rechargevalue: 1000,
    });
    expect(reload.status).toBe('ERROR');
    const transfer = await apiCall(page.request, session.token, '/card/transfer', {
      cardId: lost.cardId,
      replacementCardId: kept.cardId,
    });
    expect(transfer.status).toBe('ERROR');
  });
}
