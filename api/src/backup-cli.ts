// npm run db:backup [-- <file>] / db:restore -- <file>: the embedded SQLite database, while the
// portal runs.
import path from 'node:path';
import { findRepoRoot } from './repo-paths';
import { loadSettings } from './settings';
import {
  backupDatabase,
  defaultBackupFile,
  describeRestore,
  restoreDatabase,
} from './platform/operations/backup';

async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const settings = loadSettings(findRepoRoot());
  if (settings.databaseUrl) {
    process.stderr.write(
      'DATABASE_URL names PostgreSQL: back it up with pg_dump / pg_restore (see docs/operations.md); this command copies the embedded SQLite file.\n',
    );
    process.exit(2);
  }
  const live = path.join(settings.dataDir, 'qcard.sqlite');
  if (command === 'backup') {
    const target = await backupDatabase(
      live,
      file ? path.resolve(file) : defaultBackupFile(settings.dataDir),
    );
    process.stdout.write(`Backed up ${live} to ${target}\n`);
  } else if (command === 'restore' && file) {
    const report = await restoreDatabase(path.resolve(file), live);
    // Said every time: a restore silently signing people out was a surprise to operators.
    process.stdout.write(
      [`Restored ${live} from ${path.resolve(file)}`, ...describeRestore(report)].join('\n') + '\n',
    );
  } else {
    process.stderr.write('usage: backup-cli.ts backup [file] | restore <file>\n');
    process.exit(2);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
