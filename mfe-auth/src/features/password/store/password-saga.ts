// Forgot password, resend the reset link, validate a reset token and set the new password.
import { configuredText } from '@qcard/runtime/bus/alert-text';
import { call, takeLatest } from 'redux-saga/effects';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import {
  ForgotPasswordCall,
  NewPasswordCall,
  ResendResetLinkCall,
  ValidateResetTokenCall,
} from '@qcard/contracts/auth-calls';
import type { ResetTokenData } from '@qcard/contracts/auth-api';
import { alertFromResponse, raiseAlert } from '@qcard/runtime/bus/alerts';
import { MSG } from '@qcard/contracts/envelope';
import {
  settleSubmission,
  failedOutcome,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';
import { storeResetEmail } from './reset-email';

export const FORGOT_SUBMITTED = 'password/forgotSubmitted';
export const RESEND_SUBMITTED = 'password/resendSubmitted';
export const RESET_TOKEN_CHECKED = 'password/resetTokenChecked';
export const NEW_PASSWORD_SUBMITTED = 'password/newPasswordSubmitted';

export type EmailCaptchaValues = {
  email?: string;
  captcha?: string;
};

export type NewPasswordValues = {
  token: string;
  newpassword?: string;
  confirmpassword?: string;
};

/** A failed forgot-password call shows 475 as a warning (SPEC section 8), else the shared handling. */
function alertForgotFailure(res: CallResult<unknown>, source: string) {
  if (String(res.msgCode ?? '') === MSG.GENERIC_FAILURE && !res.errorMessage) {
    raiseAlert({
      type: 'warning',
      ...configuredText(MSG.GENERIC_FAILURE, 'auth:error.generic'),
      source,
    });
  } else {
    alertFromResponse(res, { source });
  }
}

/** The password calls go signed out, and a session error in their answer signs nobody out. */
const SIGNED_OUT = { anonymous: true, ignoreSessionErrors: true };

/** Forgot password and resend link send the same body: the trimmed e-mail and the captcha. */
function emailCaptchaCall(
  target: typeof ForgotPasswordCall | typeof ResendResetLinkCall,
  email: string,
  values: EmailCaptchaValues,
) {
  return call(callContract, target, { email, captcha: values.captcha ?? '' }, SIGNED_OUT);
}

/**
 * The end of a reset step (forgot password, new password): a success sets the kept reset e-mail
 * and tells its info on the page the user lands on (`target`); a failure is told and settles the form.
 */
function* settleResetStep(
  action: SubmitAction<unknown>,
  res: CallResult<null>,
  success: { resetEmail: string | null; target: string },
  tellFailure: (res: CallResult<null>, source: string) => unknown,
) {
  // Alerts of the step belong to its action: the next answer replaces them, a success ends them.
  if (res.status === 'SUCCESS') {
    yield call(storeResetEmail, success.resetEmail);
    yield call(alertFromResponse, res, { target: success.target, source: action.type });
    yield settleSubmission(action, { ok: true });
    return;
  }
  yield call(tellFailure, res, action.type);
  yield settleSubmission(action, failedOutcome(res));
}

export function* forgotFlow(action: SubmitAction<EmailCaptchaValues>) {
  const email = (action.payload.email ?? '').trim();
  const res: CallResult<null> = yield emailCaptchaCall(ForgotPasswordCall, email, action.payload);
  yield* settleResetStep(
    action,
    res,
    { resetEmail: email, target: '/reset-link' },
    alertForgotFailure,
  );
}

export function* resendFlow(action: SubmitAction<EmailCaptchaValues>) {
  const email = (action.payload.email ?? '').trim();
  const res: CallResult<null> = yield emailCaptchaCall(ResendResetLinkCall, email, action.payload);
  // The rider asks for the same link again: the answer replaces what the first request said.
  const ok: boolean = yield call(alertFromResponse, res, {
    target: '/reset-link',
    source: FORGOT_SUBMITTED,
  });
  yield settleSubmission(action, { ok, msgCode: res.msgCode ?? null });
}

export function* checkResetTokenFlow(action: SubmitAction<{ token: string }>) {
  const token = action.payload.token;
  // An invalid link goes to / with 406 (SPEC section 4): the alert is for that page.
  if (!token) {
    yield call(raiseAlert, {
      type: 'danger',
      ...configuredText(MSG.INVALID_RESET_LINK, 'auth:reset.invalidLink'),
      target: '/',
      source: action.type,
    });
    yield settleSubmission(action, { ok: false, msgCode: MSG.INVALID_RESET_LINK });
    return;
  }
  const res: CallResult<ResetTokenData> = yield call(
    callContract,
    ValidateResetTokenCall,
    { token },
    SIGNED_OUT,
  );
  if (res.status === 'SUCCESS' && res.data?.valid) {
    yield settleSubmission(action, { ok: true });
    return;
  }
  yield call(alertFromResponse, res, { target: '/', source: action.type });
  yield settleSubmission(action, failedOutcome(res));
}

export function* newPasswordFlow(action: SubmitAction<NewPasswordValues>) {
  const res: CallResult<null> = yield call(
    callContract,
    NewPasswordCall,
    {
      token: action.payload.token,
      newpassword: action.payload.newpassword ?? '',
      confirmpassword: action.payload.confirmpassword ?? '',
    },
    SIGNED_OUT,
  );
  // A successful new password clears the kept reset value (SPEC section 4).
  yield* settleResetStep(action, res, { resetEmail: null, target: '/' }, (failed, source) =>
    alertFromResponse(failed, { source }),
  );
}

export function* passwordSaga() {
  yield takeLatest(FORGOT_SUBMITTED, forgotFlow);
  yield takeLatest(RESEND_SUBMITTED, resendFlow);
  yield takeLatest(RESET_TOKEN_CHECKED, checkResetTokenFlow);
  yield takeLatest(NEW_PASSWORD_SUBMITTED, newPasswordFlow);
}
