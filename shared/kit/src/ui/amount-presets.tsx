// Preset reload amounts (10, 20, 30, 40, 50, 100, 200 dollars) as toggle buttons; values in cents.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { formatMoneyShort } from '@qcard/kit/format/money';
import '../styles/ui.css';

export const PRESET_AMOUNTS_CENTS: ReadonlyArray<number> = [
  1000, 2000, 3000, 4000, 5000, 10000, 20000,
];

export interface AmountPresetsProps {
  /** Current amount in cents. */
  value: number | null | undefined;
  onSelect: (cents: number) => void;
  /** Disabled whenever the amount field is disabled. */
  disabled?: boolean;
  amounts?: ReadonlyArray<number>;
  label?: string;
}

export function AmountPresets({
  value,
  onSelect,
  disabled,
  amounts = PRESET_AMOUNTS_CENTS,
  label,
}: AmountPresetsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="qc-presets" role="group" aria-label={label ?? t('ui.presetAmounts')}>
      {amounts.map((cents) => (
        <button
          key={cents}
          type="button"
          className={`qc-preset${value === cents ? ' qc-preset--on' : ''}`}
          aria-pressed={value === cents}
          disabled={disabled}
          onClick={() => onSelect(cents)}
        >
          {formatMoneyShort(cents)}
        </button>
      ))}
    </div>
  );
}
