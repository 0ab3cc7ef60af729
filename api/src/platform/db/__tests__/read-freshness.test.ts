// A write is seen at once by the writer's next read, on the instance that wrote it and on
// another instance on the same data (another API_WORKERS process: its own connection), and
// another account's reads are untouched by it. Nothing an account reads is kept past a write.
import { createTestApp, type TestApp } from '../../../test-support/create-test-app';

let first: TestApp;
let second: TestApp;
let rider: string;
let patron2: string;
let sponsor: string;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ dataDir: first.dataDir, database: first.database, seed: false });
  rider = await first.login('rider@example.com', 'Rider#2026');
  patron2 = await first.login('patron2@example.com', 'Rider#2026');
  sponsor = await first.login('sponsor@example.com', 'Sponsor#2026');
});

afterAll(async () => {
  await second.close();
  await first.close();
});

const cartCount = async (app: TestApp, token: string) =>
  (await app.post('/cart/cartItems', {}, token)).envelope.data.numberOfRecords as number;

test("a patron's cart write is in their next read on both instances; another patron's reads stay as they were", async () => {
  const cards = (await first.post('/card', {}, rider)).envelope.data as Array<{
    status: string;
    contracts: Array<{ id: number; rechargeable: boolean }>;
  }>;
  const contract = cards.flatMap((c) => c.contracts).find((c) => c.rechargeable);
  // Read first on both instances (a cache would keep these answers), then write on one.
  const before = [await cartCount(first, rider), await cartCount(second, rider)];
  const otherBefore = [await cartCount(first, patron2), await cartCount(second, patron2)];
  expect(before[1]).toBe(before[0]);
  const added = await first.post(
    '/cart/addRechargeCard',
    { contractid: contract!.id, rechargevalue: 1000 },
    rider,
  );
  expect(added.envelope.status).toBe('SUCCESS');
  expect(await cartCount(first, rider)).toBe(before[0]! + 1);
  expect(await cartCount(second, rider)).toBe(before[0]! + 1);
  expect([await cartCount(first, patron2), await cartCount(second, patron2)]).toEqual(otherBefore);

  // And back, written on the other instance this time.
  const removed = await second.post(
    '/cart/deleteOrderItem',
    { orderItemId: added.envelope.data.item.itemId },
    rider,
  );
  expect(removed.envelope.status).toBe('SUCCESS');
  expect(await cartCount(first, rider)).toBe(before[0]);
  expect(await cartCount(second, rider)).toBe(before[0]);
});

test("a sponsor's employee update is in the company's next search on the other instance", async () => {
  const search = async (app: TestApp) =>
    (await app.post('/employee/search', { pageNo: 1 }, sponsor)).envelope.data.data as Array<
      Record<string, unknown>
    >;
  const [employee] = await search(second);
  await search(first);
  const phone = '+1 212 555 0199';
  const updated = await first.post(
    '/employee/update',
    {
      id: employee!.id,
      firstName: employee!.firstName,
      lastName: employee!.lastName,
      employeeId: employee!.employeeId,
      cardNumber: employee!.cardNumber,
      groupId: employee!.groupId,
      contractId: employee!.contractId,
      phonenumber: phone,
    },
    sponsor,
  );
  expect(updated.envelope.status).toBe('SUCCESS');
  expect((await search(second))[0]).toMatchObject({ id: employee!.id, phonenumber: phone });
  expect((await search(first))[0]).toMatchObject({ id: employee!.id, phonenumber: phone });
});
