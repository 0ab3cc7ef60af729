// Message codes the API adds to SPEC section 8 (texts in /messageResources.json, RESPONSE_MSG).
// The API answers ERROR envelopes with these; see api/README.md for when each is used.
export const API_MSG = {
  INVALID_CREDENTIALS: '401',
  ACCESS_DENIED: '403',
  UNKNOWN_PATH: '404',
  ACCOUNT_LOCKED: '480',
  TOO_MANY_REQUESTS: '481',
  CAPTCHA_FAILED: '482',
  PASSWORD_REUSED: '483',
  PASSWORD_POLICY: '484',
  NOT_FOUND: '485',
  PAYMENT_DECLINED: '486',
  CARD_NOT_ELIGIBLE: '487',
  VALIDATION_FAILED: '488',
  PASSWORDS_DO_NOT_MATCH: '489',
  WRONG_CURRENT_PASSWORD: '490',
  MALFORMED_REQUEST: '491',
  PROFILE_UPDATED: '492',
  PASSWORD_CHANGED: '493',
  LOGGED_OUT: '494',
  INTERNAL_ERROR: '475',
  /** Self sign-up (docs/sign-up.md). */
  SIGN_UP_REQUESTED: '498',
  EMAIL_VERIFIED: '499',
  INVALID_VERIFY_LINK: '477',
  EMAIL_NOT_VERIFIED: '478',
  VERIFY_LINK_RESENT: '505',
  /** An order submitted for an empty cart. */
  CART_EMPTY: '497',
  /** An order submitted for a cart total the cart no longer comes to (changed in another tab). */
  CART_CHANGED: '506',
  /** A sponsor's save of an employee or group made from a version the record moved on from (HTTP 409, the current record in data). */
  RECORD_CHANGED: '507',
} as const;

export type ApiMsgCode = (typeof API_MSG)[keyof typeof API_MSG];

/** Response header that carries a new session token (login, isTokenValid, refreshtoken, anonymoususer). */
export const AUTH_TOKEN_HEADER = 'X-Auth-Token';
