// After a production build, the app's build-time HTML (docs/performance.md, "Landing HTML"):
// build/prerender/run.mjs renders src/app/prerender.tsx in Node, beside this build's files, so
// the pages deploy (and roll back) with the version that drew them. An app without that file
// has none. A failed render fails the build: a missing page would quietly cost the first paint.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { RsbuildPlugin } from '@rsbuild/core';

// The kit's type check sees this file with its own narrow `process` (shared/kit/src/env.d.ts).
const nodeProcess = (globalThis as unknown as { process: NodeJS.Process }).process;

export function pluginPrerender(appDir: string): RsbuildPlugin {
  return {
    name: 'qcard:prerender',
    setup(api) {
      api.onAfterBuild(() => {
        if (!fs.existsSync(path.join(appDir, 'src', 'app', 'prerender.tsx'))) return;
        const here = path.join(path.dirname(appDir), 'build', 'prerender');
        const result = spawnSync(
          nodeProcess.execPath,
          [
            '--import',
            'tsx',
            '--import',
            path.join(here, 'register-css-stub.mjs'),
            path.join(here, 'run.mjs'),
            appDir,
            api.context.distPath,
          ],
          {
            cwd: appDir,
            stdio: 'inherit',
            env: {
              ...nodeProcess.env,
              TSX_TSCONFIG_PATH: path.join(path.dirname(appDir), 'tsconfig.base.json'),
            },
          },
        );
        if (result.status !== 0)
          throw new Error(
            `prerender of ${path.basename(appDir)} failed (status ${String(result.status)})`,
          );
      });
    },
  };
}
