// Contracts of the auth calls (POST <API_BASE>/user/..., /feedback/save, GET /demo/mailbox):
// request body and SUCCESS data of each (docs/api-contracts.md). New tokens arrive in the
// X-Auth-Token response header.
import { LANGUAGE_CODES } from '@qcard/contracts/languages';
import {
  Body,
  Checked,
  EmptyBody,
  schemas,
  Nullable,
  Row,
  TextIn,
  Type,
  type Static,
} from '@qcard/contracts/schema-parts';

/** Common optional fields of every call body (SPEC section 7, first call style). */
export interface CallStyleFields {
  action?: string;
  function?: string;
  version?: 1;
}

/** The ALTCHA widget's payload (base64 JSON), from GET <API_BASE>/captcha/challenge. */
export type CaptchaPayload = string;
const CaptchaIn = Checked(
  Type.String({
    description: "The ALTCHA widget's payload (base64 JSON); 482 when it does not verify",
  }),
);

/** One of the portal's languages (contracts/languages). */
const LanguageOut = Type.Union(LANGUAGE_CODES.map((code) => Type.Literal(code)));

export const SessionUser = Row({
  id: Type.Integer(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  address: Type.String(),
  address1: Type.Optional(Type.String()),
  address2: Type.Optional(Type.String()),
  town: Type.String(),
  state: Type.String(),
  zipcode: Type.String(),
  phoneNumber: Type.String(),
  sponsor: Type.Boolean(),
  companyName: Type.Optional(Nullable(Type.String())),
  /** The language the user chose (docs/i18n.md): their mails and, at sign-in, the portal's. */
  language: Type.Optional(LanguageOut),
});
export type SessionUser = Static<typeof SessionUser>;

const LanguageIn = Type.Union(
  LANGUAGE_CODES.map((code) => Type.Literal(code)),
  { description: `${LANGUAGE_CODES.join(' or ')}; 491 otherwise` },
);
/** POST <API_BASE>/user/language: save the signed-in user's language (footer selector). */
export const UpdateLanguageBody = Body({ language: LanguageIn });
export const UpdateLanguageAnswer = Row({ language: LanguageIn });
export type UpdateLanguageRequest = Static<typeof UpdateLanguageBody> & CallStyleFields;

export const LoginBody = Body({ username: TextIn, password: TextIn, captcha: CaptchaIn });
export type LoginRequest = Static<typeof LoginBody> & CallStyleFields;
/** data of /user/authenticate, /user/details and /user/updateprofile. */
export type LoginResponse = SessionUser;

export const EndOtherSessionsAnswer = Row({
  ended: Type.Integer({ description: 'Number of logins ended' }),
});
export type EndOtherSessionsData = Static<typeof EndOtherSessionsAnswer>;

/** /user/isTokenValid and /user/refreshtoken. */
export const TokenCheckAnswer = Row({
  valid: Type.Literal(true),
  anonymous: Type.Boolean(),
  cardSerialNo: Nullable(
    Type.String({ description: 'The card an unregistered-reload session is scoped to' }),
  ),
  expiresAt: Type.String({ description: 'ISO-8601 UTC expiry of the new token' }),
  user: Nullable(SessionUser),
});
export type TokenCheckData = Static<typeof TokenCheckAnswer>;

/** /user/forgotpassword and /user/resendlink. */
export const ForgotPasswordBody = Body({ email: TextIn, captcha: CaptchaIn });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordBody> & CallStyleFields;

/** /user/signup: the same SUCCESS (498) whether or not the e-mail has an account. */
export const SignUpBody = Body({
  email: TextIn,
  firstName: TextIn,
  lastName: TextIn,
  password: TextIn,
  confirmpassword: TextIn,
  captcha: CaptchaIn,
});
export type SignUpRequest = Static<typeof SignUpBody> & CallStyleFields;

/** /user/verifyemail: opens the account of the link's sign-up (499), or 477 for a used/expired/unknown link. */
export const VerifyEmailBody = Body({ token: TextIn });
export type VerifyEmailRequest = Static<typeof VerifyEmailBody> & CallStyleFields;

/** /user/resendverification: a fresh link for a waiting sign-up; the same SUCCESS (505) in every case. */
export const ResendVerificationBody = Body({ email: TextIn, captcha: CaptchaIn });
export type ResendVerificationRequest = Static<typeof ResendVerificationBody> & CallStyleFields;

export const ValidateResetTokenBody = Body({ token: TextIn });
export const ValidateResetTokenAnswer = Row({
  valid: Type.Literal(true),
  expiresAt: Type.String(),
});
export type ValidateResetTokenRequest = Static<typeof ValidateResetTokenBody> & CallStyleFields;
export type ResetTokenData = Static<typeof ValidateResetTokenAnswer>;

export const NewPasswordBody = Body({
  token: TextIn,
  newpassword: TextIn,
  confirmpassword: TextIn,
});
export type NewPasswordRequest = Static<typeof NewPasswordBody> & CallStyleFields;

export const UpdatePasswordBody = Body({
  existingpassword: TextIn,
  newpassword: TextIn,
  confirmpassword: Type.Optional(TextIn),
});
export type UpdatePasswordRequest = Static<typeof UpdatePasswordBody> & CallStyleFields;

export const UpdateProfileBody = Body({
  address1: TextIn,
  address2: Type.Optional(TextIn),
  city: TextIn,
  state: Checked(Type.String({ description: '2-letter code or full state name' })),
  zipcode: TextIn,
  phonenumber: TextIn,
});
export type UpdateProfileRequest = Static<typeof UpdateProfileBody> & CallStyleFields;

export const AnonymousUserBody = Body({
  cardSerialNo: TextIn,
  email: Type.Optional(TextIn),
  captcha: CaptchaIn,
});
export const AnonymousUserAnswer = Row({
  anonymous: Type.Literal(true),
  cardSerialNo: Type.String(),
  email: Nullable(Type.String()),
});
export type AnonymousUserRequest = Static<typeof AnonymousUserBody> & CallStyleFields;
export type AnonymousUserData = Static<typeof AnonymousUserAnswer>;

export const FeedbackBody = Body({
  subject: TextIn,
  name: Type.Optional(TextIn),
  email: Type.Optional(TextIn),
  phonenumber: Type.Optional(TextIn),
  comments: TextIn,
  captcha: CaptchaIn,
});
export type FeedbackRequest = Static<typeof FeedbackBody> & CallStyleFields;

export const DemoMail = Row({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  kind: Type.String(),
  createdAt: Type.String(),
  sentAt: Nullable(Type.String()),
  error: Nullable(Type.String()),
});
/** GET <API_BASE>/demo/mailbox (demo only). */
export type DemoMail = Static<typeof DemoMail>;
export const DemoMailbox = schemas(EmptyBody, Type.Array(DemoMail));
