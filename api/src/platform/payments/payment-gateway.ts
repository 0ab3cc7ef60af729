// The app's payment gateway (tests replace it); the interface is in gateway-contract.ts.
import type { AppContext } from '../../app-context';
import { createSandboxGateway } from './sandbox-gateway';
import type { PaymentGateway } from './gateway-contract';

export {
  PaymentGatewayError,
  type CardDetails,
  type ChargeResult,
  type PaymentGateway,
} from './gateway-contract';

const gateways = new WeakMap<AppContext, PaymentGateway>();

/** The app's gateway: the sandbox unless a test or a deployment set another. */
export function getPaymentGateway(ctx: AppContext): PaymentGateway {
  let gw = gateways.get(ctx);
  if (!gw) {
    gw = createSandboxGateway(ctx);
    gateways.set(ctx, gw);
  }
  return gw;
}

/** Replaces the app's gateway (tests; a real processor). */
export function setPaymentGateway(ctx: AppContext, gateway: PaymentGateway): void {
  gateways.set(ctx, gateway);
}
