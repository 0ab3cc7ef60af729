// The API checks the forms' rules (validationRules.json) with the shared engine and answers with
// the same catalogue texts and labels (SPEC section 5), in the request's language.
import type { AppConfig } from '../config/app-config';
import type { ValidationRule } from '@qcard/contracts/domain';
import { labelFromProperty, validateField } from '@qcard/contracts/validation/rule-engine';
import type { Language } from '../i18n/request-language';
import { API_MSG, ApiError } from '../http/envelope';
import { stripInvisibleCharacters } from '@qcard/contracts/validation/clean-text';
import { engineOptions } from './engine-options';

export interface FieldProblem {
  property: string;
  message: string;
}

/** One field against its rule, with the catalogue's texts in `language`. */
export function checkRule(
  config: AppConfig,
  rule: ValidationRule,
  raw: unknown,
  language: Language,
): string | null {
  return validateField(rule, raw, engineOptions(config, language)) ?? null;
}

/** The label of a screen's field in `language` (the property's own name when the screen lacks it). */
export function fieldLabel(
  config: AppConfig,
  screen: string,
  property: string,
  language: Language,
): string {
  const rule = config.rulesFor(screen, language)?.rules.find((r) => r.property === property);
  return rule?.label ?? labelFromProperty(property);
}

/** "{label} is not valid" in `language`. */
export function notValid(config: AppConfig, label: string, language: Language): string {
  return config.message('FIELD_INVALID', [label], language);
}

/** "{label} can not be blank" in `language`. */
export function blank(config: AppConfig, label: string, language: Language): string {
  return config.message('FIELD_BLANK', [label], language);
}

/** All problems of `values` against the screen's rules (only properties listed in the rule set). */
export function screenProblems(
  config: AppConfig,
  screen: string,
  values: Record<string, unknown>,
  language: Language,
  only?: string[],
): FieldProblem[] {
  const set = config.rulesFor(screen, language);
  if (!set) throw new Error(`No validation rules for screen ${screen}`);
  const problems: FieldProblem[] = [];
  for (const rule of set.rules) {
    if (only && !only.includes(rule.property)) continue;
    const message = checkRule(config, rule, values[rule.property], language);
    if (message) problems.push({ property: rule.property, message });
  }
  return problems;
}

/** Throws ApiError 488 (HTTP 400) with the first problem's text (in `language`) and all problems in data. */
export function validateScreen(...args: Parameters<typeof screenProblems>): void {
  const problems = screenProblems(...args);
  const first = problems[0];
  if (first)
    throw new ApiError(API_MSG.VALIDATION_FAILED, {
      params: [first.message],
      data: { problems },
    });
}

/**
 * A body field as trimmed text ('' when absent or not a string/number), without control or format
 * characters, so a text of zero-width characters only is blank.
 */
export function text(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  if (typeof v === 'string') return stripInvisibleCharacters(v).trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A body field as given (untrimmed) text, for passwords. */
export function rawText(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  return typeof v === 'string' ? v : '';
}
