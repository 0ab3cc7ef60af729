import { configNumber } from '@qcard/runtime/config/config-store';

/** How long a field error bubble stays (App_Config/Message_Display_Duration seconds, default 1). */
export function messageDisplayMs(): number {
  const s = configNumber('App_Config', 'Message_Display_Duration', 1);
  return Math.max(0, s) * 1000;
}

/** Alert tooltips on errors stay 5 seconds (SPEC section 9). */
export const ALERT_TOOLTIP_MS = 5000;
