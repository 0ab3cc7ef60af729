// React binding of the rule engine: a react-final-form `validate` for a screen's server rules.
import { useMemo } from 'react';
import type { ValidationRuleSet } from '@qcard/contracts/domain';
import { getConfig } from '@qcard/runtime/config/config-store';
import {
  validateScreen,
  type ScreenKey,
  type ScreenOptions,
} from '@qcard/contracts/validation/rule-engine';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

export interface ScreenValidationOptions extends ScreenKey, Partial<ScreenOptions> {
  /** Rule sets to use instead of the loaded configuration (tests, API-delivered overrides). */
  ruleSets?: ReadonlyArray<ValidationRuleSet>;
  /** Extra record-level checks merged after the rules (first error per field wins). */
  extra?: (values: Record<string, unknown>) => Record<string, string | undefined>;
}

/** Record-level validate for <Form validate={...}>; reads the config rules at each run, so late loads apply. */
export function screenValidator(options: ScreenValidationOptions) {
  return (values: Record<string, unknown>): Record<string, string> => {
    const sets = options.ruleSets ?? getConfig().validationRules;
    const errors = validateScreen(sets, options, values, { ...PAGE_RULES, ...options });
    for (const [k, v] of Object.entries(options.extra?.(values) ?? {})) {
      if (v && !errors[k]) errors[k] = v;
    }
    return errors;
  };
}

export function useScreenValidation(options: ScreenValidationOptions) {
  const {
    screen,
    action,
    function: fn,
    version,
    labels,
    trim,
    confirm,
    ruleSets,
    extra,
    lookup,
  } = options;
  // Callers write labels, trim and confirm inline, so those are compared by content: a new
  // validator (react-final-form validates again with it) only when what it checks changes.
  const shapeKey = JSON.stringify({ labels, trim, confirm });
  const shape = useMemo(
    () => JSON.parse(shapeKey) as Pick<ScreenOptions, 'labels' | 'trim' | 'confirm'>,
    [shapeKey],
  );
  // The validator reads the rules lazily, so rules loaded later still apply.
  return useMemo(
    () =>
      screenValidator({ screen, action, function: fn, version, ...shape, ruleSets, extra, lookup }),
    [screen, action, fn, version, shape, ruleSets, extra, lookup],
  );
}
