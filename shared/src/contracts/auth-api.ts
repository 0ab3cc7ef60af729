// Contracts of the auth calls (POST <API_BASE>/user/..., /feedback/save, GET /demo/mailbox):
// request body and SUCCESS data of each (docs/api-contracts.md). New tokens arrive in the
// X-Auth-Token response header.
import { LANGUAGE_CODES } from '@qcard/shared/contracts/languages';
import { Body, Checked, contract, EmptyBody, schemas, NoData, Nullable, Row, TextIn, Type, type RequestOf, type ResponseOf, type Static } from '@qcard/shared/contracts/schema-parts';
import { SignUpCall, ResendVerificationCall, VerifyEmailCall, ForgotPasswordCall, ResendResetLinkCall, ValidateResetTokenCall, NewPasswordCall, UpdatePasswordCall, LoginCall, LogoutCall, IsTokenValidCall, RefreshTokenCall, AnonymousUserCall, EndOtherSessionsCall, UserDetailsCall, UpdateLanguageCall, UpdateProfileCall, FeedbackCall } from '@qcard/shared/contracts/auth-calls';

/** Common optional fields of every call body (SPEC section 7, first call style). */
export interface CallStyleFields {
  action?: string;
  function?: string;
  version?: 1;
}

/** The ALTCHA widget's payload (base64 JSON), from GET <API_BASE>/captcha/challenge. */
export type CaptchaPayload = string;
const CaptchaIn = Checked(Type.String({ description: "The ALTCHA widget's payload (base64 JSON); 482 when it does not verify" }));

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

const LanguageIn = Type.Union(LANGUAGE_CODES.map((code) => Type.Literal(code)), { description: `${LANGUAGE_CODES.join(' or ')}; 491 otherwise` });
/** POST <API_BASE>/user/language: save the signed-in user's language (footer selector). */
export const UpdateLanguageBody = Body({ language: LanguageIn });
export const UpdateLanguageAnswer = Row({ language: LanguageIn });
export const UpdateLanguage = contract(UpdateLanguageCall, UpdateLanguageBody, UpdateLanguageAnswer);
export type UpdateLanguageRequest = RequestOf<typeof UpdateLanguage> & CallStyleFields;

export const LoginBody = Body({ username: TextIn, password: TextIn, captcha: CaptchaIn });
export const Login = contract(LoginCall, LoginBody, SessionUser);
export type LoginRequest = RequestOf<typeof Login> & CallStyleFields;
/** data of /user/authenticate, /user/details and /user/updateprofile. */
export type LoginResponse = SessionUser;

export const Logout = contract(LogoutCall, EmptyBody, NoData);
export const EndOtherSessionsAnswer = Row({ ended: Type.Integer({ description: 'Number of logins ended' }) });
export const EndOtherSessions = contract(EndOtherSessionsCall, EmptyBody, EndOtherSessionsAnswer);
export type EndOtherSessionsData = ResponseOf<typeof EndOtherSessions>;
export const UserDetails = contract(UserDetailsCall, EmptyBody, SessionUser);

/** /user/isTokenValid and /user/refreshtoken. */
export const TokenCheckAnswer = Row({
    valid: Type.Literal(true),
    anonymous: Type.Boolean(),
    cardSerialNo: Nullable(Type.String({ description: 'The card an unregistered-reload session is scoped to' })),
    expiresAt: Type.String({ description: 'ISO-8601 UTC expiry of the new token' }),
    user: Nullable(SessionUser),
  });
export const IsTokenValid = contract(IsTokenValidCall, EmptyBody, TokenCheckAnswer);
export const RefreshToken = contract(RefreshTokenCall, EmptyBody, TokenCheckAnswer);
export type TokenCheckData = ResponseOf<typeof IsTokenValid>;

/** /user/forgotpassword and /user/resendlink. */
export const ForgotPasswordBody = Body({ email: TextIn, captcha: CaptchaIn });
export const ForgotPassword = contract(ForgotPasswordCall, ForgotPasswordBody, NoData);
export const ResendResetLink = contract(ResendResetLinkCall, ForgotPasswordBody, NoData);
export type ForgotPasswordRequest = RequestOf<typeof ForgotPassword> & CallStyleFields;

