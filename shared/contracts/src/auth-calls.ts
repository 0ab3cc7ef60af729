// Where each auth call is reached: path, SPEC action and function(s), access, and the types of its
// body and answer. Plain data, so a browser imports it without the schemas (auth-api.ts).
import type * as S from '@qcard/contracts/auth-api';
import type * as P from '@qcard/contracts/schema-parts';
import { call } from '@qcard/contracts/call';

export const UpdateLanguageCall = /* @__PURE__ */ call<
  typeof S.UpdateLanguageBody,
  typeof S.UpdateLanguageAnswer
>()({
  path: '/user/language',
  action: 'USER_MANAGEMENT',
  functions: ['update_language'],
  access: 'authenticated',
  summary:
    "Save the signed-in user's language ('en' or 'es'): their mails, and the portal at sign-in",
});

export const LoginCall = /* @__PURE__ */ call<typeof S.LoginBody, typeof S.SessionUser>()({
  path: '/user/authenticate',
  action: 'USER_MANAGEMENT',
  functions: ['login'],
  access: 'public',
  captcha: true,
  summary: 'Log in with username (e-mail), password and captcha; token in X-Auth-Token',
});

export const LogoutCall = /* @__PURE__ */ call<typeof P.EmptyBody, typeof P.NoData>()({
  path: '/user/logout',
  action: 'USER_MANAGEMENT',
  functions: ['logout'],
  access: 'session',
  summary: 'End the login: every token of it (rotated ones included)',
});

export const EndOtherSessionsCall = /* @__PURE__ */ call<
  typeof P.EmptyBody,
  typeof S.EndOtherSessionsAnswer
>()({
  path: '/user/endOtherSessions',
  action: 'USER_MANAGEMENT',
  functions: ['end_other_sessions'],
  access: 'authenticated',
  summary:
    "End every login of the user but the caller's (account page); data {ended: number of logins}",
});

export const UserDetailsCall = /* @__PURE__ */ call<typeof P.EmptyBody, typeof S.SessionUser>()({
  path: '/user/details',
  action: 'USER_MANAGEMENT',
  functions: ['user_details'],
  access: 'authenticated',
  summary: 'The signed-in user',
});

export const IsTokenValidCall = /* @__PURE__ */ call<
  typeof P.EmptyBody,
  typeof S.TokenCheckAnswer
>()({
  path: '/user/isTokenValid',
  action: 'USER_MANAGEMENT',
  functions: ['is_token_valid'],
  access: 'session',
  summary:
    'Check the token, rotate it and extend its validity; new token in X-Auth-Token (invalid: ERROR 464)',
});

export const RefreshTokenCall = /* @__PURE__ */ call<
  typeof P.EmptyBody,
  typeof S.TokenCheckAnswer
>()({
  path: '/user/refreshtoken',
  action: 'USER_MANAGEMENT',
  functions: ['refresh_token'],
  access: 'session',
  summary:
    'Check the token, rotate it and extend its validity; new token in X-Auth-Token (invalid: ERROR 464)',
});

export const ForgotPasswordCall = /* @__PURE__ */ call<
  typeof S.ForgotPasswordBody,
  typeof P.NoData
>()({
  path: '/user/forgotpassword',
  action: 'USER_MANAGEMENT',
  functions: ['forgot_password'],
  access: 'public',
  captcha: true,
  summary:
    'Mail a reset link (captcha); same answer whether the e-mail exists or not; never returns the token',
});

export const ResendResetLinkCall = /* @__PURE__ */ call<
  typeof S.ForgotPasswordBody,
  typeof P.NoData
>()({
  path: '/user/resendlink',
  action: 'USER_MANAGEMENT',
  functions: ['resend_link'],
  access: 'public',
  captcha: true,
  summary: 'Mail a fresh reset link (captcha); same answer whether the e-mail exists or not',
});

export const SignUpCall = /* @__PURE__ */ call<typeof S.SignUpBody, typeof P.NoData>()({
  path: '/user/signup',
  action: 'USER_MANAGEMENT',
  functions: ['sign_up'],
  access: 'public',
  captcha: true,
  summary:
    'Self sign-up (captcha): mails a confirmation link (or, for a known e-mail, a reset pointer); the same answer either way',
});

export const VerifyEmailCall = /* @__PURE__ */ call<typeof S.VerifyEmailBody, typeof P.NoData>()({
  path: '/user/verifyemail',
  action: 'USER_MANAGEMENT',
  functions: ['verify_email'],
  access: 'public',
  summary:
    'Open the account of a sign-up with its single-use link token (ERROR 477 if unknown, used or expired)',
});

export const ResendVerificationCall = /* @__PURE__ */ call<
  typeof S.ResendVerificationBody,
  typeof P.NoData
>()({
  path: '/user/resendverification',
  action: 'USER_MANAGEMENT',
  functions: ['resend_verification'],
  access: 'public',
  captcha: true,
  summary:
    'Mail a fresh confirmation link for a waiting sign-up (captcha); the same answer whether or not one waits',
});

export const ValidateResetTokenCall = /* @__PURE__ */ call<
  typeof S.ValidateResetTokenBody,
  typeof S.ValidateResetTokenAnswer
>()({
  path: '/user/validateResetToken',
  action: 'USER_MANAGEMENT',
  functions: ['validate_reset_token'],
  access: 'public',
  summary: 'Is this reset token usable? (ERROR 406 if not)',
});

export const NewPasswordCall = /* @__PURE__ */ call<typeof S.NewPasswordBody, typeof P.NoData>()({
  path: '/user/newpassword',
  action: 'USER_MANAGEMENT',
  functions: ['new_password'],
  access: 'public',
  summary: 'Set a new password with a reset token; revokes every session',
});

export const UpdatePasswordCall = /* @__PURE__ */ call<
  typeof S.UpdatePasswordBody,
  typeof P.NoData
>()({
  path: '/user/updatepassword',
  action: 'USER_MANAGEMENT',
  functions: ['update_password'],
  access: 'authenticated',
  summary: 'Change password (existingpassword, newpassword); revokes the user’s other sessions',
});

export const UpdateProfileCall = /* @__PURE__ */ call<
  typeof S.UpdateProfileBody,
  typeof S.SessionUser
>()({
  path: '/user/updateprofile',
  action: 'USER_MANAGEMENT',
  functions: ['update_profile'],
  access: 'authenticated',
  summary: 'Update address and phone of the signed-in user',
});

export const AnonymousUserCall = /* @__PURE__ */ call<
  typeof S.AnonymousUserBody,
  typeof S.AnonymousUserAnswer
>()({
  path: '/user/anonymoususer',
  action: 'USER_MANAGEMENT',
  functions: ['anonymous_user'],
  access: 'public',
  captcha: true,
  summary:
    "Unregistered reload: a session scoped to one active card that no company owns (a rider's card included)",
});

export const FeedbackCall = /* @__PURE__ */ call<typeof S.FeedbackBody, typeof P.NoData>()({
  path: '/feedback/save',
  action: 'FEEDBACK_FORM',
  functions: ['submit'],
  access: 'public',
  captcha: true,
  summary: 'Store a feedback message (captcha, rate limited)',
});
