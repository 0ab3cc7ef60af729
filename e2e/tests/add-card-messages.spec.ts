// The add-card form's empty serial: the form opens with the focus in its serial
// field, and a tap elsewhere (Name card on a tile) used to show "Card serial number can not be
// blank" before the rider had done anything. Now, as in every form of the portal, an empty field
// says why only once the rider has typed in it (or tried to submit); the disabled Add card button
// names what is missing meanwhile. In the project's language and width (English and Spanish, on a
// phone and on a wide screen: playwright.config.ts).
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';
import { journeyLanguage, journeyWidth, startingWith, t } from '../support/language';

test(`leaving the empty serial for Name card says nothing; typing and emptying it does`, async ({
  page,
}) => {
  const language = journeyLanguage();
  const blank =
    language === 'es'
      ? `${t('Card serial number')} no puede quedar en blanco`
      : 'Card serial number can not be blank';
  const rider = createRiderWithSubscription();
  const tileCard = rider.cards[0]!;
  await signInAs(page, rider, '/cards');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect(page.viewportSize()?.width).toBe(journeyWidth());

  await page
    .getByRole('button', { name: t('Add a card') })
    .first()
    .click();
  const form = page.getByRole('form', { name: t('Add a card') });
  const serial = form.getByLabel(startingWith('Card serial number'));
  await expect(serial).toBeFocused();

  // A tap on a tile's Name card takes the focus from the empty serial: no message.
  await page
    .getByRole('button', { name: t('Name card {{serial}}', { serial: tileCard.serial }) })
    .click();
  await expect(serial).not.toBeFocused();
  await expect(serial).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByText(blank)).toHaveCount(0);
  // The disabled button still says what is missing.
  await expect(form.getByRole('button', { name: t('Add card') })).toBeDisabled();
  await expect(form.getByTestId('submit-reason')).toBeVisible();

  // Typed in, then emptied and left: now it says why.
  await serial.fill('3');
  await serial.fill('');
  await serial.blur();
  await expect(serial).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('field-error').first()).toHaveText(blank);
});
