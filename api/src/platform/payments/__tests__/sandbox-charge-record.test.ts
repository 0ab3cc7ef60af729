// The sandbox answers "was this key charged?" as a real processor does: from its own durable
// record, written before charge() answers, so the answer survives a new gateway instance and a
// restart of the API (orders a crash left half-way are settled from it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../../../test-support/create-test-app';
import { createSandboxGateway, SANDBOX_CARDS } from '../sandbox-gateway';
import { PaymentGatewayError } from '../gateway-contract';

jest.setTimeout(60_000);

const card = (number: string) => ({
  number,
  expMonth: '12',
  expYear: '2099',
  cvv: '123',
  name: 'Riley Rider',
});

describe('sandbox gateway: charges looked up by idempotency key', () => {
  it('answers charged, declined and never charged, from a new gateway and after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qcard-sandbox-record-'));
    try {
      let t = await createTestApp({ dataDir });
      const gateway = createSandboxGateway(t.app.qcard);
      expect(
        await gateway.charge({
          amount: 1800,
          card: card(SANDBOX_CARDS.approve),
          idempotencyKey: 'key-charged-1',
        }),
      ).toMatchObject({ approved: true });
      expect(
        await gateway.charge({
          amount: 900,
          card: card(SANDBOX_CARDS.decline),
          idempotencyKey: 'key-declined-1',
        }),
      ).toMatchObject({ approved: false });
      await expect(
        gateway.charge({
          amount: 700,
          card: card(SANDBOX_CARDS.gatewayError),
          idempotencyKey: 'key-timed-out-1',
        }),
      ).rejects.toBeInstanceOf(PaymentGatewayError);

      const expectRecords = async (gw: ReturnType<typeof createSandboxGateway>) => {
        expect(await gw.lookupCharge('key-charged-1')).toMatchObject({
          approved: true,
          brand: 'visa',
          last4: '1111',
        });
        expect(await gw.lookupCharge('key-declined-1')).toMatchObject({
          approved: false,
          declineReason: 'Card declined by the issuer',
        });
        expect(await gw.lookupCharge('key-timed-out-1')).toBeNull();
        expect(await gw.lookupCharge('key-never-sent-1')).toBeNull();
      };
      await expectRecords(gateway);
      // Another gateway object (another process of the same deployment).
      await expectRecords(createSandboxGateway(t.app.qcard));
      await t.close();

      // The API restarts on the same data: the processor's record is still there, and the same
      // key charged again answers the recorded charge, not a second one.
      t = await createTestApp({ dataDir });
      const restarted = createSandboxGateway(t.app.qcard);
      await expectRecords(restarted);
      const first = await restarted.lookupCharge('key-charged-1');
      expect(
        await restarted.charge({
          amount: 1800,
          card: card(SANDBOX_CARDS.approve),
          idempotencyKey: 'key-charged-1',
        }),
      ).toMatchObject({ approved: true, transactionId: first!.transactionId });
      const rows = await t.app.qcard.db
        .selectFrom('payment_charges')
        .select('id')
        .where('idempotency_key', '=', 'key-charged-1')
        .execute();
      expect(rows).toHaveLength(1);
      await t.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
