// Where the monorepo lives: the folder above the working directory that holds
// pnpm-workspace.yaml (tests run from the root, the server from api/), or QCARD_REPO_ROOT.
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
