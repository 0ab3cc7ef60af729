// An editable cell of a bulk data table (DataColumn.editable): the input shows the row's value,
// and what the rider types while editing it. The row's value is drawn in the same render it
// changes in (POPULATE ALL), not copied into the input by an effect afterwards: a copy that came
// late could land on a field the rider had already started typing in. Money and whole numbers are
// read as the form fields read them (input-formats.ts): the text stays as typed, and text that is
// no amount or count is committed as NaN, which the row's check refuses with its message (issue
// 60: a refused "-" turned "-30" into a $30 reload, a dropped "." turned "2.5" into 25).
import { useRef, useState } from 'react';
import {
  centsToInput,
  isUnreadable,
  moneyTextToCents,
  NUMBER_TEXT_MAX,
  wholeNumberTextToValue,
} from '@qcard/kit/forms/input-formats';
import '../styles/forms.css';

/** One editable cell of a bulk table: money as dollars, integers, or text; the change is committed per key. */
export function EditableCell({
  kind,
  value,
  label,
  error,
  onCommit,
}: {
  kind: 'money' | 'integer' | 'text';
  value: unknown;
  label: string;
  error?: string;
  onCommit: (v: unknown) => void;
}) {
  const shown =
    kind === 'money'
      ? centsToInput(value as number | null)
      : value === null || value === undefined
        ? ''
        : String(value);
  // What the rider typed, from the first key until focus leaves (null: show the row's value), and
  // after that while it is no number and the row still holds the NaN it committed: a value set
  // from outside (POPULATE ALL, CLEAR ALL) shows instead.
  const [draft, setDraft] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const text = draft !== null && (focused || isUnreadable(value)) ? draft : shown;
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
        maxLength={kind === 'text' ? undefined : NUMBER_TEXT_MAX}
        onChange={(e) => {
          const t = e.target.value;
          setDraft(t);
          if (kind === 'text') onCommit(t);
          else
            onCommit((kind === 'money' ? moneyTextToCents(t) : wholeNumberTextToValue(t)) ?? null);
        }}
        onFocus={() => {
          setFocused(true);
          // Text left as typed that a value from outside has replaced since is gone.
          if (!isUnreadable(value)) setDraft(null);
        }}
        // The row now holds what was typed: it shows again, as money with its cents (text that is
        // no number stays as typed).
        onBlur={() => {
          setFocused(false);
          if (!isUnreadable(value)) setDraft(null);
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
