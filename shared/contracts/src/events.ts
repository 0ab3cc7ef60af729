// The typed events of the bus that connects the shell and the remotes (DESIGN section 2).
import type { AlertMessage, SessionUser } from '@qcard/contracts/domain';

export interface BusEvents {
  'session/loggedIn': { user: SessionUser };
  'session/loggedOut': { reason: 'user' | 'idle' | 'invalid' | 'passwordChanged' };
  /** Any click or key press; the shell's idle timer listens. */
  'session/activity': Record<string, never>;
  /** A remote learned the user changed (profile update). */
  'session/userUpdated': { user: SessionUser };
  'alerts/raised': AlertMessage;
  'alerts/cleared': Record<string, never>;
  /** The action named by source succeeded: its alerts end. */
  'alerts/settled': { source: string };
  /** Cart contents changed; count is the number of items now in the cart. */
  'cart/changed': { count: number };
  /** Ask the shell to re-read the cart count from the server. */
  'cart/refreshRequested': Record<string, never>;
  /** The API said the token is invalid (464): the shell logs out and goes to /. */
  'session/expired': { msg?: string };
  /** Live status: one of the user's orders turned Honoured or Rejected. */
  'live/orderStatus': { orderId: number; status: string };
  /** Live status: an automatic reload ran on one of the user's contracts. */
  'live/autoload': { orderId: number; contractId: number; status: string };
  /** The language selector changed the language. */
  'i18n/languageChanged': { language: string };
}

export type BusEventName = keyof BusEvents;
