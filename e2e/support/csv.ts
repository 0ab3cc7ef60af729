// A downloaded CSV read as a spreadsheet program reads it: the bytes (BOM first), then RFC 4180
// cells (quoted cells, doubled quotes, CRLF rows).
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export interface DownloadedCsv {
  fileName: string;
  bytes: Buffer;
  rows: string[][];
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  return rows;
}

/** Clicks the export button and reads the file the browser saved. */
export async function downloadCsv(page: Page, button: Locator): Promise<DownloadedCsv> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  expect(file).toBeTruthy();
  const bytes = fs.readFileSync(file as string);
  // UTF-8 with a byte-order mark: what spreadsheet programs need to read accents right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { fileName: download.suggestedFilename(), bytes, rows: parseCsv(bytes.subarray(3).toString('utf8')) };
}
