// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
import { columnsReader, everyColumnOf } from '../joined-row';

describe('columnsReader', () => {
  it('copies the prefixed columns of a joined row under their own names, in the listed order', () => {
    const readContract = columnsReader<{ id: number; card_id: number }>('c__', ['id', 'card_id']);
    const row = { id: 7, serial: 'S1', c__id: 70, c__card_id: 7, s__state: 'Active' };
    const contract = readContract(row);
    expect(contract).toEqual({ id: 70, card_id: 7 });
    expect(Object.keys(contract)).toEqual(['id', 'card_id']);
  });

  it('reads the unprefixed columns with an empty prefix and leaves the joined ones out', () => {
    const readCard = columnsReader<Record<string, unknown>>('', ['id', 'serial']);
    expect(readCard({ id: 7, serial: 'S1', c__id: 70 })).toEqual({ id: 7, serial: 'S1' });
  });

  it('gives undefined for a listed column the row lacks (a left join without a match gives null)', () => {
    const read = columnsReader<Record<string, unknown>>('u__', ['id', 'email']);
    expect(read({ u__id: null })).toEqual({ id: null, email: undefined });
  });

  it('never runs a column name as code', () => {
    const name = 'x"]; throw new Error("ran"); ["';
    const read = columnsReader<Record<string, unknown>>('p__', [name]);
    expect(read({ [`p__${name}`]: 1 })).toEqual({ [name]: 1 });
  });

  it('refuses a column named __proto__, which an object literal would take as the prototype', () => {
    expect(() => columnsReader('', ['__proto__'])).toThrow(/__proto__/);
  });
});

describe('everyColumnOf', () => {
  interface Row {
    id: number;
    name: string;
  }

  it('gives back a list that names every column of the row', () => {
    expect(everyColumnOf<Row>()(['id', 'name'])).toEqual(['id', 'name']);
  });

  it('does not compile with a column missing or one the row does not have', () => {
    // @ts-expect-error name is missing from the list
    everyColumnOf<Row>()(['id']);
    // @ts-expect-error the row has no column named email
    everyColumnOf<Row>()(['id', 'name', 'email']);
  });
});
