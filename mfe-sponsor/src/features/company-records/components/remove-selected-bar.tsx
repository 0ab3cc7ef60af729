// REMOVE SELECTED … under a list: says why it is disabled, asks for confirmation, then removes.
import { useState } from 'react';
import { ConfirmDialog } from '@qcard/shared/ui/dialog';

export interface RemoveSelectedBarProps {
  /** The button text, e.g. REMOVE SELECTED EMPLOYEES. */
  label: string;
  /** What is selected, plural: 'employees'. */
  noun: string;
  selected: string[];
  removing: boolean;
  /** Id of the reason text the button is described by. */
  reasonId: string;
  onRemove: (ids: number[]) => void;
}

export function RemoveSelectedBar({ label, noun, selected, removing, reasonId, onRemove }: RemoveSelectedBarProps) {
  const [confirming, setConfirming] = useState(false);
  const reason = removing ? 'Removing…' : selected.length === 0 ? `Select one or more ${noun} to remove them.` : `${selected.length} selected.`;
  return (
    <>
      <div className="sp-toolbar">
        <button type="button" className="qc-btn qc-btn--danger" disabled={selected.length === 0 || removing} aria-describedby={reasonId} onClick={() => setConfirming(true)}>
          {label}
        </button>
        <p id={reasonId} className="qc-muted sp-toolbar__reason" aria-live="polite">
          {reason}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onNo={() => setConfirming(false)}
        onYes={() => {
          setConfirming(false);
          onRemove(selected.map(Number));
        }}
      />
    </>
  );
}
