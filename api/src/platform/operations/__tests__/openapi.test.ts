// GET /api/docs as an API client or a code generator reads it: a valid OpenAPI 3 document
// (checked by a real validator) that lists every route of the route table, with its access,
// its SPEC action/function, its request body from the call contract and its SUCCESS data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { listRoutes } from '../../http/route-table';

interface Operation {
  summary?: string;
  security?: unknown[];
  'x-access'?: string;
  'x-spec-action'?: string;
  'x-spec-functions'?: string[];
  requestBody?: {
    content: Record<
      string,
      {
        schema: {
          allOf: Array<{
            properties?: Record<
              string,
              { type?: string; items?: { properties?: Record<string, unknown> } }
            >;
            required?: string[];
          }>;
        };
      }
    >;
  };
  responses: Record<
    string,
    {
      description: string;
      content?: Record<
        string,
        {
          schema: {
            properties?: Record<string, { properties?: Record<string, { items?: unknown }> }>;
          };
        }
      >;
    }
  >;
}
interface Doc {
  openapi: string;
  info?: unknown;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
  };
}

let t: TestApp;
let doc: Doc;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('no-cache');
  doc = res.json() as Doc;
});
afterAll(async () => t.close());

// swagger-parser's dependencies are ES modules, which jest's CommonJS runtime cannot load: the
// validator runs in a node of its own, in the api folder where the package is installed.
const VALIDATE = `import SwaggerParser from '@apidevtools/swagger-parser';
let text = '';
process.stdin.on('data', (d) => (text += d)).on('end', () =>
  SwaggerParser.validate(JSON.parse(text)).then(() => console.log('valid'), (e) => { console.error(e.message); process.exit(1); }));`;

/** Rejects with the validator's reasons when the document is not valid OpenAPI. */
function validate(document: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', VALIDATE], {
      cwd: path.join(__dirname, '../../../..'),
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(out.trim()))));
    child.stdin.end(JSON.stringify(document));
  });
}

test('is a valid OpenAPI 3.1 document', async () => {
  expect(doc.openapi).toBe('3.1.0');
  await expect(validate(doc)).resolves.toBe('valid');
});

test('a broken document fails the same validator', async () => {
  const numberSummary = structuredClone(doc);
  (numberSummary.paths['/api/user/authenticate']!.post as unknown as { summary: number }).summary =
    1;
  await expect(validate(numberSummary)).rejects.toThrow(/summary/);
  const noInfo = structuredClone(doc);
  delete noInfo.info;
  await expect(validate(noInfo)).rejects.toThrow(/info/);
  const danglingRef = structuredClone(doc);
  delete danglingRef.components.schemas.BulkReloadRow;
  await expect(validate(danglingRef)).rejects.toThrow(/BulkReloadRow/);
});

test('lists exactly the routes of the route table, each with its access, action and request body', () => {
  const routes = listRoutes();
  const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
  );
  expect(documented.sort()).toEqual(routes.map((r) => `${r.method} /api${r.path}`).sort());
  for (const r of routes) {
    const op = doc.paths[`/api${r.path}`]?.[r.method.toLowerCase()];
    expect(op?.summary).toMatch(/\w/);
    expect(op?.['x-access']).toBe(r.access);
    expect(op?.security).toEqual(r.access === 'public' ? [] : [{ bearer: [] }]);
    if (r.action)
      expect([op?.['x-spec-action'], op?.['x-spec-functions']]).toEqual([r.action, r.functions]);
    if (r.method !== 'POST' || !r.schema) continue;
    const body = op?.requestBody?.content['application/json']?.schema.allOf[0];
    expect([r.path, body?.properties]).toEqual([r.path, expect.any(Object)]);
    const contract = r.schema.body as TSchema & {
      properties: Record<string, unknown>;
      'x-required'?: string[];
    };
    expect([r.path, Object.keys(body?.properties ?? {})]).toEqual([
      r.path,
      Object.keys(contract.properties),
    ]);
    expect([r.path, body?.required ?? []]).toEqual([r.path, contract['x-required'] ?? []]);
  }
});

test('documents the /action call style once, for every action', () => {
  const action = doc.paths['/api/action']?.post;
  expect(action?.requestBody?.content['application/json']?.schema.allOf[0]?.required).toEqual([
    'action',
    'function',
  ]);
  expect(Object.keys(doc.paths).filter((p) => p.endsWith('/action'))).toEqual(['/api/action']);
});

test("describes a call's body and SUCCESS data from its contract, shared records as components", () => {
  expect(doc.paths['/api/user/authenticate']?.post?.security).toEqual([]);
  expect(doc.paths['/api/user/details']?.post?.security).toEqual([{ bearer: [] }]);
  const body =
    doc.paths['/api/recharge/addRechargeCards']?.post?.requestBody?.content['application/json']
      ?.schema.allOf[0];
  expect(body?.required).toEqual(['rechargeCards']);
  expect(body?.properties?.rechargeCards?.type).toBe('array');
  expect(Object.keys(body?.properties?.rechargeCards?.items?.properties ?? {})).toEqual([
    'employeeId',
    'contractid',
    'rechargevalue',
  ]);
  const success =
    doc.paths['/api/recharge/rechargeQCards']?.post?.responses['200']?.content?.['application/json']
      ?.schema;
  expect(success?.properties?.data?.properties?.data?.items).toEqual({
    $ref: '#/components/schemas/BulkReloadRow',
  });
  const row = doc.components.schemas.BulkReloadRow;
  expect(row?.required).toEqual(
    expect.arrayContaining(['employeeId', 'empId', 'status', 'reason', 'minValue', 'maxValue']),
  );
  expect(row?.properties?.reason).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
});
