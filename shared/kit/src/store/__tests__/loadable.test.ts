// A slice's load fields after each step: the status follows the step, a value is stored only
// when it comes, and a failure keeps or clears what is shown as the slice chose.
import { keyedLoadable, loadable } from '@qcard/kit/store/loadable';

const types = { requested: 'x/requested', loaded: 'x/loaded', failed: 'x/failed', payload: 'rows' };

describe('loadable', () => {
  const rows = loadable<string[], 'rows', 'rowsStatus'>('rows', 'rowsStatus', { types });
  const cleared = loadable<string[], 'rows', 'rowsStatus'>('rows', 'rowsStatus', {
    types,
    failedValue: [],
  });
  const start = { rows: ['old'], rowsStatus: 'loaded' as const, other: 1 };

  it('marks a request loading and keeps what is shown', () => {
    expect(rows.reduce(start, { type: 'x/requested' })).toEqual({
      rows: ['old'],
      rowsStatus: 'loading',
      other: 1,
    });
  });

  it('stores the loaded value from the named field', () => {
    expect(rows.reduce(start, { type: 'x/loaded', rows: ['new'] })).toEqual({
      rows: ['new'],
      rowsStatus: 'loaded',
      other: 1,
    });
  });

  it('keeps the value on failure unless a failed value is given', () => {
    expect(rows.reduce(start, { type: 'x/failed' })).toEqual({
      rows: ['old'],
      rowsStatus: 'error',
      other: 1,
    });
    expect(cleared.reduce(start, { type: 'x/failed' })).toEqual({
      rows: [],
      rowsStatus: 'error',
      other: 1,
    });
  });

  it('leaves other actions to the slice', () => {
    expect(rows.reduce(start, { type: 'x/other' })).toBeUndefined();
  });

  it('sets a step directly for a slice whose step does more', () => {
    expect(rows.set(start, 'requested', [])).toEqual({ rows: [], rowsStatus: 'loading', other: 1 });
  });
});

describe('keyedLoadable', () => {
  const records = keyedLoadable<{ id: number; name: string }, 'byId', 'statusById'>(
    'byId',
    'statusById',
    { ...types, payload: 'record', id: 'recordId' },
  );
  const start = { byId: { 1: { id: 1, name: 'one' } }, statusById: { 1: 'loaded' as const } };

  it('keeps each record with its own status', () => {
    const asked = records(start, { type: 'x/requested', recordId: 2 });
    expect(asked).toEqual({ byId: start.byId, statusById: { 1: 'loaded', 2: 'loading' } });
    const got = records(asked!, { type: 'x/loaded', record: { id: 2, name: 'two' } });
    expect(got).toEqual({
      byId: { ...start.byId, 2: { id: 2, name: 'two' } },
      statusById: { 1: 'loaded', 2: 'loaded' },
    });
    expect(records(start, { type: 'x/failed', recordId: 3 })).toEqual({
      byId: start.byId,
      statusById: { 1: 'loaded', 3: 'error' },
    });
  });

  it('leaves other actions to the slice', () => {
    expect(records(start, { type: 'x/other', recordId: 1 })).toBeUndefined();
  });
});
