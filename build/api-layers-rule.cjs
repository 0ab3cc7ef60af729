// qcard/api-layers: the API's layout (api/src/modules/<domain>, api/src/platform/<part>).
// - platform code imports no domain: plumbing serves every domain and knows none;
// - a domain imports another domain only through that domain's public.ts, never a route file
//   or a query;
// - no two folders import each other, directly or around a longer loop, so each folder can be
//   read, tested and changed with only what it depends on.
// Tests are outside the layers (they assemble whatever they check).
const fs = require('node:fs');
const path = require('node:path');

const SRC = path.resolve(__dirname, '../api/src');
const IMPORT = /(?:from\s+|import\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

/** 'modules/cards', 'platform/http', or null for the root files and other folders. */
function folderOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length < 3 || (parts[0] !== 'modules' && parts[0] !== 'platform')) return null;
  return `${parts[0]}/${parts[1]}`;
}

function isTest(file) {
  return file.split(path.sep).includes('__tests__');
}

function resolve(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

let graph = null;
/** Folder → the folders its files import (tests left out), read once per lint run. */
function folderGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const file of walk(SRC).filter((f) => /\.tsx?$/.test(f) && !isTest(f))) {
    const from = folderOf(file);
    if (!from) continue;
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(file, spec);
      const to = target && folderOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

/** A path of folders from `from` to `to`, if the imports lead there. */
function pathBetween(from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length) {
    const trail = queue.shift();
    for (const next of folderGraph().get(trail[trail.length - 1]) ?? []) {
      if (next === to) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return null;
}

module.exports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    if (!from || isTest(file)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(file, spec);
      const to = target && folderOf(target);
      if (!to || to === from) return;
      if (from.startsWith('platform/') && to.startsWith('modules/')) {
        context.report({
          node,
          message: `${from} is plumbing and imports no domain (${to}); let the domain hand it what it needs`,
        });
        return;
      }
      if (
        from.startsWith('modules/') &&
        to.startsWith('modules/') &&
        path.basename(target) !== 'public.ts'
      ) {
        context.report({
          node,
          message: `a domain imports another only through its public.ts: import ${to}/public`,
        });
      }
      const back = pathBetween(to, from);
      if (back)
        context.report({
          node,
          message: `${to} imports ${from} back (${back.join(' → ')}): folders import one way`,
        });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
