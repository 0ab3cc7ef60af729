// The project's own lint rules (DESIGN section 1), loaded by eslint.config.mjs and tested by
// shell/src/app/__tests__/lint-rules.test.ts. CommonJS so both ESLint and jest load it as is.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const APPS = [
  'shell',
  'mfe-auth',
  'mfe-cards',
  'mfe-cart-billing',
  'mfe-subscriptions',
  'mfe-sponsor',
  'api',
  'e2e',
  // The three packages inside shared/ (contracts, runtime, kit), each a package of its own.
  'contracts',
  'runtime',
  'kit',
];
/**
 * What each package of shared/ may import besides itself: contracts nothing, runtime the
 * contracts, the kit both. Apps may import all three.
 */
const SHARED_LAYERS = { contracts: [], runtime: ['contracts'], kit: ['contracts', 'runtime'] };

/** The package a path below the repository lies in: its top folder, or shared/<package>. */
function packageOf(relative) {
  const parts = relative.split(path.sep);
  return parts[0] === 'shared' ? (parts[1] ?? '') : parts[0];
}

function mayImport(from, to) {
  if (to === from) return true;
  const layers = SHARED_LAYERS[from];
  return layers ? layers.includes(to) : to in SHARED_LAYERS;
}
/** Calls whose first argument names a module, as `jest.mock` does. */
const JEST_MODULE_CALLS = [
  'mock',
  'doMock',
  'unmock',
  'dontMock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
  'setMock',
];

/**
 * The module text of a string literal, or the static prefix of a template literal (`./x/${y}`
 * gives { text: './x/', partial: true }); null when nothing static leads.
 */
function specifierOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string')
    return { text: node.value, partial: false };
  if (node.type === 'TemplateLiteral') {
    const head = node.quasis[0].value.cooked ?? '';
    const partial = node.expressions.length > 0;
    return head || !partial ? { text: head, partial } : null;
  }
  return null;
}

/**
 * Calls `check(node, { text, partial })` for every place a file names another module: import and
 * export declarations, import(), require(), require.resolve() and jest's module calls.
 */
function moduleReferences(check) {
  const visit = (node) => {
    const spec = specifierOf(node);
    if (spec) check(node, spec);
  };
  return {
    ImportDeclaration: (node) => visit(node.source),
    ExportNamedDeclaration: (node) => node.source && visit(node.source),
    ExportAllDeclaration: (node) => visit(node.source),
    ImportExpression: (node) => visit(node.source),
    TSImportEqualsDeclaration: (node) =>
      node.moduleReference.type === 'TSExternalModuleReference' &&
      visit(node.moduleReference.expression),
    CallExpression(node) {
      const callee = node.callee;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      const isMember = (object, names) =>
        callee.type === 'MemberExpression' &&
        !callee.computed &&
        callee.object.type === 'Identifier' &&
        callee.object.name === object &&
        names.includes(callee.property.name);
      if (isRequire || isMember('require', ['resolve']) || isMember('jest', JEST_MODULE_CALLS))
        visit(node.arguments[0]);
    },
  };
}

/**
 * Where a relative specifier lands, as a path relative to the repository root. A partial
 * template prefix is cut back to its last whole folder (`./a/b${x}` can only land in ./a/).
 */
function landing(file, spec) {
  let text = spec.text;
  if (spec.partial && !text.endsWith('/')) text = text.slice(0, text.lastIndexOf('/') + 1) || './';
  return path.relative(ROOT, path.resolve(path.dirname(file), text));
}

/**
 * A relative import is resolved to the top-level package folder it lands in; it must be the
 * importing file's own package. (Patterns on the import text cannot tell a feature's own
 * `../api/` folder from the `api/` package.) Package names of other apps are refused too;
 * shared's packages are reached only as @qcard/<contracts|runtime|kit>/<path>, each only from
 * the packages its layer allows. A computed path that could land anywhere is
 * refused, since nobody can check where it goes.
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossing:
        '{{from}} may not import {{to}} ({{spec}}): a package imports itself and the shared packages its layer allows (contracts < runtime < kit < apps).',
      unknown:
        '{{from}} names a module by a computed path ({{spec}}) whose package cannot be told: start it with a fixed path inside {{from}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = packageOf(path.relative(ROOT, file));
    if (!APPS.includes(from)) return {};
    return moduleReferences((node, spec) => {
      const report = (messageId, to) =>
        context.report({ node, messageId, data: { from, to, spec: spec.text } });
      if (spec.text.startsWith('.')) {
        const target = landing(file, spec);
        if (target === '' && spec.partial) return report('unknown', '');
        if (target === '' || target.startsWith('..'))
          return report('crossing', '(outside the repository)');
        const to = packageOf(target);
        // Build settings shared by every app live in build/; tests of the shell check them.
        if (to === 'build' && from === 'shell') return;
        if (to !== from) report('crossing', to);
        return;
      }
      const m = /^@qcard\/([^/]*)(\/|$)/.exec(spec.text);
      if (!m) {
        if (spec.partial && /^@qcard\/?[^/]*$/.test(spec.text)) report('unknown', '');
        return;
      }
      if (spec.partial && m[2] === '') return report('unknown', '');
      if (!mayImport(from, m[1])) report('crossing', m[1]);
    });
  },
};

/** The file other features may import from a feature: src/features/<name>/public.ts(x). */
const PUBLIC_FILE = 'public';
/** What a feature may import from src/app/: the store typing and the hooks typed by it. */
const APP_TYPING = ['store', 'hooks'];

