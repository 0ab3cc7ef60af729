// DATABASE_URL: a PostgreSQL server that cannot be reached stops the start with a message
// naming the database but never its password.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../app';

test('an unreachable PostgreSQL server stops the start, naming the database without the password', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-dburl-'));
  try {
    const started = buildApp({
      dataDir,
      env: { DATABASE_URL: 'postgres://qcard:s3cret-pw@127.0.0.1:1/qcard' },
    });
    await expect(started).rejects.toThrow(
      'PostgreSQL database postgres://qcard:***@127.0.0.1:1/qcard cannot be used',
    );
    await expect(started).rejects.not.toThrow(/s3cret-pw/);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
