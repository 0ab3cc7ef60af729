// A CSV export on a screen: optionally a date range (to start with, the last 30
// days or back to the oldest row the page lists, whichever is longer), one button that asks the
// API for the file and saves it under the server's name. The button is disabled with the reason
// while the range is incomplete, reversed or too long (the same EXPORT_MAX_DAYS the API checks),
// and while the file is prepared.
import { useId, useState } from 'react';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import type { CallResult } from '@qcard/runtime/api/api-client';
import type { CsvFile } from '@qcard/contracts/exports-api';
import { EXPORT_MAX_DAYS } from '@qcard/contracts/export-limits';
import { DateRange, type DateRangeValue } from '@qcard/kit/search/date-range';
import { failureWords } from '@qcard/kit/bus/alert-helpers';
import { raiseAlert, settleAlerts } from '@qcard/runtime/bus/alerts';
import { dayjs } from '@qcard/kit/format/dates';
import { DISPLAY_TIME_ZONE } from '@qcard/kit/format/date-time';

/** Saves the server's file in the browser's downloads (the text already starts with its BOM). */
export function saveCsvFile(file: CsvFile): void {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function lastDays(days: number, now: Date = new Date()): DateRangeValue {
  const today = dayjs(now).tz(DISPLAY_TIME_ZONE);
  return {
    from: today.subtract(days - 1, 'day').format('YYYY-MM-DD'),
    to: today.format('YYYY-MM-DD'),
  };
}

/**
 * The range a dated export starts with: up to today, from 30 days back or from the oldest of
 * `shown` (the dates of the rows the page lists) when that is older, never longer than the API
 * allows. A rider who downloads what the page lists gets those rows, not an empty file because
 * the card was last used two months ago.
 */
export function rangeCovering(shown: readonly string[], now: Date = new Date()): DateRangeValue {
  const range = lastDays(30, now);
  const longest = lastDays(EXPORT_MAX_DAYS, now).from;
  for (const date of shown) {
    const day = dayjs(date).tz(DISPLAY_TIME_ZONE).format('YYYY-MM-DD');
    if (day < range.from) range.from = day < longest ? longest : day;
  }
  return range;
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** Why the range can not be exported yet, or null. */
export function rangeProblem(range: DateRangeValue): RangeProblem | null {
  if (!range.from || !range.to) return 'missing';
  if (range.from > range.to) return 'order';
  if (dayjs(range.to).diff(dayjs(range.from), 'day') + 1 > EXPORT_MAX_DAYS) return 'tooLong';
  return null;
}

export interface CsvExportProps {
  /** The button, e.g. "Download activity (CSV)". */
  label: string;
  /** Asks the API for the file; gets the range when `dated`. */
  fetchFile: (range: DateRangeValue | null) => Promise<CallResult<CsvFile>>;
  dated?: boolean;
  /** The dates of the rows the page lists, so the first range covers them (see rangeCovering). */
  shown?: readonly string[];
  /** Where its failure alert belongs. */
  target?: string;
}

export function CsvExport({ label, fetchFile, dated = false, shown = [], target }: CsvExportProps) {
  const { t } = useTranslation('common');
  const id = useId().replace(/:/g, '');
  const [range, setRange] = useState<DateRangeValue>(() => rangeCovering(shown));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>('');
  const kind = dated ? rangeProblem(range) : null;
  const problem =
    kind === 'missing'
      ? t('export.rangeMissing')
      : kind === 'order'
        ? t('validation.dateOrder')
        : kind === 'tooLong'
          ? t('export.rangeTooLong', { days: EXPORT_MAX_DAYS })
          : null;
  const source = `export/${label}`;

  const run = async () => {
    setBusy(true);
    setDone('');
    const res = await fetchFile(dated ? range : null);
    setBusy(false);
    if (res.status === 'SUCCESS' && res.data) {
      saveCsvFile(res.data);
      settleAlerts(source);
      setDone(t('export.done', { fileName: res.data.fileName, count: res.data.rows }));
      return;
    }
    // A 464: the shell ends the session and says why.
    if (!res.sessionEnded) raiseAlert({ type: 'danger', ...failureWords(res), source, target });
  };

  return (
    <div className="qc-csv-export" role="group" aria-labelledby={`${id}-button`}>
      {dated ? (
        <DateRange
          value={range}
          onChange={setRange}
          max={lastDays(1).to}
          fromLabel={t('export.from')}
          toLabel={t('export.to')}
        />
      ) : null}
      <div className="qc-csv-export__actions">
        <button
          id={`${id}-button`}
          type="button"
          className="qc-btn qc-btn--secondary"
          disabled={busy || problem !== null}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-reason`}
          onClick={() => void run()}
        >
          {busy ? t('export.preparing') : label}
        </button>
        <p id={`${id}-reason`} className="qc-csv-export__reason" role="status">
          {problem ?? done}
        </p>
      </div>
    </div>
  );
}
