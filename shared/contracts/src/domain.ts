// Entities of SPEC section 3 as the browser sees them. Money is integer cents.
import type { Language } from '@qcard/contracts/languages';
export type AlertType = 'danger' | 'warning' | 'info' | 'success';

/**
 * How an alert is said again in another language: the footer's switch changes the page in place,
 * and an alert raised before it must not stay in the old language. The server's text in every
 * language (`texts`, from the envelope's errorTexts), a message code of the configuration with
 * its values (`code`), or a key of the portal's texts with its values (`key`, 'cards:unreg.otherCard').
 */
export type AlertText =
  | { texts: Partial<Record<Language, string>> }
  | { code: string; args?: ReadonlyArray<string | number> }
  | { key: string; values?: Readonly<Record<string, string | number>> };

export interface AlertMessage {
  id?: string;
  /** The text in the language it was raised in (shown as is when `text` cannot say it again). */
  msg: string;
  /** How to say it in the language shown now; without it the alert keeps `msg`. */
  text?: AlertText;
  type: AlertType;
  /** Route the alert belongs to; alerts tied to another path are dropped on navigation. */
  target?: string;
  /**
   * The action that raised it ('orders/search', 'order/submit'); every alert has one. A newer
   * alert from the same source replaces it, and the action's success ends it (settleAlerts). An
   * action that raises several alerts at once (a bulk removal's successes and failures) tells
   * them apart after a '#' ('groups/removeRequested#GROUPS_NOT_FOUND'): settling the action
   * ends them all.
   */
  source: string;
  /** Path the alert was raised on (set by the shell); leaving that page ends the alert. */
  page?: string;
}

export interface ConfigEntry {
  configName: string;
  groupName: string;
  configValue: string;
}

export interface MessageEntry {
  type: string;
  msgCode: string;
  msgName: string;
  msgValue: string;
}

export interface ValidationRule {
  property: string;
  label?: string;
  placeholder?: string;
  isUiMandatory: boolean;
  minLength?: number | null;
  maxLength?: number | null;
  pattern?: string | null;
  /** Custom error appended to the label when the pattern fails. */
  customError?: string | null;
}

export interface ValidationRuleSet {
  action: string;
  function: string;
  version: number;
  screen: string;
  rules: ValidationRule[];
}

export interface CreditCardIcon {
  title: 'visa' | 'master' | 'amex' | 'discover';
  image: string;
}

export interface GalleryItem {
  image: string;
  galleryTitleText: string;
  galleryText: string;
}

export interface PagedList<T> {
  data: T[];
  numberOfPages: number;
  pageNumber: number;
  numberOfRecords: number;
  pageSetSize?: number;
  /** The order the API applied to the whole list (contracts/paging.ts). */
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
}

// The API's records, as their call contracts define them (docs/api-contracts.md).
export type { SessionUser } from '@qcard/contracts/auth-api';
export type {
  Card,
  Contract,
  ContractActivity,
  SubscriptionInfo,
} from '@qcard/contracts/cards-api';
export type { Cart, CartItem } from '@qcard/contracts/cart-api';
export type { Order, OrderItem } from '@qcard/contracts/orders-api';
