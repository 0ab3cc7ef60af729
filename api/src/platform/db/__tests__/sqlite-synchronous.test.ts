// SQLITE_SYNCHRONOUS reaches the file: NORMAL (1) unless the operator asks for FULL (2).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../database';

test.each([
  [undefined, 1],
  ['NORMAL', 1],
  ['FULL', 2],
] as const)(
  'synchronous %s opens the file with PRAGMA synchronous = %i',
  async (synchronous, expected) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-sync-'));
    const db = openDatabase({
      kind: 'sqlite',
      file: path.join(dir, 'qcard.sqlite'),
      ...(synchronous ? { synchronous } : {}),
    });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(rows[0]?.synchronous).toBe(expected);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
