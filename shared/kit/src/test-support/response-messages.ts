// The response messages a test needs in the config store, written as code → text: only the
// code and the text are ever looked up (getMessage), so each test states just those.
import { setConfig } from '@qcard/runtime/config/config-store';
import type { MessageEntry } from '@qcard/contracts/domain';

export function responseMessages(texts: Record<string, string>): MessageEntry[] {
  return Object.entries(texts).map(([msgCode, msgValue]) => ({
    type: 'RESPONSE_MSG',
    msgCode,
    msgName: `MSG_${msgCode}`,
    msgValue,
  }));
}

/** Puts these messages, and no others, in the config store (other configuration stays). */
export function setResponseMessages(texts: Record<string, string>): void {
  setConfig({ messages: responseMessages(texts) });
}
