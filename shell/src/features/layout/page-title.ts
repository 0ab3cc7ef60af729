// The browser tab's title in the page's language: "Q Card | Regional Transit Authority | My Cards".
// The page names of shared/contracts/src/routes.ts are English; the shell's texts hold each
// route's name as "page.<path>" (':' of a path parameter left out, since i18next reads ':' as
// the namespace separator).
import type { TFunction } from 'i18next';
import type { RouteEntry } from '@qcard/contracts/routes';

export function pageNameKey(route: RouteEntry): string {
  return `page.${route.path.replace(/:/g, '')}`;
}

/** `t` is the shell namespace's; a path no route owns is the not-found page. */
export function translatedPageTitle(t: TFunction<'shell'>, route: RouteEntry | undefined): string {
  const pageName = route ? t(pageNameKey(route)) : t('notFound.title');
  return [t('shell.brand'), t('shell.authority'), pageName].join(' | ');
}
