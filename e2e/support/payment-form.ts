// The payment card form of the billing and subscription pages, filled as a rider does: the
// card holder, the card number, an expiry next December and a security code; the billing page
// also asks for the billing address.
import type { Page } from '@playwright/test';

export interface CardHolder {
  firstName: string;
  lastName: string;
  cardNumber: string;
}

export async function fillPaymentCard(page: Page, { firstName, lastName, cardNumber }: CardHolder) {
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Card Number').fill(cardNumber);
  await page.getByLabel('Expiry Month').selectOption('12');
  await page.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 1));
  await page.getByLabel('Security Code').fill('123');
}

/** An address in Springfield, NY. */
export async function fillBillingAddress(page: Page, line1: string, zipcode: string) {
  await page.getByLabel('Address Line 1').fill(line1);
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('Zipcode').fill(zipcode);
}
