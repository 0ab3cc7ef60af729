// A downloaded CSV read as a spreadsheet program reads it: the bytes (BOM first), then RFC 4180
// cells (quoted cells, doubled quotes, CRLF rows).
import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { parseCsv } from '../../shared/contracts/src/test-support/csv-reader';

export interface DownloadedCsv {
  fileName: string;
  bytes: Buffer;
  rows: string[][];
}

/** Clicks the export button and reads the file the browser saved. */
export async function downloadCsv(page: Page, button: Locator): Promise<DownloadedCsv> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await download.path();
  expect(file).toBeTruthy();
  const bytes = fs.readFileSync(file as string);
  // UTF-8 with a byte-order mark: what spreadsheet programs need to read accents right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return {
    fileName: download.suggestedFilename(),
    bytes,
    rows: parseCsv(bytes.subarray(3).toString('utf8')),
  };
}
