// The sponsor pages as the sponsor journeys use them: unique names, searches by a filter, a
// free company card, the group search and an alert with a given text.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from './session';

export const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();

interface CompanyCard {
  cardId: number;
  cardNumber: string;
  employeeId: string | null;
}

/** A list searched as the rider does: Search By, the value in the field of that label, SEARCH. */
export async function searchBy(page: Page, filter: string, label: string, value: string) {
  await page.getByLabel('Search By').selectOption(filter);
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'SEARCH' }).click();
}

/** A company card no employee holds yet (the seed keeps some in stock). */
export async function freeCompanyCard(request: APIRequestContext, token: string): Promise<string> {
  const free: string[] = [];
  for (let pageNo = 1; pageNo <= 5; pageNo++) {
    const res = await apiCall<{ data: CompanyCard[]; numberOfPages: number }>(
      request,
      token,
      '/companycard/search',
      { pageNo },
    );
    free.push(...res.data.data.filter((c) => c.employeeId === null).map((c) => c.cardNumber));
    if (pageNo >= res.data.numberOfPages) break;
  }
  expect(free.length).toBeGreaterThan(0);
  return free[Math.floor(Math.random() * free.length)]!;
}

/**
 * The group list's search, as the rider types it, until the table shows only that group: the
 * search waits for the typing to pause, and a button clicked before then moves under the pointer.
 */
export async function searchGroups(page: Page, text: string) {
  await page.getByLabel('Search groups').fill(text);
  await expect(page.getByRole('table', { name: 'Groups' }).getByRole('row')).toHaveCount(2);
}

export function alertWith(page: Page, text: string | RegExp) {
  return page.locator('.qc-alert').filter({ hasText: text });
}
