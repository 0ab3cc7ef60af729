// The built shell (with SPA fallback), the remotes, remotes.json, configuration and public key.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_MSG, ApiError } from '../http/envelope';
import { REMOTE_APPS, isVersion, type DeployState } from './deploy-state';
import type { DeployStateSource } from './deploy-state-source';
import { allowInlineScripts } from './security-headers';
import { sendEncodedBody } from './encoded-files';
import { cachedLandingPage, landingLanguage } from './landing-html';
import { preloadHintsFor, withPreloadHints } from './preload-hints';
import { MANIFEST_TYPE, RETIRING_SERVICE_WORKER, SCRIPT_TYPE, webAppManifest } from './web-app';
import { cohortFromCookieHeader, cohortOf } from './canary';
import { builtFileHeaders, HTML_TYPE, JSON_TYPE, scriptType, sendBuilt } from './built-files';
import { registerConfigFileRoutes } from './config-file-routes';

export interface StaticOptions {
  /** Repository root holding shell/, mfe-*\/ and deploy/. */
  staticRoot: string;
  deployState: DeployStateSource;
}

function readVersion(pkgFile: string): string | null {
  try {
    const v = (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version?: unknown }).version;
    return typeof v === 'string' && /^[0-9A-Za-z.+-]+$/.test(v) ? v : null;
  } catch {
    return null;
  }
}

/** Without a shell version in the state: shell/package.json's build, else the newest in shell/dist. */
export function shellDistDir(staticRoot: string): string | null {
  const dist = path.join(staticRoot, 'shell', 'dist');
  const version = readVersion(path.join(staticRoot, 'shell', 'package.json'));
  if (version && fs.existsSync(path.join(dist, version, 'index.html')))
    return path.join(dist, version);
  try {
    const dirs = fs
      .readdirSync(dist, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(dist, d.name, 'index.html')))
      .map((d) => ({
        dir: path.join(dist, d.name),
        mtime: fs.statSync(path.join(dist, d.name)).mtimeMs,
      }))
      .sort((a, b) => b.mtime - a.mtime);
    if (dirs[0]) return dirs[0].dir;
    return fs.existsSync(path.join(dist, 'index.html')) ? dist : null;
  } catch {
    return null;
  }
}

