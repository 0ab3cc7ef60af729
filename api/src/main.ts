// Starts the API server and the portal on PORT / HOST: one process, or a supervisor and
// API_WORKERS processes sharing the port.
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { findRepoRoot } from './repo-paths';
import { loadSettings, SettingsError } from './settings';
import { loadServerLimits } from './platform/config/server-limits';
import { loadCanaryJudgeSettings } from './platform/config/canary-judge-settings';
import { DEMO_LOGINS } from './seed/seed-demo-data';
import { DEMO_ROUTES, demoRoutesLine } from './platform/hardening/demo-mode';
import { installGracefulShutdown } from './platform/operations/shutdown';
import { WORKER_INDEX_ENV, runClusterPrimary } from './platform/operations/cluster-primary';
import { DeployStateError, readDeployState } from './platform/static/deploy-state';

async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  let settings;
  let limits;
  try {
    settings = loadSettings(repoRoot);
    // Also read by buildApp; checked here so a bad value stops the start with exit code 2.
    limits = loadServerLimits();
    loadCanaryJudgeSettings();
    // Before any worker starts, so a malformed deploy state stops the start once, not per worker.
    if (cluster.isPrimary)
      readDeployState(settings.remotesFile ?? path.join(repoRoot, 'deploy', 'remotes.json'));
  } catch (e) {
    if (!(e instanceof SettingsError || e instanceof DeployStateError)) throw e;
    const fix =
      '\nFix the file (see docs/operations.md, "Rolling one remote forward and back") and start again.';
    process.stderr.write(`${e.message}${e instanceof DeployStateError ? fix : ''}\n`);
    process.exit(2);
  }
  if (cluster.isPrimary && settings.workers > 1) {
    // A margin over the workers' own timeout, so they report their own time-out first.
    const code = await runClusterPrimary({
      workers: settings.workers,
      shutdownTimeoutMs: settings.shutdownTimeoutSeconds * 1000 + 5000,
    });
    process.exit(code);
  }
  const app = await buildApp({
    repoRoot,
    // The demo accounts have published passwords: they are demo data, seeded only on purpose.
    seed: settings.demo,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  const address = await app.listen({
    port: settings.port,
    host: settings.host,
    backlog: limits.listenBacklog,
  });
  installGracefulShutdown(app, { timeoutMs: settings.shutdownTimeoutSeconds * 1000 });
  // With several workers the first one speaks for all of them.
  if (cluster.isWorker && process.env[WORKER_INDEX_ENV] !== '1') return;
  app.log.info(
    {
      demoRoutes: settings.demo
        ? DEMO_ROUTES.map((r) => `${r.method} ${settings.apiBase}${r.path}`)
        : [],
    },
    demoRoutesLine(settings).replace(/ +/g, ' '),
  );
  const lines = [
    '',
    `Q Card portal: ${address}/`,
    `API:           ${address}${settings.apiBase}`,
    `Data folder:   ${settings.dataDir}`,
    settings.workers > 1 ? `API workers:   ${settings.workers} processes` : '',
    demoRoutesLine(settings),
    ...(settings.demo
      ? [
          'Demo logins:',
          ...DEMO_LOGINS.map((l) => `  ${l.email.padEnd(22)} ${l.password.padEnd(14)} ${l.who}`),
        ]
      : ['Demo data:     none (an empty database stays empty without DEMO=1)']),
    '',
  ].filter((l) => l !== '');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`Failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
