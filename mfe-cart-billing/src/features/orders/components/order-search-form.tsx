// Order search: by order number or status, with the kit's From/To date range (466, 467).
import { codeText } from '@qcard/runtime/bus/alert-text';
import type { AlertText } from '@qcard/contracts/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { DateRange, type DateRangeValue } from '@qcard/kit/search/date-range';
import { SearchByField } from '@qcard/kit/search/search-by-field';
import { checkDateRange } from '@qcard/contracts/validation/input-checks';
import type { CodedError } from '@qcard/contracts/validation/rule-engine';
import { messageText } from '@qcard/runtime/config/config-store';
import { toOrderSearchDate } from '@qcard/kit/format/dates';
import { ORDER_STATUSES, orderStatusText } from '@qcard/contracts/format/order-status';
import type { OrderCriteria } from '../store/orders-slice';
import '@qcard/kit/styles/forms.css';
import { PAGE_RULES } from '@qcard/kit/validation/page-rules';
import { textsIn } from '@qcard/runtime/i18n/i18n';

export interface OrderSearchFormProps {
  onSearch: (query: OrderCriteria) => void;
  /** Called with the 466/467/validation text when the search is refused here. */
  /** The refusal's words, with how to say them again after a language switch (for its alert). */
  onInvalid?: (words: { msg: string; text: AlertText }) => void;
  busy?: boolean;
}

export function OrderSearchForm({ onSearch, onInvalid, busy }: OrderSearchFormProps) {
  const { t } = useTranslation('cartBilling');
  const id = useId().replace(/:/g, '');
  const [filterType, setFilterType] = useState<'orderNumber' | 'status'>('orderNumber');
  const [orderNumber, setOrderNumber] = useState('');
  const [status, setStatus] = useState('');
  const [range, setRange] = useState<DateRangeValue>({ from: '', to: '' });
  // The refusal shown under the form: a date-range code (466/467, its text read from the server's
  // messages at each render) or this form's own order-number check, so it follows a language switch.
  const [error, setError] = useState<CodedError | 'invalidNumber' | undefined>();
  const errorText = (e: CodedError | 'invalidNumber') =>
    e === 'invalidNumber' ? t('search.invalidNumber') : (messageText(e.code) ?? e.message);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rangeError = checkDateRange(range.from, range.to, PAGE_RULES);
    const badNumber =
      filterType === 'orderNumber' &&
      orderNumber.trim() !== '' &&
      !/^\d{1,12}$/.test(orderNumber.trim());
    const problem = rangeError ?? (badNumber ? ('invalidNumber' as const) : undefined);
    setError(problem);
    if (problem) {
      onInvalid?.({
        msg: errorText(problem),
        text:
          problem === 'invalidNumber'
            ? { key: 'cartBilling:search.invalidNumber' }
            : codeText(problem.code),
      });
      return;
    }
    onSearch({
      filterType,
      filterValue: filterType === 'orderNumber' ? orderNumber.trim() : status,
      fromDate: range.from ? toOrderSearchDate(range.from) : '',
      toDate: range.to ? toOrderSearchDate(range.to) : '',
    });
  };

  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className="cb-order-search"
      onSubmit={submit}
      noValidate
    >
      <SearchByField
        id={`${id}-type`}
        value={filterType}
        options={[
          { value: 'orderNumber', label: t('search.by.orderNumber') },
          { value: 'status', label: t('search.by.status') },
        ]}
        onChange={setFilterType}
      />
      {filterType === 'orderNumber' ? (
        <div className="qc-field">
          <label className="qc-field__label" htmlFor={`${id}-number`}>
            {t('order.number')}
          </label>
          <input
            id={`${id}-number`}
            className="qc-input"
            inputMode="numeric"
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
            placeholder={t('search.any')}
          />
        </div>
      ) : (
        <div className="qc-field">
          <label className="qc-field__label" htmlFor={`${id}-status`}>
            {t('order.status')}
          </label>
          <select
            id={`${id}-status`}
            className="qc-select"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">{t('search.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderStatusText(s, textsIn())}
              </option>
            ))}
          </select>
        </div>
      )}
      <DateRange
        value={range}
        onChange={(v) => {
          setRange(v);
          setError(undefined);
        }}
      />
      <div className="qc-search__actions">
        <button type="submit" className="qc-btn" disabled={busy}>
          {t('search.submit')}
        </button>
      </div>
      <p className="qc-inline-error" role="alert" data-testid="order-search-error">
        {error ? errorText(error) : ''}
      </p>
    </form>
  );
}
