import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@qcard/contracts/envelope';
import type { MessageEntry } from '@qcard/contracts/domain';
import { createTestApp, onPostgres, type TestApp } from '../../../test-support/create-test-app';

let t: TestApp;
let staticRoot: string;

function write(rel: string, content: string) {
  const file = path.join(staticRoot, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-static-'));
  write('shell/package.json', JSON.stringify({ version: '9.9.9' }));
  write('shell/dist/9.9.9/index.html', '<!doctype html><title>shell</title>');
  write('shell/dist/9.9.9/static/js/index.0123abcd.js', 'console.log(1)');
  write('shell/dist/1.0.0/index.html', '<!doctype html><title>old shell</title>');
  write('mfe-auth/package.json', JSON.stringify({ version: '2.3.4' }));
  write('mfe-auth/dist/2.3.4/remoteEntry.js', 'var x;');
  write('mfe-auth/dist/2.3.4/mf-manifest.json', '{}');
  write('secret.txt', 'top secret');
  t = await createTestApp({ staticRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

test('every config file is served as JSON, no-cache', async () => {
  for (const name of [
    'configParameters',
    'messageResources',
    'patronMessageResources',
    'sponserMessageResources',
    'validationRules',
    'CreditCardConfig',
    'GalleryConfig',
  ]) {
    const res = await t.app.inject({ method: 'GET', url: `/${name}.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(Array.isArray(res.json())).toBe(true);
  }
});

test('messageResources has a text for every SPEC section 8 code', async () => {
  const messages = (
    await t.app.inject({ method: 'GET', url: '/messageResources.json' })
  ).json() as MessageEntry[];
  const codes = new Set(
    messages
      .filter((m) => m.type === 'RESPONSE_MSG' && m.msgValue.trim() !== '')
      .map((m) => m.msgCode),
  );
  for (const code of Object.values(MSG)) expect(codes.has(code)).toBe(true);
  const text = (code: string) => messages.find((m) => m.msgCode === code)?.msgValue ?? '';
  expect(text('463')).toMatch(/\{0\}.*\{1\}/);
  expect(text('461')).toMatch(/\{0\}.*\{1\}.*\{2\}/);
  expect(text('479')).toContain('{0}');
});

test('configParameters carries the session settings and subscription bounds', async () => {
  const params = (
    await t.app.inject({ method: 'GET', url: '/configParameters.json' })
  ).json() as Array<{ configName: string; configValue: string }>;
  const get = (n: string) => params.find((p) => p.configName === n)?.configValue;
  expect(get('Token_Validity')).toBe('1800');
  expect(get('Session_Timeout')).toBe('900');
  expect(get('Minimum_Threshold_Amount')).toBe('500');
  expect(get('page_size')).toBe('25');
  expect(get('Version')).toBe('1.0.41');
});

test('validation rules exist for every screen and their patterns compile', async () => {
  const sets = (
    await t.app.inject({ method: 'GET', url: '/validationRules.json' })
  ).json() as Array<{ screen: string; version: number; rules: Array<{ pattern: string | null }> }>;
  const screens = sets.map((s) => s.screen);
  for (const s of [
    'login',
    'forgot_password',
    'reset_password',
    'change_password',
    'update_profile',
    'feedback_form',
    'unreg_recharge',
    'unreg_recharge_card',
    'reload',
    'add_subscription',
    'card_allocation',
    'employee',
    'group',
    'address',
    'payment',
    'order_search',
  ]) {
    expect(screens).toContain(s);
  }
  for (const s of sets) {
    expect(s.version).toBe(1);
    for (const r of s.rules)
      if (r.pattern) expect(() => new RegExp(r.pattern as string)).not.toThrow();
  }
});

test('/pbk.key is DER (SPKI) and encrypt / decrypt round-trips', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/pbk.key' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/octet-stream');
  const key = crypto.createPublicKey({ key: res.rawPayload, format: 'der', type: 'spki' });
  expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
  const cipher = crypto.publicEncrypt(
    { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('4111111111111111'),
  );
  expect(t.app.qcard.keys.decryptCardNumber(cipher.toString('base64'))).toBe('4111111111111111');
  // On PostgreSQL the key pair is shared by every instance through the database, not a file.
  if (!onPostgres)
    expect(fs.statSync(path.join(t.dataDir, 'card-key.private.pem')).mode & 0o777).toBe(0o600);
});

test('shell from shell/dist/<version>, SPA fallback for browser routes', async () => {
  const root = await t.app.inject({ method: 'GET', url: '/' });
  expect(root.body).toContain('<title>shell</title>');
  expect(root.headers['cache-control']).toBe('no-cache');
  const deep = await t.app.inject({
    method: 'GET',
    url: '/user/isTokenValid',
    headers: { accept: 'text/html' },
  });
  expect(deep.statusCode).toBe(200);
  expect(deep.body).toContain('<title>shell</title>');
  const asset = await t.app.inject({ method: 'GET', url: '/static/js/index.0123abcd.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const missingAsset = await t.app.inject({
    method: 'GET',
    url: '/static/js/missing.js',
    headers: { accept: '*/*' },
  });
  expect(missingAsset.statusCode).toBe(404);
});

test('remotes served from versioned folders; others and traversal refused', async () => {
  const entry = await t.app.inject({ method: 'GET', url: '/apps/mfe-auth/2.3.4/remoteEntry.js' });
  expect(entry.statusCode).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  for (const url of [
    '/apps/mfe-evil/2.3.4/remoteEntry.js',
    '/apps/mfe-auth/2.3.4/..%2f..%2f..%2fsecret.txt',
    '/apps/mfe-auth/..%2f..%2f/secret.txt',
    '/resources/..%2f..%2fpackage.json',
  ]) {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('top secret');
  }
});

test('remotes.json is never guessed from package.json: without a deploy state it answers 503 naming the file', async () => {
  expect(fs.existsSync(path.join(staticRoot, 'deploy', 'remotes.json'))).toBe(false);
  const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.json().error).toContain(path.join(staticRoot, 'deploy', 'remotes.json'));
  write(
    'deploy/remotes.json',
    JSON.stringify({ mfe_auth: '/apps/mfe-auth/2.3.3/mf-manifest.json' }),
  );
  const edited = await t.app.inject({ method: 'GET', url: '/remotes.json' });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toEqual({ mfe_auth: '/apps/mfe-auth/2.3.3/mf-manifest.json' });
  fs.rmSync(path.join(staticRoot, 'deploy'), { recursive: true });
});

test('gallery and card-brand images are served', async () => {
  for (const [url, type] of [
    ['/resources/gallery/reload-online.webp', 'image/webp'],
    ['/resources/card-brands/visa.svg', 'image/svg+xml'],
  ]) {
    const res = await t.app.inject({ method: 'GET', url: url! });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, type]);
  }
});
