import { APP_TITLE_PARTS } from '@qcard/shared/contracts/routes';

/** Application title parts plus the page name: "Q Card | Regional Transit Authority | My Cards". */
export function pageTitle(pageName?: string): string {
  return [...APP_TITLE_PARTS, ...(pageName ? [pageName] : [])].join(' | ');
}

export function setPageTitle(pageName?: string): void {
  if (typeof document !== 'undefined') document.title = pageTitle(pageName);
}
