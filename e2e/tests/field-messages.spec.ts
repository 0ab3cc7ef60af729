// A field's message is painted once at a time (it stays under the field after the
// bubble). While the bubble says it, the same words under the field are not painted: in bold
// they were wider than the bubble, and their end showed past its edge (a red "o" beside
// "Código de seguridad: el valor no es válido" at 375 px). They keep their place, so nothing
// moves when the bubble goes, and once it has gone they are painted again.
import { expect, test, type Page } from '@playwright/test';
import { SPONSOR, apiCall, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';

type Box = { top: number; bottom: number; left: number; right: number };
interface AtBubble {
  bubble: string;
  under: string;
  opacity: string;
  height: number;
  bubbleBox: Box;
  hintBox: Box | null;
  hintText: string;
  inputBox: Box;
}

/** The field as it is the moment its bubble appears (it shows only for Message_Display_Duration). */
function readAtBubble(page: Page): Promise<AtBubble> {
  return page.evaluate(
    () =>
      new Promise<AtBubble>((resolve) => {
        const box = (el: Element): Box => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        };
        const read = () => {
          const bubble = document.querySelector('[data-testid="field-error-bubble"]');
          if (!bubble) return false;
          const field = bubble.closest('.qc-field')!;
          const under = field.querySelector<HTMLElement>('[data-testid="field-error"]')!;
          const hint = field.querySelector('.qc-field__hint');
          resolve({
            bubble: bubble.textContent ?? '',
            under: under.textContent ?? '',
            opacity: getComputedStyle(under).opacity,
            height: under.getBoundingClientRect().height,
            bubbleBox: box(bubble),
            hintBox: hint ? box(hint) : null,
            hintText: hint?.textContent ?? '',
            inputBox: box(field.querySelector('input')!),
          });
          return true;
        };
        if (read()) return;
        const watch = new MutationObserver(() => {
          if (read()) watch.disconnect();
        });
        watch.observe(document.body, { childList: true, subtree: true });
      }),
  );
}

test('while the bubble shows a message, the words under the field are not painted twice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/unreg-recharge');
  // The live field's bubble (a field typed before the app came shows its message under it only).
  await expect(page.locator('[data-remote="mfe_cards"]')).toBeVisible();
  const serial = page.getByLabel(/^Card Serial Number/);
  await serial.fill('12');
  await serial.blur();

  const whileBubble = await readAtBubble(page);
  expect(whileBubble.bubble).toMatch(/Card Serial Number/);
  expect(whileBubble.under, 'the same message is kept under the field').toBe(whileBubble.bubble);
  expect(
    whileBubble.opacity,
    'the words under the field are not painted while the bubble says them',
  ).toBe('0');
  expect(whileBubble.height, 'they keep their place').toBeGreaterThan(0);

  await expect(page.getByTestId('field-error-bubble')).toHaveCount(0, { timeout: 15_000 });
  const under = page.getByTestId('field-error').filter({ hasText: whileBubble.bubble });
  await expect(under).toBeVisible();
  await expect(under).toHaveCSS('opacity', '1');
  await expect(serial, 'the message still describes the field').toHaveAccessibleDescription(
    whileBubble.bubble,
  );
});

// A field's rule (its hint) stays readable while the bubble says what is wrong: the password's
// policy sat under the input, and the bubble covered it, with the end of its lines showing past
// the bubble's edge. The hint is now read before the input, and the bubble covers only the place
// of the error text under it.
test('the bubble never covers the field’s rule: the password policy stays readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/sign-up');
  await expect(page.locator('[data-remote="mfe_auth"]')).toBeVisible();
  const password = page.locator('input[name="password"]');
  await password.fill('short');
  await password.blur();
  const boxes = await readAtBubble(page);
  expect(boxes.hintText).toMatch(/8 to 15 characters/);
  const [bubble, hint] = [boxes.bubbleBox, boxes.hintBox!];
  const overlaps =
    bubble.top < hint.bottom &&
    hint.top < bubble.bottom &&
    bubble.left < hint.right &&
    hint.left < bubble.right;
  expect(overlaps, 'the bubble and the password policy do not overlap').toBe(false);
  expect(hint.bottom, 'the policy is read before the input').toBeLessThanOrEqual(
    boxes.inputBox.top,
  );
  await expect(password).toHaveAccessibleDescription(/8 to 15 characters.*Password is too short/);
});

// A form's second section stands apart from the first: on billing, "Billing Address" sat as close
// to the security code above it as the fields sit to each other, and that field's bubble covered
// the heading. Each width has its own rider and cart.
for (const width of [375, 1280]) {
  test(`at ${width} px the next section's heading is clear of the last field and its bubble`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const rider = createRiderWithSubscription();
    const session = await signInAs(page, rider, '/cards');
    await apiCall(page.request, session.token, '/cart/addRechargeCard', {
      contractid: rider.cards[1]!.contractId,
      rechargevalue: 2000,
    });
    await page.goto('/patron-billing');
    const code = page.getByLabel('Security Code');
    const legend = page.locator('legend', { hasText: 'Billing Address' });
    const [input, heading] = [(await code.boundingBox())!, (await legend.boundingBox())!];
    // The rows of a section are 16 px apart; a new section starts twice as far down.
    expect(
      heading.y - (input.y + input.height),
      'space above the next section',
    ).toBeGreaterThanOrEqual(32);

    await code.fill('1');
    await code.blur();
    const { bubble, bubbleBox } = await readAtBubble(page);
    expect(bubble).toMatch(/Security Code/);
    const now = (await legend.boundingBox())!;
    expect(bubbleBox.bottom, 'the bubble ends above "Billing Address"').toBeLessThanOrEqual(now.y);
  });
}

// Pressing a button takes focus from the field first; its message then appeared at once and
// pushed the buttons down between the press and the release, so the press clicked nothing.
for (const width of [1280, 375]) {
  test(`at ${width} px one press on BACK goes back, though it takes focus from a field whose message then appears`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, SPONSOR, '/card-allocation?from=%2Femp_mgmt');
    const serial = page.getByLabel('Card Serial Number');
    await serial.fill('12');
    // Playwright presses and releases at one point, as a finger or a mouse does.
    await page.getByRole('button', { name: 'BACK' }).click();
    await expect(page).toHaveURL(/\/emp_mgmt$/);
  });
}
