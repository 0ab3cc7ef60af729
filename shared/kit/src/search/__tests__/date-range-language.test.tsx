// The date filters follow the page's language, not the browser's. Chromium
// draws <input type="date"> in the browser's locale whatever `lang` says, so the day is typed and
// shown as text in the page language's order and handed over as YYYY-MM-DD.
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { switchToSpanish } from '@qcard/kit/test-support/spanish';
import { DateRange, type DateRangeValue } from '@qcard/kit/search/date-range';

function Harness({ start, seen }: { start: DateRangeValue; seen: DateRangeValue[] }) {
  const [range, setRange] = useState(start);
  return (
    <DateRange
      value={range}
      onChange={(v) => {
        seen.push(v);
        setRange(v);
      }}
    />
  );
}

afterEach(async () => {
  await act(() => setLanguage('en'));
});

it('a Spanish page shows and reads days as dd/mm/aaaa, an English one as mm/dd/yyyy', async () => {
  const user = userEvent.setup();
  const seen: DateRangeValue[] = [];
  render(<Harness start={{ from: '2026-03-14', to: '' }} seen={seen} />);
  const from = screen.getByLabelText('From Date');
  expect(from).toHaveValue('03/14/2026');
  expect(from).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  expect(from).not.toHaveAttribute('type', 'date');

  await switchToSpanish();
  expect(screen.getByLabelText('Fecha desde')).toHaveValue('14/03/2026');
  expect(screen.getByLabelText('Fecha desde')).toHaveAttribute('lang', 'es');
  const to = screen.getByLabelText('Fecha hasta');
  expect(to).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  // Digits as a Spanish reader types a day: 2 April, not 4 February.
  await user.type(to, '02042026');
  expect(to).toHaveValue('02/04/2026');
  expect(seen.at(-1)).toEqual({ from: '2026-03-14', to: '2026-04-02' });

  // No such day: no date handed over, and leaving the field says the format.
  await user.clear(to);
  await user.type(to, '31022026');
  expect(seen.at(-1)).toEqual({ from: '2026-03-14', to: '' });
  await user.tab();
  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription('Ingrese la fecha como dd/mm/aaaa.');
  // Letters never get in.
  await user.clear(to);
  await user.type(to, 'ab1');
  expect(to).toHaveValue('1');
});