/** Files the deploy state points at on this server that do not exist (a copy step forgotten). */
export function unbuiltDeployed(staticRoot: string, state: DeployState | null): string[] {
  if (!state) return [];
  const wanted: string[] = [];
  if (state.shell) wanted.push(path.join('shell', 'dist', state.shell, 'index.html'));
  for (const entry of Object.values(state.remotes)) {
    const local = /^\/apps\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(entry);
    if (local) wanted.push(path.join(local[1] ?? '', 'dist', local[2] ?? '', 'mf-manifest.json'));
  }
  return wanted.filter((rel) => !fs.existsSync(path.join(staticRoot, rel)));
}

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Q Card</title></head>
<body style="font-family:sans-serif;margin:3rem"><h1>Q Card portal</h1>
<p>The shell is not built yet. Run <code>pnpm build</code> in the repository, then reload this page.</p>
<p>The API is running under <code>/api</code>.</p></body></html>`;

export async function registerStaticRoutes(
  app: FastifyInstance,
  options: StaticOptions,
): Promise<void> {
  const ctx = app.qcard;
  const { staticRoot, deployState } = options;
  // Files only from the folder the deploy state names at that request: a switch needs no restart.
  await app.register(fastifyStatic, {
    root: staticRoot,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'ignore',
    setHeaders: builtFileHeaders,
  });
  const resourcesDir = path.join(ctx.config.dir, 'resources');
  const apiBase = ctx.settings.apiBase;
  for (const missing of unbuiltDeployed(staticRoot, deployState.state())) {
    ctx.log.warn(
      { file: deployState.file, missing },
      `the deploy state names a version that is not built here: ${missing}`,
    );
  }

  registerConfigFileRoutes(app);

  // The deploy state's remote entries, chosen per browser (its cohort cookie) while a canary runs.
  app.get('/remotes.json', async (request, reply) => {
    const body = deployState.remotesBody(cohortOf(request, reply));
    if (body === null) {
      reply.header('Content-Type', JSON_TYPE).header('Cache-Control', 'no-cache');
      return reply.code(503).send({
        error: `nothing is deployed: ${deployState.file} does not exist (the first deploy writes it: npm run remotes -- init)`,
      });
    }
    return sendEncodedBody(reply, body, {
      contentType: JSON_TYPE,
      cacheControl: 'no-cache',
      vary: 'Cookie',
    });
  });

  /** The shell folder the deploy state names, or (for a state without one) the older rule. */
  const shellDir = (
    cohort: string | null = null,
  ): { dir: string | null; missing: string | null } => {
    const version = deployState.state(cohort)?.shell;
    if (!version) return { dir: shellDistDir(staticRoot), missing: null };
    const dir = path.join(staticRoot, 'shell', 'dist', version);
    return fs.existsSync(path.join(dir, 'index.html'))
      ? { dir, missing: null }
      : { dir: null, missing: version };
  };

  // The installable app (docs/offline-app.md): the worker is the deployed shell's own, so it
  // deploys and rolls back with it; without one a worker that removes itself is served.
  const manifests = { en: webAppManifest('en'), es: webAppManifest('es') };
  app.get('/manifest.webmanifest', async (request, reply) => {
    const language = landingLanguage(request.headers);
    reply.header('Content-Language', language);
    return sendEncodedBody(reply, manifests[language], {
      contentType: MANIFEST_TYPE,
      cacheControl: 'no-cache',
      vary: 'Accept-Language, Cookie',
    });
  });
  app.get('/sw.js', { onSend: scriptType }, async (request, reply) => {
    const { dir } = shellDir(cohortFromCookieHeader(request.headers.cookie));
    if (ctx.settings.serviceWorker && dir && (await sendBuilt(reply, dir, 'sw.js'))) return reply;
    return sendEncodedBody(reply, RETIRING_SERVICE_WORKER, {
      contentType: SCRIPT_TYPE,
      cacheControl: 'no-cache',
    });
  });

  app.get('/pbk.key', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/octet-stream')
      .header('Cache-Control', 'no-cache')
      .send(ctx.keys.publicDer),
  );

  app.get('/resources/*', { onSend: scriptType }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    return (await sendBuilt(reply, resourcesDir, rel)) ? reply : notFound(reply);
  });

  app.get('/apps/:app/:version/*', { onSend: scriptType }, async (request, reply) => {
    const {
      app: name,
      version,
      '*': rel,
    } = request.params as { app: string; version: string; '*': string };
    if (!(REMOTE_APPS as readonly string[]).includes(name) || !isVersion(version))
      return notFound(reply);
    const dir = path.join(staticRoot, name, 'dist', version);
    return (await sendBuilt(reply, dir, rel)) ? reply : notFound(reply);
  });

  // Everything else: a file of the built shell, or (for HTML navigations) the shell's index.html.
  app.get('/*', { onSend: scriptType }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath === apiBase || urlPath.startsWith(`${apiBase}/`)) {
      throw new ApiError(API_MSG.UNKNOWN_PATH, { httpStatus: 404 });
    }
    const html = urlPath === '/' || String(request.headers.accept ?? '').includes('text/html');
    // A page sets the browser's cohort; a file asks with the cookie it has (from the deployed
    // folder when the canary's lacks it).
    const cohort = html ? cohortOf(request, reply) : cohortFromCookieHeader(request.headers.cookie);
    const { dir, missing } = shellDir(cohort);
    if (dir && urlPath !== '/') {
      const rel = (request.params as { '*': string })['*'];
      if (await sendBuilt(reply, dir, rel)) return reply;
      // A file missing from a canary's folder, from the deployed shell's (a page loaded before).
      const deployed = cohort === null ? null : shellDir().dir;
      if (deployed && deployed !== dir && (await sendBuilt(reply, deployed, rel))) return reply;
    }
    if (html) {
      const index = dir ? path.join(dir, 'index.html') : null;
      if (dir && index && fs.existsSync(index)) {
        const language = landingLanguage(request.headers);
        const state = deployState.state(cohort);
        const landing = cachedLandingPage({
          staticRoot,
          shellDir: dir,
          state,
          urlPath,
          language,
          gallery: ctx.config.fileFor('GalleryConfig.json', language),
          apiBase: ctx.settings.apiBase,
        });
        if (landing) {
          allowInlineScripts(reply, landing.scriptHashes);
          reply.header('Content-Language', landing.language);
        }
        const page = landing?.html ?? fs.readFileSync(index, 'utf8');
        // Per cohort cookie (a canary's browsers get its hints), and a painted page per language.
        return sendEncodedBody(
          reply,
          withPreloadHints(page, preloadHintsFor(state, staticRoot, urlPath)),
          {
            contentType: HTML_TYPE,
            cacheControl: 'no-cache',
            vary: landing ? 'Accept-Language, Cookie' : 'Cookie',
          },
        );
      }
      const notBuilt = missing
        ? NOT_BUILT_PAGE.replace(
            /<p>The shell is not built yet\.[^]*?<\/p>/,
            `<p>The deployed shell version ${missing} is not built (no shell/dist/${missing}/index.html).</p>`,
          )
        : NOT_BUILT_PAGE;
      return reply.code(503).header('Cache-Control', 'no-cache').type(HTML_TYPE).send(notBuilt);
    }
    return notFound(reply);
  });
}
