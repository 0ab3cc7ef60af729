// Every route has a call contract (docs/api-contracts.md): registerCall() requires one by type,
// and a route registered otherwise either records one or is listed, with its reason, as a
// route that answers something other than the envelope. Both call styles hold to it.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';
import { schemas, EmptyBody, Row, Type } from '@qcard/contracts/schema-parts';
import { listRoutes, NON_ENVELOPE_ROUTES } from '../route-table';
import { contractChecks } from '../contract-checks';
import { success } from '../envelope';

let t: TestApp;
let sponsor: string;

beforeAll(async () => {
  t = await createTestApp({ settings: { demo: true } });
  sponsor = await t.login('sponsor@example.com', 'Sponsor#2026');
});
afterAll(async () => t.close());

test('every route in the route table has a contract, or a reason it answers no envelope', () => {
  const routes = listRoutes();
  expect(routes.length).toBeGreaterThan(40);
  const without = routes.filter((r) => r.schema === null).map((r) => `${r.method} ${r.path}`);
  expect(without.sort()).toEqual(Object.keys(NON_ENVELOPE_ROUTES).sort());
  for (const key of without) expect(NON_ENVELOPE_ROUTES[key]).toMatch(/\w{3,}/);
});

test('a body that breaks the contract is refused with the envelope (491) on both call styles, after the access check', async () => {
  const own = await t.post('/employee/search', { filterType: ['employeeId'], pageNo: 1 }, sponsor);
  expect([own.statusCode, own.envelope.status, own.envelope.msgCode]).toEqual([
    400,
    'ERROR',
    '491',
  ]);
  expect(own.envelope.errorMessage).toBe('filterType is not valid');
  const dispatched = await t.post(
    '/action',
    {
      action: 'EMPLOYEE_MANAGEMENT',
      function: 'search_employee',
      filterType: ['employeeId'],
      pageNo: 1,
    },
    sponsor,
  );
  expect([
    dispatched.statusCode,
    dispatched.envelope.msgCode,
    dispatched.envelope.errorMessage,
  ]).toEqual([400, '491', 'filterType is not valid']);
  const anonymous = await t.post('/employee/search', { filterType: ['employeeId'] });
  expect(anonymous.envelope.msgCode).toBe('464');
});

test('both call styles answer the same data, shaped by the response schema', async () => {
  const own = await t.post('/recharge/rechargeQCards', { filterType: 'all', pageNo: 1 }, sponsor);
  const dispatched = await t.post(
    '/action',
    {
      action: 'CARD_MANAGEMENT',
      function: 'recharge_q_cards',
      version: 1,
      filterType: 'all',
      pageNo: 1,
    },
    sponsor,
  );
  expect(own.envelope.status).toBe('SUCCESS');
  expect(dispatched.envelope).toEqual(own.envelope);
  const row = (own.envelope.data as { data: Array<Record<string, unknown>> }).data[0];
  expect(Object.keys(row ?? {}).sort()).toEqual(
    [
      'amount',
      'cardNumber',
      'contract',
      'contractId',
      'empId',
      'empName',
      'employeeId',
      'groupName',
      'maxValue',
      'minValue',
      'reason',
      'status',
    ].sort(),
  );
});

test('outside production, an answer with a field its contract lacks fails loudly instead of losing the field', () => {
  const checks = contractChecks(
    '/example',
    schemas(EmptyBody, Row({ kept: Type.Integer() })),
    false,
  );
  expect(() => checks.checkAnswer(success({ kept: 1 }))).not.toThrow();
  expect(() => checks.checkAnswer(success({ kept: 1, added: 'new' }))).toThrow(
    /\/example answered data outside its contract/,
  );
  expect(() =>
    checks.checkAnswer({
      status: 'ERROR',
      msgCode: '485',
      data: { anything: true },
      errorMessage: 'Not found',
    }),
  ).not.toThrow();
  expect(() =>
    contractChecks('/example', schemas(EmptyBody, Row({ kept: Type.Integer() })), true).checkAnswer(
      success({ kept: 1, added: 'new' }),
    ),
  ).not.toThrow();
});
