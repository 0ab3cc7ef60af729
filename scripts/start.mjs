// One command for a fresh machine: install, build everything, start the API that serves the
// portal (shell, remotes, config) with seeded demo data, and print the URL and demo logins.
import { API_START_ARGS, ROOT, install, run } from './lib.mjs';
import path from 'node:path';

// The local demo turns the demo routes on (DEMO=1: the mailbox that shows reset mails, the ride
// tap), and says so. A portal started with NODE_ENV=production gets none of them unless
// DEMO_IN_PRODUCTION=1 is set as well, and must be given PUBLIC_ORIGIN (docs/security.md).
const production = process.env.NODE_ENV === 'production';
const demo = process.env.DEMO ?? (production ? undefined : '1');
if (process.env.DEMO === undefined && demo === '1') {
  console.log(
    'npm start: DEMO=1 for the local demo (demo mailbox and ride tap on; set DEMO=0 to turn them off).',
  );
} else if (production && process.env.DEMO === undefined) {
  console.log('npm start: NODE_ENV=production, so no demo routes (PUBLIC_ORIGIN is required).');
}

install();
run(process.execPath, [path.join(ROOT, 'scripts/build-all.mjs')]);
// The first deploy records what was just built in deploy/remotes.json; later starts keep the
// deployed versions (switched with npm run remotes) and only say when a newer build exists.
run(process.execPath, [path.join(ROOT, 'scripts/remotes.mjs'), 'init', '--if-absent']);
// The compiled server (built above into api/dist), as production runs it; tsx is for npm run dev.
run(process.execPath, API_START_ARGS, {
  cwd: path.join(ROOT, 'api'),
  // One API process per core (docs/operations.md, "Several processes on one machine").
  env: {
    ...(demo === undefined ? {} : { DEMO: demo }),
    API_WORKERS: process.env.API_WORKERS ?? 'auto',
    NODE_OPTIONS: '',
  },
});
