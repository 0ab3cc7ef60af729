// Once, in the SQLite pass (jest.config.cjs): nothing here reaches a database.
// The CSV writer: what a spreadsheet program needs to open an export correctly and safely.
import { csvCell, toCsv } from '../csv';

describe('csvCell', () => {
  it('escapes cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1 212 555 0100')).toBe("'+1 212 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
  });

  it('quotes commas, quotes and line breaks, and keeps spaces at the ends', () => {
    expect(csvCell('Reload $20.00, card 0101')).toBe('"Reload $20.00, card 0101"');
    expect(csvCell('The "Gym" card')).toBe('"The ""Gym"" card"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell('Peña Nieto')).toBe('Peña Nieto');
  });

  it('writes numbers as numbers (a negative amount stays a number) and nothing for null', () => {
    expect(csvCell(-1.25)).toBe('-1.25');
    expect(csvCell(20)).toBe('20');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 byte-order mark and ends every row with CRLF', () => {
    const csv = toCsv(
      ['Date', 'Description', 'Amount'],
      [
        ['2026-11-23 08:00', '=cmd', -1.25],
        ['2026-11-23 09:00', 'Reload, card', 20],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(
      'Date,Description,Amount\r\n2026-11-23 08:00,\'=cmd,-1.25\r\n2026-11-23 09:00,"Reload, card",20\r\n',
    );
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