/** /user/signup (issue 22 item 1): the same SUCCESS (498) whether or not the e-mail has an account. */
export const SignUpBody = Body({ email: TextIn, firstName: TextIn, lastName: TextIn, password: TextIn, confirmpassword: TextIn, captcha: CaptchaIn });
export const SignUp = contract(SignUpCall, SignUpBody, NoData);
export type SignUpRequest = RequestOf<typeof SignUp> & CallStyleFields;

/** /user/verifyemail: opens the account of the link's sign-up (499), or 477 for a used/expired/unknown link. */
export const VerifyEmailBody = Body({ token: TextIn });
export const VerifyEmail = contract(VerifyEmailCall, VerifyEmailBody, NoData);
export type VerifyEmailRequest = RequestOf<typeof VerifyEmail> & CallStyleFields;

/** /user/resendverification: a fresh link for a waiting sign-up; the same SUCCESS (505) in every case. */
export const ResendVerificationBody = Body({ email: TextIn, captcha: CaptchaIn });
export const ResendVerification = contract(ResendVerificationCall, ResendVerificationBody, NoData);
export type ResendVerificationRequest = RequestOf<typeof ResendVerification> & CallStyleFields;

export const ValidateResetTokenBody = Body({ token: TextIn });
export const ValidateResetTokenAnswer = Row({ valid: Type.Literal(true), expiresAt: Type.String() });
export const ValidateResetToken = contract(ValidateResetTokenCall, ValidateResetTokenBody, ValidateResetTokenAnswer);
export type ValidateResetTokenRequest = RequestOf<typeof ValidateResetToken> & CallStyleFields;
export type ResetTokenData = ResponseOf<typeof ValidateResetToken>;

export const NewPasswordBody = Body({ token: TextIn, newpassword: TextIn, confirmpassword: TextIn });
export const NewPassword = contract(NewPasswordCall, NewPasswordBody, NoData);
export type NewPasswordRequest = RequestOf<typeof NewPassword> & CallStyleFields;

export const UpdatePasswordBody = Body({ existingpassword: TextIn, newpassword: TextIn, confirmpassword: Type.Optional(TextIn) });
export const UpdatePassword = contract(UpdatePasswordCall, UpdatePasswordBody, NoData);
export type UpdatePasswordRequest = RequestOf<typeof UpdatePassword> & CallStyleFields;

export const UpdateProfileBody = Body({
    address1: TextIn,
    address2: Type.Optional(TextIn),
    city: TextIn,
    state: Checked(Type.String({ description: '2-letter code or full state name' })),
    zipcode: TextIn,
    phonenumber: TextIn,
  });
export const UpdateProfile = contract(UpdateProfileCall, UpdateProfileBody, SessionUser);
export type UpdateProfileRequest = RequestOf<typeof UpdateProfile> & CallStyleFields;

export const AnonymousUserBody = Body({ cardSerialNo: TextIn, email: Type.Optional(TextIn), captcha: CaptchaIn });
export const AnonymousUserAnswer = Row({ anonymous: Type.Literal(true), cardSerialNo: Type.String(), email: Nullable(Type.String()) });
export const AnonymousUser = contract(AnonymousUserCall, AnonymousUserBody, AnonymousUserAnswer);
export type AnonymousUserRequest = RequestOf<typeof AnonymousUser> & CallStyleFields;
export type AnonymousUserData = ResponseOf<typeof AnonymousUser>;

export const FeedbackBody = Body({
    subject: TextIn,
    name: Type.Optional(TextIn),
    email: Type.Optional(TextIn),
    phonenumber: Type.Optional(TextIn),
    comments: TextIn,
    captcha: CaptchaIn,
  });
export const Feedback = contract(FeedbackCall, FeedbackBody, NoData);
export type FeedbackRequest = RequestOf<typeof Feedback> & CallStyleFields;

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
