// Self sign-up: send the sign-up, open the account with the mailed link, and
// ask for a fresh link. All three go signed out; the server's answer is told as an alert, except a
// link that does not work, which the verify page tells itself.
import { call, takeLatest } from 'redux-saga/effects';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { ResendVerificationCall, SignUpCall, VerifyEmailCall } from '@qcard/contracts/auth-calls';
import { alertFromResponse, settleAlerts } from '@qcard/runtime/bus/alerts';
import { API_MSG } from '@qcard/contracts/api-codes';
import {
  settleSubmission,
  failedOutcome,
  type SubmitAction,
} from '@qcard/kit/store/form-submission';

export const SIGN_UP_SUBMITTED = 'signUp/submitted';
export const VERIFY_EMAIL_SUBMITTED = 'signUp/verifyEmailSubmitted';
export const RESEND_VERIFICATION_SUBMITTED = 'signUp/resendVerificationSubmitted';

export type SignUpValues = {
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  confirmpassword?: string;
  captcha?: string;
};

const SIGNED_OUT = { anonymous: true, ignoreSessionErrors: true };

export function* signUpFlow(action: SubmitAction<SignUpValues>) {
  const v = action.payload;
  const res: CallResult<null> = yield call(
    callContract,
    SignUpCall,
    {
      email: (v.email ?? '').trim(),
      firstName: (v.firstName ?? '').trim(),
      lastName: (v.lastName ?? '').trim(),
      password: v.password ?? '',
      confirmpassword: v.confirmpassword ?? '',
      captcha: v.captcha ?? '',
    },
    SIGNED_OUT,
  );
  const ok: boolean = yield call(alertFromResponse, res, { source: action.type });
  yield settleSubmission(action, ok ? { ok: true } : failedOutcome(res));
}

export function* verifyEmailFlow(action: SubmitAction<{ token: string }>) {
  const res: CallResult<null> = yield call(
    callContract,
    VerifyEmailCall,
    { token: action.payload.token },
    SIGNED_OUT,
  );
  if (String(res.msgCode) === API_MSG.INVALID_VERIFY_LINK) {
    // The page says this one itself, with the resend form (verify.invalid): an alert would say it twice.
    yield call(settleAlerts, action.type);
    yield settleSubmission(action, failedOutcome(res));
    return;
  }
  const ok: boolean = yield call(alertFromResponse, res, { source: action.type });
  yield settleSubmission(action, ok ? { ok: true } : failedOutcome(res));
}

export function* resendVerificationFlow(
  action: SubmitAction<{ email?: string; captcha?: string }>,
) {
  const res: CallResult<null> = yield call(
    callContract,
    ResendVerificationCall,
    { email: (action.payload.email ?? '').trim(), captcha: action.payload.captcha ?? '' },
    SIGNED_OUT,
  );
  const ok: boolean = yield call(alertFromResponse, res, { source: action.type });
  yield settleSubmission(action, ok ? { ok: true } : failedOutcome(res));
}

export function* signUpSaga() {
  yield takeLatest(SIGN_UP_SUBMITTED, signUpFlow);
  yield takeLatest(VERIFY_EMAIL_SUBMITTED, verifyEmailFlow);
  yield takeLatest(RESEND_VERIFICATION_SUBMITTED, resendVerificationFlow);
}
