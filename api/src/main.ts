// Starts the API server (and the static portal) on PORT / HOST.
import { buildApp } from './app';
import { findRepoRoot } from './repo-paths';
import { loadSettings, SettingsError } from './settings';
import { DEMO_LOGINS } from './seed/seed-demo-data';
import { installGracefulShutdown } from './operations/shutdown';

async function main(): Promise<void> {
  const repoRoot = findRepoRoot();
  let settings;
  try {
    settings = loadSettings(repoRoot);
  } catch (e) {
    if (e instanceof SettingsError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const app = await buildApp({
    repoRoot,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["x-auth-token"]'],
    },
  });
  const address = await app.listen({ port: settings.port, host: settings.host });
  const lines = [
    '',
    `Q Card portal: ${address}/`,
    `API:           ${address}${settings.apiBase}`,
    `Data folder:   ${settings.dataDir}`,
    settings.demoMailbox ? `Demo mailbox:  ${address}${settings.apiBase}/demo/mailbox` : '',
    'Demo logins:',
    ...DEMO_LOGINS.map((l) => `  ${l.email.padEnd(22)} ${l.password.padEnd(14)} ${l.who}`),
    '',
  ].filter((l) => l !== '');
  process.stdout.write(`${lines.join('\n')}\n`);
  installGracefulShutdown(app, { timeoutMs: settings.shutdownTimeoutSeconds * 1000 });
}

main().catch((e: unknown) => {
  process.stderr.write(`Failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
