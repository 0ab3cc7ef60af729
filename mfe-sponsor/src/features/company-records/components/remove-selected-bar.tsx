// REMOVE SELECTED … under a list: says why it is disabled, asks for confirmation, then removes.
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { ConfirmDialog } from '@qcard/kit/ui/dialog';

/** The rows ticked in a list that has REMOVE SELECTED: what the table shows ticked and what the bar removes. */
export interface RemovalSelection {
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  /** The table's props for ticking rows. */
  table: { selectable: true; selectedIds: string[]; onSelectionChange: (ids: string[]) => void };
  /** Sends the ids for removal and clears the ticks, since those rows are going. */
  onRemove: (ids: number[]) => void;
}

export function useRemovalSelection(remove: (ids: number[]) => void): RemovalSelection {
  const [selected, setSelected] = useState<string[]>([]);
  return {
    selected,
    setSelected,
    table: { selectable: true, selectedIds: selected, onSelectionChange: setSelected },
    onRemove: (ids) => {
      remove(ids);
      setSelected([]);
    },
  };
}

export interface RemoveSelectedBarProps {
  /** The button text, e.g. REMOVE SELECTED EMPLOYEES. */
  label: string;
  /** Why the button is disabled while nothing is ticked: 'Select one or more employees to remove them.' */
  selectHint: string;
  selection: Pick<RemovalSelection, 'selected' | 'onRemove'>;
  removing: boolean;
  /** Id of the reason text the button is described by. */
  reasonId: string;
}

export function RemoveSelectedBar({
  label,
  selectHint,
  selection,
  removing,
  reasonId,
}: RemoveSelectedBarProps) {
  const { t } = useTranslation('sponsor');
  const { selected, onRemove } = selection;
  const [confirming, setConfirming] = useState(false);
  const reason = removing
    ? t('record.removing')
    : selected.length === 0
      ? selectHint
      : t('record.selected', { count: selected.length });
  return (
    <>
      <div className="sp-toolbar">
        <button
          type="button"
          className="qc-btn qc-btn--danger"
          disabled={selected.length === 0 || removing}
          aria-describedby={reasonId}
          onClick={() => setConfirming(true)}
        >
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
