import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import axe from 'axe-core';

export function renderInForm(
  children: ReactNode,
  opts: {
    initialValues?: Record<string, unknown>;
    onSubmit?: (v: Record<string, unknown>) => void;
    validate?: (v: Record<string, unknown>) => Record<string, string>;
  } = {},
) {
  const state: { values: Record<string, unknown> } = { values: {} };
  const ui = (
    <Form
      onSubmit={(v: Record<string, unknown>) => opts.onSubmit?.(v)}
      initialValues={opts.initialValues}
      validate={opts.validate}
      render={({ handleSubmit, values }) => {
        state.values = values as Record<string, unknown>;
        return (
          <form onSubmit={handleSubmit} aria-label="Test form">
            {children}
          </form>
        );
      }}
    />
  );
  return { ui, state };
}

export async function seriousViolations(container: Element) {
  // jsdom has no canvas; axe only uses it for icon-ligature heuristics.
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as unknown as HTMLCanvasElement['getContext'];
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}
