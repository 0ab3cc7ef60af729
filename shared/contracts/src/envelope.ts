import type { Language } from '@qcard/contracts/languages';

/** Every API call answers with this envelope (SPEC section 7, 'Response envelope'). */
export type ResponseStatus = 'SUCCESS' | 'ERROR' | (string & {});

export interface Envelope<T = unknown> {
  status?: ResponseStatus;
  msgCode?: string | number | null;
  data?: T;
  errorMessage?: string | null;
  /**
   * The API's addition to SPEC's envelope: errorMessage in every language of the portal, so a
   * page that switches language can say an error it showed again in the new one. Absent when
   * the text is not the catalogue's (a text the server has in one language only).
   */
  errorTexts?: Partial<Record<Language, string>> | null;
}

/** Message codes of SPEC section 8. The texts live in server configuration (RESPONSE_MSG). */
export const MSG = {
  INVALID_RESET_LINK: '406',
  INVALID_CARD_NUMBER: '415',
  RECHARGE_RANGE_TABLE: '455',
  THRESHOLD_RANGE_TABLE: '456',
  FREQUENCY_RANGE_TABLE: '457',
  RECHARGE_RANGE_FORM: '458',
  THRESHOLD_RANGE_FORM: '459',
  FREQUENCY_RANGE_FORM: '460',
  SPONSOR_ROW_RANGE: '461',
  RELOAD_RANGE: '463',
  SESSION_INVALID: '464',
  LOGOUT_FAILED: '465',
  ORDER_SEARCH_BOTH_DATES: '466',
  ORDER_SEARCH_FROM_AFTER_TO: '467',
  CARD_ALLOCATION_MISSING: '468',
  NO_RESULTS: '469',
  FEEDBACK_SAVED: '470',
  PASSWORD_RESET_DONE: '471',
  RESET_LINK_RESENT: '472',
  NO_CARD_SELECTED: '473',
  RESET_LINK_REQUESTED: '474',
  GENERIC_FAILURE: '475',
  CARD_NUMBERS_MISMATCH: '476',
  SEARCH_VALUE_REQUIRED: '479',
} as const;

export type MsgCode = (typeof MSG)[keyof typeof MSG];
