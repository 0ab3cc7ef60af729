// The API checks the same rules the forms do, from the same validationRules.json, and
// answers with the same texts (SPEC section 5).
import type { AppConfig } from '../config/app-config';
import type { ValidationRule } from '@qcard/shared/contracts/domain';
import { validateField } from '@qcard/shared/validation/rule-engine';
import { API_MSG, ApiError } from '../http/envelope';
import { stripControlCharacters } from '../hardening/clean-text';

export interface FieldProblem {
  property: string;
  message: string;
}

/** One field against its rule: the same engine, and so the same texts, as the browser's forms. */
export function checkRule(rule: ValidationRule, raw: unknown): string | null {
  return validateField(rule, raw) ?? null;
}

/** All problems of `values` against the screen's rules (only properties listed in the rule set). */
export function screenProblems(config: AppConfig, screen: string, values: Record<string, unknown>, only?: string[]): FieldProblem[] {
  const set = config.rulesFor(screen);
  if (!set) throw new Error(`No validation rules for screen ${screen}`);
  const problems: FieldProblem[] = [];
  for (const rule of set.rules) {
    if (only && !only.includes(rule.property)) continue;
    const message = checkRule(rule, values[rule.property]);
    if (message) problems.push({ property: rule.property, message });
  }
  return problems;
}

/** Throws ApiError 488 (HTTP 400) with the first problem's text and all problems in data. */
export function validateScreen(config: AppConfig, screen: string, values: Record<string, unknown>, only?: string[]): void {
  const problems = screenProblems(config, screen, values, only);
  const first = problems[0];
  if (first) throw new ApiError(API_MSG.VALIDATION_FAILED, { httpStatus: 400, params: [first.message], data: { problems } });
}

/**
 * A body field as trimmed text ('' when absent or not a string/number), without control
 * characters (hardening/clean-text.ts): every name and free text the API stores comes through here.
 */
export function text(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  if (typeof v === 'string') return stripControlCharacters(v).trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A body field as given (untrimmed) text, for passwords. */
export function rawText(body: Record<string, unknown>, name: string): string {
  const v = body[name];
  return typeof v === 'string' ? v : '';
}
