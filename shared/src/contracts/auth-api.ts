// Request and response shapes of the auth API (POST <API_BASE>/user/...). All answers are
// wrapped in Envelope<T>; new tokens arrive in the X-Auth-Token response header.
import type { SessionUser } from '@qcard/shared/contracts/domain';

/** Common optional fields of every call body (SPEC section 7, first call style). */
export interface CallStyleFields {
  action?: string;
  function?: string;
  version?: 1;
}

/** The ALTCHA widget's payload (base64 JSON), from GET <API_BASE>/captcha/challenge. */
export type CaptchaPayload = string;

export interface LoginRequest extends CallStyleFields {
  username: string;
  password: string;
  captcha: CaptchaPayload;
}
/** data of /user/authenticate, /user/details and /user/updateprofile. */
export type LoginResponse = SessionUser;

/** data of /user/isTokenValid and /user/refreshtoken. */
export interface TokenCheckData {
  valid: true;
  anonymous: boolean;
  /** The card an unregistered-reload session is scoped to, else null. */
  cardSerialNo: string | null;
  /** ISO-8601 UTC expiry of the new token. */
  expiresAt: string;
  user: SessionUser | null;
}

export interface ForgotPasswordRequest extends CallStyleFields {
  email: string;
  captcha: CaptchaPayload;
}

export interface ValidateResetTokenRequest extends CallStyleFields {
  token: string;
}

export interface NewPasswordRequest extends CallStyleFields {
  token: string;
  newpassword: string;
  confirmpassword: string;
}

export interface UpdatePasswordRequest extends CallStyleFields {
  existingpassword: string;
  newpassword: string;
  confirmpassword?: string;
}

export interface UpdateProfileRequest extends CallStyleFields {
  address1: string;
  address2?: string;
  city: string;
  /** 2-letter code or full state name. */
  state: string;
  zipcode: string;
  phonenumber: string;
}

export interface AnonymousUserRequest extends CallStyleFields {
  cardSerialNo: string;
  email?: string;
  captcha: CaptchaPayload;
}
export interface AnonymousUserData {
  anonymous: true;
  cardSerialNo: string;
  email: string | null;
}

export interface FeedbackRequest extends CallStyleFields {
  subject: string;
  name?: string;
  email?: string;
  phonenumber?: string;
  comments: string;
  captcha: CaptchaPayload;
}

/** GET <API_BASE>/demo/mailbox (demo only). */
export interface DemoMail {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}
