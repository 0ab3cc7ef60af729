// Every module of the three shared packages is reachable as @qcard/<package>/<path>: apps import
// it that way, the packages' own modules import each other that way (so Module Federation shares
// one instance of each runtime module), and the API imports the contracts that way under Node.
import fs from 'node:fs';
import path from 'node:path';

type Exports = Record<string, string>;
const readExports = (pkgDir: string) =>
  (JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { exports: Exports })
    .exports;

function resolveExport(pkgDir: string, exports: Exports, subpath: string): string | null {
  const key = `./${subpath}`;
  if (exports[key]) return exports[key];
  for (const [pattern, target] of Object.entries(exports)) {
    if (!pattern.includes('*')) continue;
    const [before, after] = pattern.split('*') as [string, string];
    if (key.startsWith(before) && key.endsWith(after)) {
      const stem = key.slice(before.length, key.length - after.length);
      const candidate = target.replace('*', stem);
      if (fs.existsSync(path.join(pkgDir, candidate))) return candidate;
    }
  }
  return null;
}

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : modules(full);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe.each(['contracts', 'runtime', 'kit'])('@qcard/%s package exports', (name) => {
  const pkgDir = path.resolve(__dirname, '../../..', name);
  const exports = readExports(pkgDir);

  it('resolve every module to its own file', () => {
    const src = path.join(pkgDir, 'src');
    const unresolved = modules(src)
      .map((file) =>
        path
          .relative(src, file)
          .replace(/\\/g, '/')
          .replace(/\.(ts|tsx)$/, ''),
      )
      .filter((sub) => {
        const target = resolveExport(pkgDir, exports, sub);
        return !target || !fs.existsSync(path.join(pkgDir, target));
      });
    expect(unresolved).toEqual([]);
  });

  it("are used by the package's own modules instead of relative paths between modules", () => {
    const src = path.join(pkgDir, 'src');
    const relative = modules(src).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)]
        .map((m) => m[1]!)
        .filter((spec) => !spec.endsWith('.css'))
        .map((spec) => `${path.relative(src, file)} imports ${spec}`),
    );
    expect(relative).toEqual([]);
  });
});
