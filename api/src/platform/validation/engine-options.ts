// The shared validation engine as a request runs it: the configured catalogue and the engine's own
// texts, both in the request's language, so two requests in two languages never meet.
import type { EngineOptions } from '@qcard/contracts/validation/rule-engine';
import { textsIn } from '@qcard/runtime/i18n/i18n';
import type { AppConfig } from '../config/app-config';
import type { Language } from '../i18n/request-language';

export function engineOptions(config: AppConfig, language: Language): EngineOptions {
  return {
    lookup: (code, args) => config.message(code, [...args], language),
    texts: textsIn(language),
  };
}
