// Public feedback form: /feedback/save answers 470 on success.
import { call, takeLatest } from 'redux-saga/effects';
import { callContract, type CallResult } from '@qcard/runtime/api/api-client';
import { FeedbackCall } from '@qcard/contracts/auth-calls';
import { alertFromResponse } from '@qcard/runtime/bus/alerts';
import type { FeedbackRequest } from '@qcard/contracts/auth-api';
import { settleSubmission, type SubmitAction } from '@qcard/kit/store/form-submission';

export const FEEDBACK_SUBMITTED = 'feedback/submitted';

export type FeedbackValues = {
  subject?: string;
  name?: string;
  email?: string;
  phonenumber?: string;
  comments?: string;
  captcha?: string;
};

export function* feedbackFlow(action: SubmitAction<FeedbackValues>) {
  const v = action.payload;
  const body: FeedbackRequest & Record<string, unknown> = {
    subject: (v.subject ?? '').trim(),
    name: (v.name ?? '').trim(),
    email: (v.email ?? '').trim(),
    phonenumber: v.phonenumber ?? '',
    comments: (v.comments ?? '').trim(),
    captcha: v.captcha ?? '',
  };
  const res: CallResult<null> = yield call(callContract, FeedbackCall, body, {
    ignoreSessionErrors: true,
  });
  const ok: boolean = yield call(alertFromResponse, res, {
    target: '/user-feedback',
    source: action.type,
  });
  yield settleSubmission(action, { ok, msgCode: res.msgCode ?? null });
}

export function* feedbackSaga() {
  yield takeLatest(FEEDBACK_SUBMITTED, feedbackFlow);
}
