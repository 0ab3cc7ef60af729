// One command for a fresh machine: install, build everything, start the API that serves the
// portal (shell, remotes, config) with seeded demo data, and print the URL and demo logins.
import { ROOT, install, run } from './lib.mjs';
import path from 'node:path';

install();
run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')]);
run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
  cwd: path.join(ROOT, 'api'),
  // The demo start keeps the demo mailbox on so password reset mails can be read.
  // One API process per core (docs/operations.md, "Several processes on one machine").
  env: { NODE_ENV: process.env.NODE_ENV ?? 'production', DEMO_MAILBOX: process.env.DEMO_MAILBOX ?? 'on', API_WORKERS: process.env.API_WORKERS ?? 'auto', NODE_OPTIONS: '' },
});
