// Who is paying for a PaymentPending order, and whether that payer is still alive.
// The process that claims a cart writes its identity (host / pid / a token of the app)
// and a lease into the order, and renews the lease while the gateway call is in flight. Another
// process may settle the order only when its owner is gone:
//  - same host, same process: the app that claimed it has closed (its token is retired);
//  - same host, another process: that pid no longer runs (a crash; found at once, no waiting);
//  - another host: the lease lapsed (PAYMENT_LEASE_SECONDS after the owner last renewed it).
// A pid that runs again (reused) only means waiting for the lease: the checks err towards
// "alive", because settling an order whose charge is still on its way would lose that charge.
import crypto from 'node:crypto';
import os from 'node:os';
import type { AppContext } from '../../app-context';
import { ORDER_STATUS } from '../../platform/db/order-status';

declare module '../../platform/db/schema' {
  interface OrdersTable {
    /** host/pid/token of the process paying for a PaymentPending order (migration 0025). */
    payment_owner: string | null;
    /** Until when that owner vouches for the payment; renewed while the charge is in flight. */
    payment_lease_until: string | null;
  }
}

/** Long against a gateway call: an owner that renews every third of it never looks dead. */
export const PAYMENT_LEASE_SECONDS = 15;
const RENEW_MS = (PAYMENT_LEASE_SECONDS * 1000) / 3;

const HOST = os.hostname();
const owners = new WeakMap<AppContext, string>();
/** Owners of this process whose app is open (tests run several apps in one process). */
const liveOwners = new Set<string>();

export function paymentOwnerOf(ctx: AppContext): string {
  let owner = owners.get(ctx);
  if (!owner) {
    owner = `${HOST}/${process.pid}/${crypto.randomBytes(6).toString('hex')}`;
    owners.set(ctx, owner);
    liveOwners.add(owner);
  }
  return owner;
}

/** The app closes: its orders still pending are anyone's to settle. */
export function retirePaymentOwner(ctx: AppContext): void {
  const owner = owners.get(ctx);
  if (owner) liveOwners.delete(owner);
}

export function paymentLeaseUntil(ctx: AppContext): string {
  return new Date(ctx.clock().getTime() + PAYMENT_LEASE_SECONDS * 1000).toISOString();
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the owner of a pending payment may still be paying it (see the top of this file). */
export function ownerMayBeAlive(
  owner: string | null,
  leaseUntil: string | null,
  nowIso: string,
): boolean {
  if (owner === null || leaseUntil === null || leaseUntil <= nowIso) return false;
  const [host, pidText, token] = owner.split('/');
  const pid = Number(pidText);
  if (host !== HOST || token === undefined || !Number.isSafeInteger(pid)) return true;
  if (pid === process.pid) return liveOwners.has(owner);
  return pidRuns(pid);
}

/**
 * Renews the lease of an order this app is paying for until `stop()` (the gateway answered or
 * failed). Stops by itself when the app closes.
 */
export function keepPaymentLease(ctx: AppContext, orderId: number): { stop(): void } {
  const owner = paymentOwnerOf(ctx);
  const timer = setInterval(() => {
    if (!liveOwners.has(owner)) {
      clearInterval(timer);
      return;
    }
    ctx.db
      .updateTable('orders')
      .set({ payment_lease_until: paymentLeaseUntil(ctx) })
      .where('id', '=', orderId)
      .where('payment_owner', '=', owner)
      .where('status', '=', ORDER_STATUS.PaymentPending)
      .execute()
      // A missed renewal only shortens the lease; the next one or the answer follows.
      .catch((err: unknown) => ctx.log.warn({ err, orderId }, 'could not renew a payment lease'));
  }, RENEW_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
