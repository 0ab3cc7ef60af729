// Build one remote the way a team would from a newer commit (its own sources or the shared
// packages changed): a copy of the remote and of shared/ (edited), linked to the installed
// dependencies, built with the real Rsbuild config into <remote>/dist/<version> of this checkout
// so the portal serves it. The checkout's own sources never hold the change.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './portal';

const SHARED_PACKAGES = ['contracts', 'runtime', 'kit'];

export interface SourceChange {
  /** File to edit, below shared/ ('kit/src/ui/page-header.tsx') or the remote's folder. */
  file: string;
  edit: (text: string) => string;
}

export interface RemoteCopy {
  /** Edits of the shared packages' files. */
  shared?: SourceChange[];
  /** Edits of the remote's own files. */
  remote?: SourceChange[];
  /** Another version of the runtime package. */
  runtimeVersion?: string;
}

function applyChanges(dir: string, label: string, changes: SourceChange[] = []): void {
  for (const change of changes) {
    const file = path.join(dir, change.file);
    const before = fs.readFileSync(file, 'utf8');
    const after = change.edit(before);
    if (after === before) throw new Error(`the change to ${label}/${change.file} changed nothing`);
    fs.writeFileSync(file, after);
  }
}

/** Symlink every entry of `from` into `to`, replacing the entries named in `override`. */
function linkNodeModules(from: string, to: string, override: Record<string, string>): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    const source = path.join(from, entry);
    if (
      entry.startsWith('@') &&
      fs.statSync(source).isDirectory() &&
      !fs.lstatSync(source).isSymbolicLink()
    ) {
      const scoped = Object.fromEntries(
        Object.entries(override)
          .filter(([name]) => name.startsWith(`${entry}/`))
          .map(([name, target]) => [name.slice(entry.length + 1), target]),
      );
      linkNodeModules(source, path.join(to, entry), scoped);
      continue;
    }
    fs.symlinkSync(override[entry] ?? fs.realpathSync(source), path.join(to, entry));
  }
}

/**
 * Builds `remote` at `version` from a copy with `changes` applied. Returns the folder it wrote in
 * this checkout.
 */
export function buildRemoteCopy(remote: string, version: string, changes: RemoteCopy): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-shared-change-'));
  try {
    for (const file of ['package.json', 'tsconfig.base.json'])
      fs.copyFileSync(path.join(ROOT, file), path.join(work, file));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
    fs.symlinkSync(path.join(ROOT, 'api'), path.join(work, 'api'));
    fs.cpSync(path.join(ROOT, 'build'), path.join(work, 'build'), { recursive: true });

    const shared = path.join(work, 'shared');
    fs.cpSync(path.join(ROOT, 'shared'), shared, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}node_modules`),
    });
    // Every package that names a shared package gets the edited copy.
    const copies = Object.fromEntries(
      SHARED_PACKAGES.map((name) => [`@qcard/${name}`, path.join(shared, name)]),
    );
    for (const name of SHARED_PACKAGES)
      linkNodeModules(
        path.join(ROOT, 'shared', name, 'node_modules'),
        path.join(shared, name, 'node_modules'),
        copies,
      );
    applyChanges(shared, 'shared', changes.shared);
    if (changes.runtimeVersion) {
      const pkgFile = path.join(shared, 'runtime/package.json');
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string };
      pkg.version = changes.runtimeVersion;
      fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
    }

    const app = path.join(work, remote);
    fs.cpSync(path.join(ROOT, remote), app, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}node_modules`) && !src.includes(`${path.sep}dist`),
    });
    linkNodeModules(
      path.join(ROOT, remote, 'node_modules'),
      path.join(app, 'node_modules'),
      copies,
    );
    applyChanges(app, remote, changes.remote);

    execFileSync(path.join(ROOT, 'node_modules/.bin/rsbuild'), ['build'], {
      cwd: app,
      env: { ...process.env, APP_VERSION: version, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    const target = path.join(ROOT, remote, 'dist', version);
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(app, 'dist', version), target, { recursive: true });
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
