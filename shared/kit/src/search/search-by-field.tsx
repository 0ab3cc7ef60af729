// The Search By choice of a search form: which filter the typed or chosen value applies to.
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import '../styles/forms.css';

export interface SearchByOption<V extends string> {
  value: V;
  label: string;
}

export function SearchByField<V extends string>({
  id,
  value,
  options,
  onChange,
}: {
  /** The select's id (its label points at it). */
  id: string;
  value: V;
  options: ReadonlyArray<SearchByOption<V>>;
  onChange: (value: V) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="qc-field">
      <label className="qc-field__label" htmlFor={id}>
        {t('search.by')}
      </label>
      <select
        id={id}
        className="qc-select"
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
