// Pasted garbage in the amount, checkout, sponsor and subscription forms (the account forms are in
// form-garbage.spec.ts): each field shows the spec's message for what it now holds, the form does
// not submit, nothing crashes, no injected markup runs and no write call leaves the page.
import { expect, test } from '@playwright/test';
import { PATRON, SPONSOR, apiCall, apiLogin, signInAs } from '../support/session';
import {
  byLabel,
  expectNothingBroke,
  GARBAGE,
  MSG_415,
  pasteGarbage,
  shownError,
  watch,
} from '../support/form-garbage';

test.describe('garbage pasted into the forms', () => {
  test.describe.configure({ timeout: 120_000 });

  test('patron reload amount: letters, negative, fractional, exponent, zero and out of range', async ({
    page,
  }) => {
    const session = await signInAs(page, PATRON, '/recharge/default');
    const seen = watch(page);
    const cart = async () =>
      (
        await apiCall<{ cartItems: Array<{ itemId: number; price: number }> }>(
          page.request,
          session.token,
          '/cart/cartItems',
        )
      ).data.cartItems;
    const before = await cart();
    await expect(page.getByRole('heading', { level: 1, name: 'Reload Q Card' })).toBeVisible();
    await page.getByLabel(/^Card/).selectOption('1000000001');
    await expect(page.getByLabel(/^Contract/)).not.toHaveValue('');
    const amount = page.getByLabel(/^Amount/);
    const RANGE = 'Reload amount must be between $5.00 and $200.00.';
    const wrong: string[] = [];
    // A money field keeps what was pasted, sign and all, with its message (never '-5' as 5).
    for (const [pasted, expected] of [
      ['abc', RANGE],
      ['-5', RANGE],
      ['-0.01', RANGE],
      ['12.345', RANGE],
      ['1e3', RANGE],
      ["5' OR 1=1", RANGE],
      ['💵20', RANGE],
      [GARBAGE.huge!, RANGE],
      ['0', RANGE],
      ['4.99', RANGE],
      ['200.01', RANGE],
      ['99999999', RANGE],
    ] as const) {
      await amount.fill('');
      await amount.fill(pasted);
      await amount.blur();
      const shown = await shownError(amount);
      const held = await amount.inputValue();
      if (shown !== expected)
        wrong.push(
          `amount ← ${pasted.slice(0, 20)} (holds "${held}"): shows "${shown}", spec says "${expected}"`,
        );
      if (
        pasted !== GARBAGE.huge &&
        !['0', '4.99', '200.01', '99999999'].includes(pasted) &&
        held !== pasted
      )
        wrong.push(`amount ← ${pasted}: holds "${held}", not what was pasted`);
      await expect(page.getByRole('button', { name: 'PROCEED TO CART' })).toBeDisabled();
    }
    await amount.press('Enter');
    expect(wrong).toEqual([]);
    await expectNothingBroke(page, seen);
    expect(await cart()).toEqual(expect.arrayContaining(before));
  });

  test('checkout payment and billing address', async ({ page }) => {
    const { token } = await apiLogin(page.request, PATRON);
    const card = (
      await apiCall<{ contracts: Array<{ id: number }> }>(
        page.request,
        token,
        '/card/detailsBySerial',
        { cardSerialNo: '1000000001' },
      )
    ).data;
    const added = await apiCall<{ item: { itemId: number } }>(
      page.request,
      token,
      '/cart/addRechargeCard',
      { contractid: card.contracts[0]!.id, rechargevalue: 777 },
    );
    expect(added.status).toBe('SUCCESS');
    const mine = added.data.item.itemId;
    try {
      await signInAs(page, PATRON, '/patron-billing');
      const seen = watch(page);
      await expect(byLabel(page, 'First Name')).toBeVisible();
      const wrong = await pasteGarbage(page, [
        { label: 'First Name', screen: 'payment', property: 'firstName' },
        { label: 'Last Name', screen: 'payment', property: 'lastName' },
        { label: 'Security Code', screen: 'payment', property: 'cvvCode' },
        { label: 'Address Line 1', screen: 'address', property: 'address1' },
        { label: 'Address Line 2', screen: 'address', property: 'address2' },
        { label: 'City', screen: 'address', property: 'city' },
        { label: 'Zipcode', screen: 'address', property: 'zipcode' },
      ]);
      // The card number: garbage is refused as typed; a wrong number gets 415.
      const number = byLabel(page, 'Card Number');
      for (const pasted of [
        GARBAGE.sql!,
        GARBAGE.unicode!,
        '4111 1111 1111 1112',
        '1234-5678-9012-3456',
      ]) {
        await number.fill(pasted);
        await number.blur();
        const shown = await shownError(number);
        const expected =
          (await number.inputValue()).trim() === '' ? 'Card Number can not be blank' : MSG_415;
        if (shown !== expected)
          wrong.push(`card number ← ${pasted}: shows "${shown}", spec says "${expected}"`);
      }
      await expect(page.getByRole('button', { name: 'Proceed to Review' })).toBeDisabled();
      await byLabel(page, 'Zipcode').press('Enter');
      await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
      expect(wrong).toEqual([]);
      await expectNothingBroke(page, seen);
      const items = (
        await apiCall<{ cartItems: Array<{ itemId: number; price: number }> }>(
          page.request,
          token,
          '/cart/cartItems',
        )
      ).data.cartItems;
      expect(items.filter((i) => i.itemId === mine)).toEqual([
        expect.objectContaining({ itemId: mine, price: 777 }),
      ]);
    } finally {
      await apiCall(page.request, token, '/cart/deleteOrderItem', { orderItemId: mine });
    }
  });

  test('sponsor: group, card allocation and employee forms', async ({ page }) => {
    await signInAs(page, SPONSOR, '/group-detail?from=%2Fgroup_mgmt');
    const seen = watch(page);
    await expect(page.getByRole('button', { name: 'CREATE GROUP' })).toBeDisabled();
    const wrong = await pasteGarbage(page, [
      { label: 'Group Name', screen: 'group', property: 'groupname' },
      { label: 'Group Details', screen: 'group', property: 'groupdetails' },
    ]);
    await expect(page.getByRole('button', { name: 'CREATE GROUP' })).toBeDisabled();
    await page.goto('/card-allocation');
    wrong.push(
      ...(await pasteGarbage(page, [
        {
          label: 'Card Serial Number',
          screen: 'card_allocation',
          property: 'cardNumber',
          shownLabel: 'Card Serial Number',
        },
      ])),
    );
    await byLabel(page, 'Card Serial Number').fill('');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Please enter the card serial number to allocate.' }),
    ).toBeVisible();
    const { token } = await apiLogin(page.request, SPONSOR);
    const holderOf = async (serial?: string) => {
      for (let pageNo = 1; pageNo <= 10; pageNo++) {
        const res = await apiCall<{
          data: Array<{ cardNumber: string; employeeId: string | null }>;
          numberOfPages: number;
        }>(page.request, token, '/companycard/search', { pageNo });
        const hit = res.data.data.find((c) =>
          serial ? c.cardNumber === serial : c.employeeId === null,
        );
        if (hit) return hit;
        if (pageNo >= res.data.numberOfPages) break;
      }
      return undefined;
    };
    const free = (await holderOf())?.cardNumber;
    expect(free).toBeTruthy();
    await page.goto(`/employee-detail?cardNumber=${free}&from=%2Femp_mgmt`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Employee' })).toBeVisible();
    wrong.push(
      ...(await pasteGarbage(page, [
        { label: 'First Name', screen: 'employee', property: 'firstName' },
        { label: 'Last Name', screen: 'employee', property: 'lastName' },
        { label: 'Employee Id', screen: 'employee', property: 'employeeId' },
        { label: 'Address', screen: 'employee', property: 'employeeaddress' },
        { label: 'City', screen: 'employee', property: 'city' },
        { label: 'Zipcode', screen: 'employee', property: 'zipCode' },
        { label: 'Email', screen: 'employee', property: 'email' },
        { label: 'Phone Number', screen: 'employee', property: 'phonenumber' },
      ])),
    );
    await expect(page.getByRole('button', { name: 'CREATE EMPLOYEE' })).toBeDisabled();
    expect(wrong).toEqual([]);
    await expectNothingBroke(page, seen);
    expect((await holderOf(free))?.employeeId).toBeNull();
  });

  test('add subscription: amounts and monthly maximum', async ({ page }) => {
    await signInAs(page, PATRON, '/single-subscribe');
    const seen = watch(page);
    await expect(page.getByRole('heading', { level: 1, name: 'ADD SUBSCRIPTION' })).toBeVisible();
    await page.getByRole('combobox', { name: /^Card/ }).selectOption({ label: '1000000001' });
    await expect(page).toHaveURL(/cardId=\d+&contractId=\d+/);
    const proceed = page.getByRole('button', { name: 'PROCEED TO PAYMENT' });
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
    const THRESHOLD = /^Threshold amount must be between \$5\.00 and \$50\.00\.$/;
    const RECHARGE = /^Recharge amount must be between \$\d+\.\d\d and \$\d+\.\d\d\.$/;
    const FREQUENCY = /^Maximum recharges must be between 1 and 10\.$/;
    const wrong: string[] = [];
    for (const [name, pasted, expected] of [
      ['Threshold Amount', 'abc', THRESHOLD],
      ['Threshold Amount', '-5', THRESHOLD],
      ['Threshold Amount', '12.345', THRESHOLD],
      ['Threshold Amount', '4.99', THRESHOLD],
      ['Threshold Amount', '0', THRESHOLD],
      ['Threshold Amount', '99999999', THRESHOLD],
      ['Recharge Amount', "1' OR '1'='1", RECHARGE],
      ['Recharge Amount', '0.01', RECHARGE],
      ['Recharge Amount', '99999999', RECHARGE],
      ['Maximum Recharges', '🚌', FREQUENCY],
      ['Maximum Recharges', '-1', FREQUENCY],
      ['Maximum Recharges', '2.5', FREQUENCY],
      ['Maximum Recharges', '25', FREQUENCY],
      ['Maximum Recharges', '0', FREQUENCY],
      ['Maximum Recharges', '11', FREQUENCY],
    ] as const) {
      const input = field(name);
      await input.fill('');
      await input.fill(pasted);
      await input.blur();
      const shown = await shownError(input);
      const ok = typeof expected === 'string' ? shown === expected : expected.test(shown);
      if (!ok)
        wrong.push(
          `${name} ← ${pasted} (holds "${await input.inputValue()}"): shows "${shown}", spec says ${String(expected)}`,
        );
      if (name === 'Maximum Recharges' && pasted === '2.5')
        expect(await input.inputValue()).toBe('2.5');
      await expect(proceed).toBeDisabled();
    }
    expect(wrong).toEqual([]);
    await expectNothingBroke(page, seen);
  });
});
