// The add-card form's empty serial (issue 59 item 11): the form opens with the focus in its serial
// field, and a tap elsewhere (Name card on a tile) used to show "Card serial number can not be
// blank" before the rider had done anything. Now, as in every form of the portal, an empty field
// says why only once the rider has typed in it (or tried to submit); the disabled Add card button
// names what is missing meanwhile. In English and Spanish, on a phone and on a wide screen.
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';
import { spanishOf } from '../support/english-phrases';

type Language = 'en' | 'es';

for (const language of ['en', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`${language} at ${width} px: leaving the empty serial for Name card says nothing; typing and emptying it does`, async ({ page }) => {
      const say = (english: string) => (language === 'es' ? spanishOf(english) : english);
      const blank = language === 'es' ? `${say('Card serial number')} no puede quedar en blanco` : 'Card serial number can not be blank';
      await page.setViewportSize({ width, height: 900 });
      const rider = createRiderWithSubscription();
      const tileCard = rider.cards[0]!;
      await page.goto('/forgot-password');
      await page.evaluate((l: Language) => localStorage.setItem('qcard.lang', l), language);
      await signInAs(page, rider, '/cards');
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      await page.getByRole('button', { name: say('Add a card') }).first().click();
      const form = page.getByRole('form', { name: say('Add a card') });
      const serial = form.getByLabel(new RegExp(`^${say('Card serial number')}`));
      await expect(serial).toBeFocused();

      // A tap on a tile's Name card takes the focus from the empty serial: no message.
      await page.getByRole('button', { name: say('Name card {{serial}}').replace('{{serial}}', tileCard.serial) }).click();
      await expect(serial).not.toBeFocused();
      await expect(serial).toHaveAttribute('aria-invalid', 'false');
      await expect(form.getByText(blank)).toHaveCount(0);
      // The disabled button still says what is missing.
      await expect(form.getByRole('button', { name: say('Add card') })).toBeDisabled();
      await expect(form.getByTestId('submit-reason')).toBeVisible();

      // Typed in, then emptied and left: now it says why.
      await serial.fill('3');
      await serial.fill('');
      await serial.blur();
      await expect(serial).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByTestId('field-error').first()).toHaveText(blank);
    });
  }
}
