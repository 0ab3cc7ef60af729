// Where the monorepo lives. Tests run from the repo root (jest) and the server from api/
// (tsx), so the root is found by walking up from the working directory to the folder that
// holds pnpm-workspace.yaml. QCARD_REPO_ROOT overrides the search.
import fs from 'node:fs';
import path from 'node:path';

export function findRepoRoot(start: string = process.cwd()): string {
  const fromEnv = process.env.QCARD_REPO_ROOT;
  if (fromEnv) return path.resolve(fromEnv);
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(
        `Cannot find the repository root (pnpm-workspace.yaml) above ${start}; set QCARD_REPO_ROOT`,
      );
    dir = parent;
  }
}

/** api/config: the JSON configuration files and images the server delivers. */
export function configDir(repoRoot: string): string {
  return path.join(repoRoot, 'api', 'config');
}
