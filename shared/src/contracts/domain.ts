// Entities of SPEC section 3 as the browser sees them. Money is integer cents.
export type AlertType = 'danger' | 'warning' | 'info' | 'success';

export interface AlertMessage {
  id?: string;
  msg: string;
  type: AlertType;
  /** Route the alert belongs to; alerts tied to another path are dropped on navigation. */
  target?: string;
  /**
   * The action that raised it ('orders/search', 'order/submit'). A newer alert from the same
   * action replaces it, and the action's success ends it (settleAlerts).
   */
  source?: string;
  /** Path the alert was raised on (set by the shell); leaving that page ends the alert. */
  page?: string;
}

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  address1?: string;
  address2?: string;
  town: string;
  state: string;
  zipcode: string;
  phoneNumber: string;
  sponsor: boolean;
  companyName?: string | null;
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

export interface ContractActivity {
  date: string;
  activityType: string;
  units: number;
  unitsBefore: number;
  unitsAfter: number;
  billed?: number | null;
}

export interface SubscriptionInfo {
  state: 'Active' | 'NoSubscription' | (string & {});
  contractId: number;
  typeOfSubscription: string;
  maxNumberOfRechargesPerPeriod: number;
  rechargeValue: { rechargeValue: number };
  trigger: { threshold: number };
  statusReason?: string | null;
}

export interface Contract {
  id: number;
  contractName: string;
  family: string;
  typeOfContract: string;
  emission: string;
  lastReload: string | null;
  unitsLeft: number;
  rechargeable: boolean;
  rechargeReason: string | null;
  rideSponsorContract: boolean;
  warningCode: string | null;
  cardSerialNumber: string;
  subscriptionAllowed: boolean;
  subscriptionAvailable: boolean;
  subscriptionReason: string | null;
  rechargeInfo: { parameters: Array<{ maximumAllowed: number; minimumInputValue: number }> };
  contractActivities: ContractActivity[];
  subscriptionInfo: SubscriptionInfo | null;
}

export interface Card {
  id: number;
  serialNumber: string;
  profileName: string;
  holderName?: string;
  status: string;
  emissionDate: string;
  expirationDate: string;
  contracts: Contract[];
}

export interface CartItem {
  itemId: number;
  description: string;
  price: number;
  type: 'Recharge' | 'Subscription' | 'CancelSubscription' | (string & {});
}

export interface Cart {
  cartItems: CartItem[];
  price: number;
}

export interface OrderItem {
  description: string;
  status: string;
  price: number;
}

export interface Order {
  id: number;
  orderId: number;
  price: number;
  status: 'ProcessingOrder' | 'Honoured' | 'Rejected' | 'Cancelled' | (string & {});
  creationDate: string;
  methodOfPayment: string;
  authorizationId?: string | null;
  transactionId?: string | null;
  paymentDescription?: string | null;
  orderItems: OrderItem[];
}
