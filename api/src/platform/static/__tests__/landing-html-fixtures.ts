// The built tree and app the landing-HTML tests serve: the shell's frames and the remotes' pages
// as the build writes them, and the deploy state naming the live versions.
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { HAND_WRITTEN_STATE, builtRoot, write } from './deploy-fixture';

export const HEAD =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>Q Card</title>\n  <script defer src="/static/js/index.0123abcd.js"></script></head>\n';
export const INDEX = `${HEAD}  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
/** The page without the preload hints the server adds before </head> (preload-hints.ts; tested in delivery.test.ts). */
export const withoutHints = (html: string): string =>
  html.replace(/<link rel="(?:preload|modulepreload)"[^>]*>/g, '');

function frame(language: string): string {
  const footer = language === 'es' ? 'Idioma' : 'Language';
  return `<div class="shell"><header class="shell-header">Q Card</header><main id="main"><!--$--><!--qcard:slot--><!--/$--></main><footer class="shell-footer">${footer}</footer></div>`;
}

/** React's script in a page with a form whose action is a function (painted-form-action.ts), shortened. */
export const FORM_REPLAY_SCRIPT = 'addEventListener("submit",function(a){a.preventDefault()});';
const PAINTED_FORM = `<form action="javascript:throw new Error(&#x27;React form unexpectedly submitted.&#x27;)">`;

/** What the build writes: the shell's frames and the remote's pages, each with its critical CSS. */
function prerendered(root: string): void {
  for (const language of ['en', 'es']) {
    write(root, `shell/dist/1.0.0/prerender/${language}/index.html`, frame(language));
    write(
      root,
      `shell/dist/1.0.0/prerender/${language}/index.css`,
      '.shell-header{background:#003e6b}',
    );
    write(
      root,
      `shell/dist/1.0.0/prerender/${language}/remote-loading.html`,
      '<div class="shell-remote-loading" role="status">…</div>',
    );
    write(root, `shell/dist/1.0.0/prerender/${language}/unreg-recharge.html`, frame(language));
    const signIn = language === 'es' ? 'Iniciar sesión' : 'Sign in';
    write(
      root,
      `mfe-auth/dist/1.0.0/prerender/${language}/index.html`,
      `${PAINTED_FORM}<h2>${signIn} v1.0.0</h2></form><script>${FORM_REPLAY_SCRIPT}</script><section class="auth-faq">${'<p>A question and its answer.</p>'.repeat(40)}</section>`,
    );
    write(root, `mfe-auth/dist/1.0.0/prerender/${language}/index.css`, '.auth-faq{margin:0}');
    write(
      root,
      `mfe-auth/dist/1.1.0/prerender/${language}/index.html`,
      `${PAINTED_FORM}<h2>${signIn} v1.1.0</h2></form><script>${FORM_REPLAY_SCRIPT}</script>`,
    );
  }
  write(root, 'mfe-auth/dist/1.1.0/mf-manifest.json', '{}');
  write(root, 'mfe-auth/dist/1.2.0/mf-manifest.json', '{}');
}

/** Makes `authVersion` the live mfe-auth version in the deploy state the server reads. */
export function deploy(root: string, authVersion: string): void {
  const stateFile = path.join(root, 'deploy', 'remotes.json');
  const text = HAND_WRITTEN_STATE.replace(
    '/apps/mfe-auth/1.0.0/',
    `/apps/mfe-auth/${authVersion}/`,
  );
  write(root, 'deploy/remotes.json', text);
  // A later mtime, whatever the file system's clock granularity: the server re-reads on change.
  const later = new Date(Date.now() + 1000 * Number(authVersion.replace(/\D/g, '')));
  fs.utimesSync(stateFile, later, later);
}

export interface Landing {
  root: string;
  t: TestApp;
}

export async function startLanding(): Promise<Landing> {
  const root = builtRoot();
  write(root, 'shell/dist/1.0.0/index.html', INDEX);
  prerendered(root);
  deploy(root, '1.0.0');
  const t = await createTestApp({
    staticRoot: root,
    remotesFile: path.join(root, 'deploy', 'remotes.json'),
    seed: false,
  });
  return { root, t };
}

export async function stopLanding({ root, t }: Landing): Promise<void> {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
}

export async function getPage(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
}

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

export function scriptSrc(csp: string): string {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  );
}
