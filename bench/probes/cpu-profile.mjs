// Where a request's time goes: the API's own CPU profile (node --cpu-prof) under load, read
// back as the frames that spent the most time themselves (self time), grouped by function and
// place. Used by the ratios probe for /card.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** Node options that make the API process (and the workers it forks) write a profile into `dir` when it exits. */
export function profilingArgs(dir) {
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

export function profileDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-cpu-prof-'));
}

const sourceMaps = new Map();
/** The compiled server's source map, so a frame names the TypeScript line it came from. */
function sourceMapOf(file) {
  if (!sourceMaps.has(file)) {
    const mapFile = `${file}.map`;
    sourceMaps.set(
      file,
      fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(file);
}

/** The place a frame is from, relative to the repository (or the package under node_modules). */
function placeOf(url, line, column, root) {
  if (!url) return '(native)';
  let file = url.replace(/^file:\/\//, '');
  const entry = file.endsWith('.js') ? sourceMapOf(file)?.findEntry(line, column) : null;
  if (entry?.originalSource) {
    file = path.resolve(
      path.dirname(file),
      entry.originalSource.replace(/^webpack:\/\/[^/]*\//, '').replace(/^file:\/\//, ''),
    );
    line = entry.originalLine;
  }
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(
    file,
  );
  const where = pkg ? `${pkg[1]}/${pkg[2]}` : path.relative(root, file);
  return `${where}:${line + 1}`;
}

/**
 * The top frames by self time of the busiest profile in `dir` (the process that served the
 * load), as shares of its samples within `window` (microseconds of process.hrtime), idle and
 * garbage collection included so shares add up.
 */
export function topFrames(dir, root, { count = 10, window = null } = {}) {
  const profiles = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  if (profiles.length === 0) return [];
  const busiest = profiles.reduce((a, b) =>
    (b.samples?.length ?? 0) > (a.samples?.length ?? 0) ? b : a,
  );
  const byId = new Map(busiest.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  // Sample times are on the machine's monotonic clock, as process.hrtime() is: only the load counts.
  let at = busiest.startTime;
  busiest.samples.forEach((id, i) => {
    const delta = busiest.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0) || 1;
  const frames = new Map();
  for (const [id, us] of selfUs) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    const key = `${name} ${placeOf(callFrame.url, callFrame.lineNumber, callFrame.columnNumber, root)}`;
    frames.set(key, (frames.get(key) ?? 0) + us);
  }
  return [...frames]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, us]) => ({ frame, share: us / total }));
}

/** Now on the clock the profiles' sample times use, in microseconds. */
export function monotonicUs() {
  return Number(process.hrtime.bigint() / 1000n);
}
