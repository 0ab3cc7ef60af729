// After the API projects' tests: the test databases' templates and any copy a test left (a kept
// data folder, a worker stopped halfway) go, for workers that have ended or are this process.
import fs from 'node:fs';
import path from 'node:path';
import { quoteIdent } from '../platform/db/database';
import { POSTGRES_COPY_MARK, SQLITE_TEMPLATE_DIR, withAdmin } from './test-database';

function ended(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

export default async function removeTestDatabaseCopies(): Promise<void> {
  if (fs.existsSync(SQLITE_TEMPLATE_DIR)) {
    for (const file of fs.readdirSync(SQLITE_TEMPLATE_DIR)) {
      const pid = Number(/^(\d+)-/.exec(file)?.[1]);
      if (pid && ended(pid)) fs.rmSync(path.join(SQLITE_TEMPLATE_DIR, file), { force: true });
    }
  }
  const url = process.env.API_TEST_POSTGRES_URL?.trim();
  if (!url) return;
  await withAdmin(url, async (client) => {
    const base = decodeURIComponent(new URL(url).pathname.slice(1));
    const { rows } = await client.query<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)',
      [`${base}_`],
    );
    for (const { name } of rows) {
      const pid = Number(POSTGRES_COPY_MARK.exec(name)?.[2]);
      if (pid && ended(pid)) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
    }
  });
}
