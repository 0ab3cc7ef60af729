// Search bar: filter type select + value; a filter that requires input needs a value (479).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { checkSearchValue } from '@qcard/contracts/validation/input-checks';
import { SearchByField } from '@qcard/kit/search/search-by-field';
import '../styles/forms.css';
import '../styles/ui.css';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';

export interface FilterType {
  value: string;
  label: string;
  /** Default true: searching this filter needs a value. */
  requiresValue?: boolean;
  /**
   * False for a filter that takes no value ("All employees": the API lists everything and ignores
   * one). Its box is disabled, so nobody types a name that would not narrow anything.
   */
  takesValue?: boolean;
}

export interface SearchBarProps {
  filterTypes: ReadonlyArray<FilterType>;
  onSearch: (query: { filterType: string; filterValue: string }) => void;
  /** Called with the 479 message when a required value is missing (e.g. to raise an alert). */
  onInvalid?: (message: string) => void;
  initialType?: string;
  label?: string;
  /** Extra controls inside the search form (e.g. a DateRange). */
  children?: ReactNode;
  /** Return false to stop the search (extra checks on the children). */
  beforeSearch?: () => boolean;
  /**
   * The criteria of the list shown (its store's query). The controls start from them and follow
   * them when they change, so a page shown again (after a save elsewhere, Back) never lists a
   * filter its controls do not show. What is typed and not yet searched stays until then.
   */
  criteria?: { filterType: string; filterValue: string };
}

export function SearchBar({
  filterTypes,
  onSearch,
  onInvalid,
  initialType,
  label,
  children,
  beforeSearch,
  criteria,
}: SearchBarProps) {
  const { t } = useTranslation('common');
  const id = useId().replace(/:/g, '');
  const shown =
    criteria && filterTypes.some((f) => f.value === criteria.filterType) ? criteria : undefined;
  const [filterType, setFilterType] = useState(
    shown?.filterType ?? initialType ?? filterTypes[0]?.value ?? '',
  );
  const [filterValue, setFilterValue] = useState(shown?.filterValue ?? '');
  const [error, setError] = useState<string | undefined>();
  // New criteria from the store (another search, one restored): the controls show them at once.
  const shownKey = shown ? JSON.stringify([shown.filterType, shown.filterValue]) : null;
  const [followed, setFollowed] = useState(shownKey);
  if (shown && shownKey !== followed) {
    setFollowed(shownKey);
    setFilterType(shown.filterType);
    setFilterValue(shown.filterValue);
    setError(undefined);
  }
  const current = filterTypes.find((t) => t.value === filterType);
  const takesValue = current?.takesValue !== false;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (current && takesValue && current.requiresValue !== false) {
      const err = checkSearchValue(current.label, filterValue, PAGE_RULES);
      if (err) {
        setError(err.message);
        onInvalid?.(err.message);
        return;
      }
    }
    setError(undefined);
    if (beforeSearch && !beforeSearch()) return;
    // What was typed for another filter stays in the box for it, but is not sent with this one.
    onSearch({ filterType, filterValue: takesValue ? filterValue.trim() : '' });
  };

  return (
    <form
      role="search"
      aria-label={label ?? t('search.label')}
      className="qc-search"
      onSubmit={submit}
      noValidate
    >
      <SearchByField
        id={`${id}-type`}
        value={filterType}
        options={filterTypes}
        onChange={setFilterType}
      />
      <div className="qc-field">
        <label className="qc-field__label" htmlFor={`${id}-value`}>
          {current?.label ?? t('search.value')}
        </label>
        <input
          id={`${id}-value`}
          className={`qc-input${error ? ' qc-input--invalid' : ''}`}
          type="search"
          value={filterValue}
          disabled={!takesValue}
          aria-invalid={!!error}
          aria-describedby={`${id}-err`}
          onChange={(e) => {
            setFilterValue(e.target.value);
            if (error) setError(undefined);
          }}
        />
      </div>
      {children}
      <div className="qc-search__actions">
        <button type="submit" className="qc-btn">
          {t('search.submit')}
        </button>
      </div>
      <p id={`${id}-err`} className="qc-inline-error" role="alert">
        {error ?? ''}
      </p>
    </form>
  );
}
