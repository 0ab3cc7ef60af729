// An editable cell of a bulk data table (DataColumn.editable): the input keeps what the rider
// types while focused and takes the row's value again when it changes from outside.
import { useEffect, useRef, useState } from 'react';
import { dollarsToCents } from '@qcard/shared/format/money';
import { centsToInput } from '@qcard/shared/forms/input-formats';
import '../styles/forms.css';

/** One editable cell of a bulk table: money as dollars, integers, or text; the change is committed per key. */
export function EditableCell({ kind, value, label, error, onCommit }: { kind: 'money' | 'integer' | 'text'; value: unknown; label: string; error?: string; onCommit: (v: unknown) => void }) {
  const shown = kind === 'money' ? centsToInput(value as number | null) : value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(shown);
  }, [shown, focused]);
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
        onFocus={() => setFocused(true)}
        onChange={(e) => {
          const t = e.target.value;
          if (kind === 'money' && !/^\d{0,9}(\.\d{0,2})?$/.test(t)) return;
          if (kind === 'integer' && !/^\d{0,9}$/.test(t)) return;
          setText(t);
          onCommit(kind === 'money' ? dollarsToCents(t) : kind === 'integer' ? (t === '' ? null : Number(t)) : t);
        }}
        onBlur={() => {
          setFocused(false);
          if (kind === 'money') setText(centsToInput(dollarsToCents(text)));
        }}
      />
      {error ? (
        <span id={errId} className="qc-cell-edit__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
