// An editable cell of a bulk data table (DataColumn.editable): the input shows the row's value,
// and what the rider types while editing it. The row's value is drawn in the same render it
// changes in (POPULATE ALL), not copied into the input by an effect afterwards: a copy that came
// late could land on a field the rider had already started typing in.
import { useRef, useState } from 'react';
import { dollarsToCents } from '@qcard/shared/format/money';
import { centsToInput, isDollarDraft } from '@qcard/shared/forms/input-formats';
import '../styles/forms.css';

/** One editable cell of a bulk table: money as dollars, integers, or text; the change is committed per key. */
export function EditableCell({ kind, value, label, error, onCommit }: { kind: 'money' | 'integer' | 'text'; value: unknown; label: string; error?: string; onCommit: (v: unknown) => void }) {
  const shown = kind === 'money' ? centsToInput(value as number | null) : value === null || value === undefined ? '' : String(value);
  // What the rider typed, from the first key until focus leaves (null: show the row's value).
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? shown;
  const errId = useRef(`qc-ce${Math.random().toString(36).slice(2, 9)}`).current;
  return (
    <div className="qc-cell-edit">
      {kind === 'money' ? <span aria-hidden="true">$</span> : null}
      <input
        className={`qc-input qc-input--cell${error ? ' qc-input--invalid' : ''}`}
        aria-label={label}
        aria-invalid={!!error}
        aria-describedby={error ? errId : undefined}
        inputMode={kind === 'text' ? 'text' : kind === 'money' ? 'decimal' : 'numeric'}
        value={text}
        onChange={(e) => {
          const t = e.target.value;
          if (kind === 'money' && !isDollarDraft(t)) return;
          if (kind === 'integer' && !/^\d{0,9}$/.test(t)) return;
          setDraft(t);
          onCommit(kind === 'money' ? dollarsToCents(t) : kind === 'integer' ? (t === '' ? null : Number(t)) : t);
        }}
        // The row now holds what was typed: it shows again, as money with its cents.
        onBlur={() => setDraft(null)}
      />
      {error ? (
        <span id={errId} className="qc-cell-edit__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
