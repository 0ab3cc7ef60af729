// After a production build, the shell's service worker (docs/offline-app.md): its one
// TypeScript source, shell/src/service-worker/service-worker.ts, as a classic script `sw.js` at
// the root of this build's folder, so it deploys and rolls back with the shell that registers
// it. A worker script has no imports, so there is nothing to bundle: the types are stripped and
// the `export`s (there for the unit tests) removed.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { RsbuildPlugin } from '@rsbuild/core';

export const SERVICE_WORKER_SOURCE = path.join('src', 'service-worker', 'service-worker.ts');
export const SERVICE_WORKER_FILE = 'sw.js';

/** The worker script from its source: plain ES2020, no module syntax left. */
export function compileServiceWorker(source: string): string {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      removeComments: true,
      sourceMap: false,
    },
    reportDiagnostics: false,
  });
  const script = outputText
    .replace(/^export (?=(?:async )?function |const |let |class )/gm, '')
    .replace(/^export \{\s*\};?\s*$/gm, '');
  if (/^\s*(?:import|export)\b/m.test(script))
    throw new Error('the service worker must not import or export anything at run time');
  return script;
}

export function pluginServiceWorker(appDir: string): RsbuildPlugin {
  return {
    name: 'qcard:service-worker',
    setup(api) {
      api.onAfterBuild(() => {
        const source = fs.readFileSync(path.join(appDir, SERVICE_WORKER_SOURCE), 'utf8');
        fs.writeFileSync(
          path.join(api.context.distPath, SERVICE_WORKER_FILE),
          compileServiceWorker(source),
        );
      });
    },
  };
}
