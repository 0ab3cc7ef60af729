// What the form-garbage journeys share: the spec's rules and messages (validationRules.json,
// messageResources.json), the garbage pasted into each field, what a form may send, and pasting
// garbage into a form's fields and reading back each field's message.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ROOT } from './portal';
import { livePage } from './login-form';

interface Rule {
  property: string;
  label: string;
  placeholder: string | null;
  isUiMandatory: boolean;
  minLength: number | null;
  maxLength: number | null;
  pattern: string | null;
  customError: string | null;
}
const RULE_SETS = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'api/config/validationRules.json'), 'utf8'),
) as Array<{ screen: string; rules: Rule[] }>;

const MESSAGES = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'api/config/messageResources.json'), 'utf8'),
) as Array<{ msgCode: string; msgValue: string }>;
/** SPEC section 5: a card number that matches no brand pattern (or fails Luhn) gets 415. */
export const MSG_415 = MESSAGES.find((m) => m.msgCode === '415')!.msgValue;

function ruleOf(screen: string, property: string): Rule {
  const rule = RULE_SETS.find((s) => s.screen === screen)?.rules.find(
    (r) => r.property === property,
  );
  if (!rule) throw new Error(`no rule ${screen}.${property}`);
  return rule;
}

/** SPEC section 5: the message for a value, in the order blank, too short, too long, pattern. */
function specMessage(rule: Rule, value: string, confirmOf?: string): string {
  const label = rule.label;
  const placeholder = rule.placeholder ?? label;
  if (value.trim() === '') return rule.isUiMandatory ? `${label} can not be blank` : '';
  const patternText = rule.customError ? `${label} ${rule.customError}` : `${label} is not valid`; // digits-only first:
  if (
    rule.pattern &&
    /^\^(?:\[0-9\]|\\d)(?:[+*]|\{\d+(?:,\d*)?\})\$$/.test(rule.pattern) &&
    /\D/.test(value)
  )
    return patternText;
  if (rule.minLength && value.length < rule.minLength)
    return `${label} is too short. ${placeholder} must be at least ${rule.minLength} characters`;
  if (rule.maxLength && value.length > rule.maxLength)
    return `${label} is too long. ${placeholder} can not exceed ${rule.maxLength}`;
  if (rule.pattern && !new RegExp(rule.pattern).test(value)) return patternText;
  if (confirmOf !== undefined && confirmOf !== value) return `${label} is not matching`;
  return '';
}

export const GARBAGE: Record<string, string> = {
  huge: `${'Ж'.repeat(2500)}${'9'.repeat(2500)}`,
  unicode: '🚌💳 Ünïcødé 漢字 ﷽ ‮rtl',
  sql: "' OR 1=1; DROP TABLE users; --",
  html: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  blank: '   ',
};

export interface FieldCase {
  /** Accessible name of the input (a regex for labels with a required star). */
  label: RegExp | string;
  screen: string;
  property: string;
  /** The field this one must equal (confirmations). */
  confirms?: RegExp | string;
  /** The visible label, where the screen names the field differently from the rule set. */
  shownLabel?: string;
}

/** What forms may send: any POST to the API but a read or the shell's load report (telemetry, sent when due). */
const READS =
  /\/api\/(telemetry$|captcha|config|card$|card\/details|card\/detailsBySerial|card\/rsContracts|contract\/details|cart\/cartItems|user\/details|user\/notifications$|sponsor\/digest$|user\/isTokenValid|user\/refreshtoken|user\/validateResetToken|subscription\/(list|isSubscriptionAllowed|getSPA)|employee\/(search|detail|cardAllocation)|group\/(search|details)|companycard\/search|order\/(search|getOrdersDetails)|rssubscription\/search)/;

export function watch(page: Page): { errors: string[]; writes: string[] } {
  const seen = { errors: [] as string[], writes: [] as string[] };
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/') && !READS.test(req.url()))
      seen.writes.push(req.url());
  });
  return seen;
}

/** Labels carry a required star: match the label text from its start. */
export function byLabel(scope: Locator | Page, label: RegExp | string): Locator {
  const re =
    typeof label === 'string'
      ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
      : label;
  return scope.getByLabel(re).first();
}

export async function shownError(field: Locator): Promise<string> {
  const id = await field.getAttribute('id');
  return ((await field.page().locator(`[id="${id}-error"]`).textContent()) ?? '').trim();
}

/** Pastes each garbage value into each field and checks the message against the spec. */
export async function pasteGarbage(scope: Locator | Page, fields: FieldCase[]): Promise<string[]> {
  const wrong: string[] = [];
  if (fields[0]) await livePage(byLabel(scope, fields[0].label).page());
  for (const f of fields) {
    const field = byLabel(scope, f.label);
    const rule = {
      ...ruleOf(f.screen, f.property),
      ...(f.shownLabel ? { label: f.shownLabel, placeholder: f.shownLabel } : {}),
    };
    for (const [kind, value] of Object.entries(GARBAGE)) {
      await field.fill(value);
      await field.blur();
      const held = await field.inputValue();
      const other = f.confirms ? await byLabel(scope, f.confirms).inputValue() : undefined;
      const expected = specMessage(rule, held, other);
      const shown = await shownError(field);
      if (shown !== expected)
        wrong.push(
          `${f.screen}.${f.property} ← ${kind} (holds ${held.length} chars): shows "${shown}", spec says "${expected}"`,
        );
    }
  }
  return wrong;
}

export async function expectNothingBroke(page: Page, seen: { errors: string[]; writes: string[] }) {
  expect(seen.errors).toEqual([]);
  expect(seen.writes).toEqual([]);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
}