/**
 * Inside an app, src/features/<A>/ imports another feature <B> only through B's public file,
 * and src/app/ only for the store typing: the app composes features, never the other way round.
 * A feature's tests may import src/app/ (they build the app around the feature: store,
 * translations). Stylesheets are not checked: they only load qc- classes, they export nothing.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      privatePart:
        'features/{{from}} may not import the inside of features/{{to}} ({{spec}}): import what {{to}} offers from features/{{to}}/public, or move what both need to the kit (@qcard/kit).',
      app: 'features/{{from}} may not import src/app/ ({{spec}}): the app composes features, a feature imports only the store typing (src/app/store, src/app/hooks).',
    },
  },
  create(context) {
    const rel = path.relative(ROOT, context.filename).split(path.sep);
    if (rel[1] !== 'src' || rel[2] !== 'features' || rel.length < 5) return {};
    const [pkg, , , feature] = rel;
    const isTest = rel.includes('__tests__');
    return moduleReferences((node, spec) => {
      if (!spec.text.startsWith('.') || spec.text.endsWith('.css')) return;
      const target = landing(context.filename, spec).split(path.sep);
      if (target[0] !== pkg || target[1] !== 'src') return;
      const rest = target
        .slice(3)
        .join('/')
        .replace(/\.(tsx?|jsx?)$/, '');
      if (target[2] === 'features' && target[3] && target[3] !== feature) {
        if (
          target
            .slice(4)
            .join('/')
            .replace(/\.(tsx?|jsx?)$/, '') !== PUBLIC_FILE ||
          spec.partial
        ) {
          context.report({
            node,
            messageId: 'privatePart',
            data: { from: feature, to: target[3], spec: spec.text },
          });
        }
      } else if (target[2] === 'app' && !isTest && (!APP_TYPING.includes(rest) || spec.partial)) {
        context.report({ node, messageId: 'app', data: { from: feature, spec: spec.text } });
      }
    });
  },
};

/**
 * import-x/no-cycle follows only imports that load code; a cycle closed by `import type` is
 * still two files that cannot change alone (the API's context and the services it holds had
 * one). This rule reports a type-only import whose target imports the file back, through any
 * static imports. Other files' imports are read as text (comments stripped), resolved like the
 * bundler, once per lint run.
 */
const IMPORT_TEXT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;
const SOURCE = /\.(tsx?|mts|cts|mjs|cjs|js)$/;

function createImportGraph(resolve) {
  const edges = new Map();
  const fs = require('node:fs');
  const importsOf = (file) => {
    let out = edges.get(file);
    if (out) return out;
    out = [];
    edges.set(file, out);
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8').replace(COMMENTS, '$1');
    } catch {
      return out;
    }
    for (const m of text.matchAll(IMPORT_TEXT)) {
      const target = resolve(m[1], file);
      if (target) out.push(target);
    }
    return out;
  };
  /** Whether `from` reaches `to` through static imports. */
  const reaches = (from, to) => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length > 0) {
      const file = stack.pop();
      if (file === to) return true;
      for (const next of importsOf(file)) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  };
  return { reaches };
}

/** `resolveWith` turns (specifier, importing file) into a repository source file or null. */
function typeCycleRule(resolveWith) {
  let graph = null;
  const resolve = (spec, file) => {
    const target = resolveWith(spec, file);
    return target && SOURCE.test(target) && !target.includes(`${path.sep}node_modules${path.sep}`)
      ? target
      : null;
  };
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        cycle:
          '{{spec}} imports this file back (a cycle through type imports): move the shared types into a file both import.',
      },
    },
    create(context) {
      graph ??= createImportGraph(resolve);
      const file = context.filename;
      const check = (node, source, typeOnly) => {
        if (!typeOnly || typeof source.value !== 'string') return;
        const target = resolve(source.value, file);
        if (target && target !== file && graph.reaches(target, file)) {
          context.report({ node: source, messageId: 'cycle', data: { spec: source.value } });
        }
      };
      const allTypes = (node) =>
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers.length > 0 &&
          node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      return {
        ImportDeclaration: (node) => check(node, node.source, allTypes(node)),
        ExportNamedDeclaration: (node) => node.source && check(node, node.source, allTypes(node)),
      };
    },
  };
}

const { noUntranslatedText } = require('./lint-i18n-rule.cjs');

module.exports = {
  ROOT,
  APPS,
  typeCycleRule,
  rules: {
    'import-boundaries': importBoundaries,
    'feature-boundaries': featureBoundaries,
    'no-untranslated-text': noUntranslatedText,
  },
};
