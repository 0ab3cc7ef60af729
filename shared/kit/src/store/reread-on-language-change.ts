// A language switch in place. The API puts the texts stored with records (fare
// types, product names, statuses, activity types, order item descriptions) in the language of the
// request (api/src/platform/i18n/record-texts.ts), so a record read before the switch keeps its language
// beside the page's new labels. Each remote's store hands its own reread of what it holds here:
// only what a page shows (the list or search with its criteria and page, the open record), by the
// loads its pages use; never an edit form's record, whose reload could replace what was typed.
import { call, take } from 'redux-saga/effects';
import { getLanguage } from '@qcard/runtime/i18n/i18n';
import { busChannel } from '@qcard/kit/store/create-remote-store';

export function* rereadOnLanguageChange(reread: () => Generator) {
  const changes = busChannel('i18n/languageChanged');
  let shown: string = yield call(getLanguage);
  while (true) {
    const { language }: { language: string } = yield take(changes);
    // The same language set again (the footer's selector re-chosen) changes no text.
    if (language === shown) continue;
    shown = language;
    yield call(reread);
  }
}
