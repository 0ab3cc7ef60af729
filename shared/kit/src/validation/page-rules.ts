// The validation engine as a page runs it: the message catalogue the page loaded and the texts of
// the page's language. Both are read when a check runs, so a language switch needs no new options.
import { messageText } from '@qcard/runtime/config/config-store';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import type { EngineOptions } from '@qcard/contracts/validation/rule-engine';

export const PAGE_RULES: EngineOptions = { lookup: messageText, texts: textsIn() };
