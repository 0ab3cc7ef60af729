// Every page opened directly (a bookmark, a reload, a link in a mail) draws its controls with the
// kit's styles. Each remote loads the CSS of a page with that page's code, so a module that uses
// a kit class must bring the kit's stylesheet itself: the group list's search box was a bare
// 12 px browser input on a direct load of /group_mgmt, because only the form fields brought
// forms.css and that page has none.
import { expect, test, type Page } from '@playwright/test';
import { PATRON, SPONSOR, signInAs } from '../support/session';
import { createRiderWithSubscription } from '../support/journey-data';

test.describe.configure({ timeout: 120_000 });

interface Unstyled {
  what: string;
  why: string;
}

/** The kit's controls on the page that do not carry the kit's styles. */
function unstyledControls(page: Page): Promise<Unstyled[]> {
  return page.evaluate(() => {
    const out: Array<{ what: string; why: string }> = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}`;
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    for (const el of document.querySelectorAll(
      ':is(.qc-input, .qc-select, .qc-textarea):not(.qc-checkbox)',
    )) {
      if (!visible(el)) continue;
      const style = getComputedStyle(el);
      const minHeight = parseFloat(style.minHeight);
      if (!(minHeight >= 36)) out.push({ what: name(el), why: `min-height ${style.minHeight}` });
      if (style.borderTopLeftRadius === '0px')
        out.push({ what: name(el), why: 'no kit border radius' });
    }
    for (const el of document.querySelectorAll('.qc-checkbox')) {
      if (!visible(el)) continue;
      const width = getComputedStyle(el).width;
      if (width !== '24px') out.push({ what: name(el), why: `checkbox width ${width}` });
    }
    for (const el of document.querySelectorAll('.qc-field__label')) {
      if (!visible(el)) continue;
      const weight = getComputedStyle(el).fontWeight;
      if (Number(weight) < 600) out.push({ what: name(el), why: `label weight ${weight}` });
    }
    for (const el of document.querySelectorAll('.qc-notice')) {
      if (!visible(el)) continue;
      const padding = getComputedStyle(el).paddingLeft;
      if (padding === '0px') out.push({ what: name(el), why: "notice without the kit's box" });
    }
    return out;
  });
}

async function expectStyled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  // The page's data is in when nothing is loading any more (not 'networkidle': a signed-in page
  // keeps its live-status stream open, so the network is idle only by luck before it opens).
  await expect(page.locator('.qc-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  expect(await unstyledControls(page), `kit controls without the kit's styles on ${path}`).toEqual(
    [],
  );
}

test('public pages opened directly draw every control with the kit', async ({ page }) => {
  for (const path of ['/', '/sign-up', '/forgot-password', '/user-feedback', '/unreg-recharge'])
    await expectStyled(page, path);
});

test('a rider’s pages opened directly draw every control with the kit', async ({ page }) => {
  await signInAs(page, PATRON, '/cards');
  for (const path of [
    '/cards',
    '/home/mycard-details?cardId=1',
    '/recharge/individual?cardId=1',
    '/single-subscribe?cardId=1&contractId=1',
    '/subscribe/default',
    '/user-cart',
    '/order',
    '/account',
  ])
    await expectStyled(page, path);

  // A direct load of Reload naming a blocked card: the card is not offered (nor chosen), the page is drawn with the kit.
  await expectStyled(page, '/recharge/individual?cardId=3');
  await expect(page.getByLabel(/^Card/).locator('option', { hasText: '1000000003' })).toHaveCount(
    0,
  );
  await expect(page.getByTestId('not-reloadable')).toHaveCount(0);

  // Controls that open on the page: naming a card on My Cards.
  await expectStyled(page, '/cards');
  await page.getByRole('button', { name: 'Name card 1000000001' }).click();
  await expect(page.getByLabel('Card name')).toBeVisible();
  expect(await unstyledControls(page), 'the card name form').toEqual([]);
});

test('a sponsor’s pages opened directly draw every control with the kit', async ({ page }) => {
  await signInAs(page, SPONSOR, '/group_mgmt');
  for (const path of [
    '/group_mgmt',
    '/group-detail',
    '/emp_mgmt',
    '/employee-detail?id=1',
    '/company_mgmt',
    '/create-employee',
    '/card-allocation',
    '/subscribe/default',
    '/recharge/default',
    '/order',
  ])
    await expectStyled(page, path);
});

// A required field's star stays with the last word of its label: at 375 px "Alert amount for
// 17…1" (Spanish: "Monto de alerta de 17…1") wrapped with the star alone on a line of its own.
test('a long required label wraps with its star on the last word’s line', async ({ page }) => {
  const rider = createRiderWithSubscription();
  await page.setViewportSize({ width: 375, height: 900 });
  await page.addInitScript(() => localStorage.setItem('qcard.lang', 'es'));
  await signInAs(page, rider, '/account');
  await page.getByRole('checkbox', { name: `Avisarme sobre ${rider.cards[0]!.serial}` }).check();
  const label = page.locator('label', { hasText: `Monto de alerta de ${rider.cards[0]!.serial}` });
  await expect(label).toBeVisible();
  const lines = await label.evaluate((el) => {
    const star = el.querySelector('.qc-field__required')!;
    const text = [...el.childNodes].find(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
    )!;
    const range = document.createRange();
    range.setStart(text, text.textContent!.length - 1);
    range.setEnd(text, text.textContent!.length);
    const lastChar = range.getBoundingClientRect();
    const starBox = [...star.getClientRects()].pop()!;
    return {
      lastCharTop: lastChar.top,
      starTop: starBox.top,
      labelLines: Math.round(
        el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      ),
    };
  });
  expect(lines.labelLines, 'the label does wrap at this width').toBeGreaterThan(1);
  expect(
    Math.abs(lines.starTop - lines.lastCharTop),
    'the star is on the line of the last word',
  ).toBeLessThan(4);
});
