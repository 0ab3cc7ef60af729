// Forgot password, resend link, reset-link check and new password, run as sagas: the request
// sent, the alert raised (and for which page), the kept reset e-mail and the form's outcome.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { callContract } from '@qcard/runtime/api/api-client';
import {
  ForgotPasswordCall,
  NewPasswordCall,
  ResendResetLinkCall,
  ValidateResetTokenCall,
} from '@qcard/contracts/auth-calls';
import type { AlertMessage } from '@qcard/contracts/domain';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { submitAction, submitSettled, type SubmitOutcome } from '@qcard/kit/store/form-submission';
import {
  FORGOT_SUBMITTED,
  NEW_PASSWORD_SUBMITTED,
  passwordSaga,
  RESEND_SUBMITTED,
  RESET_TOKEN_CHECKED,
} from '../store/password-saga';
import { readResetEmail, storeResetEmail } from '../store/reset-email';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';

const ANONYMOUS = { anonymous: true, ignoreSessionErrors: true };

function submit<P>(type: string, payload: P, res?: unknown) {
  const action = submitAction(type, payload);
  const saga = expectSaga(passwordSaga)
    .provide([[matchers.call.fn(callContract), res]])
    .dispatch(action);
  return {
    saga,
    settled: (outcome: SubmitOutcome) => submitSettled(action.meta.submissionId, outcome),
  };
}

let alerts: AlertMessage[];
beforeEach(() => {
  ({ alerts } = recordAlerts());
  storeResetEmail(null);
  setResponseMessages({
    '474': 'A reset link was sent if the e-mail is registered.',
    '472': 'The reset link was sent again.',
    '471': 'Your password was changed. Please login.',
    '406': 'This reset link is not valid any more.',
    '475': 'Something went wrong, try again.',
  });
});

describe('passwordSaga: forgot password', () => {
  it('asks for a link, keeps the e-mail for a resend and confirms on the reset-link page', async () => {
    const { saga, settled } = submit(
      FORGOT_SUBMITTED,
      { email: ' rider@example.com ', captcha: 'solved' },
      { status: 'SUCCESS', msgCode: '474', data: null },
    );
    await saga
      .call(
        callContract,
        ForgotPasswordCall,
        { email: 'rider@example.com', captcha: 'solved' },
        ANONYMOUS,
      )
      .put(settled({ ok: true }))
      .silentRun(0);
    expect(readResetEmail()).toBe('rider@example.com');
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'info',
        msg: 'A reset link was sent if the e-mail is registered.',
        target: '/reset-link',
      }),
    ]);
  });

  it('a network failure is a warning, not an error (SPEC section 8), and keeps no e-mail', async () => {
    const { saga, settled } = submit(
      FORGOT_SUBMITTED,
      { email: 'rider@example.com', captcha: 'solved' },
      { status: 'ERROR', msgCode: '475', errorMessage: null },
    );
    await saga.put(settled({ ok: false, msgCode: '475' })).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'warning', msg: 'Something went wrong, try again.' }),
    ]);
    expect(readResetEmail()).toBeNull();
  });

  it('a refused captcha shows the server text as an error', async () => {
    const { saga } = submit(
      FORGOT_SUBMITTED,
      { email: 'rider@example.com', captcha: 'x' },
      { status: 'ERROR', msgCode: '482', errorMessage: 'The captcha did not verify.' },
    );
    await saga.silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'The captcha did not verify.' }),
    ]);
  });
});

describe('passwordSaga: resend link', () => {
  it('sends the link again and says so on the reset-link page', async () => {
    const { saga, settled } = submit(
      RESEND_SUBMITTED,
      { email: 'rider@example.com ', captcha: 'solved' },
      { status: 'SUCCESS', msgCode: '472', data: null },
    );
    await saga
      .call(
        callContract,
        ResendResetLinkCall,
        { email: 'rider@example.com', captcha: 'solved' },
        ANONYMOUS,
      )
      .put(settled({ ok: true, msgCode: '472' }))
      .silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ msg: 'The reset link was sent again.', target: '/reset-link' }),
    ]);
  });

  it('a failure tells the form', async () => {
    const { saga, settled } = submit(
      RESEND_SUBMITTED,
      { email: 'rider@example.com' },
      { status: 'ERROR', msgCode: '475' },
    );
    await saga.put(settled({ ok: false, msgCode: '475' })).silentRun(0);
    expect(alerts.map((a) => a.type)).toEqual(['danger']);
  });
});

describe('passwordSaga: reset link', () => {
  it('a valid token lets the rider choose a password, silently', async () => {
    const { saga, settled } = submit(
      RESET_TOKEN_CHECKED,
      { token: 'reset-1' },
      { status: 'SUCCESS', data: { valid: true } },
    );
    await saga
      .call(callContract, ValidateResetTokenCall, { token: 'reset-1' }, ANONYMOUS)
      .put(settled({ ok: true }))
      .silentRun(0);
    expect(alerts).toEqual([]);
  });

  it('a link without a token is invalid without asking the server; the alert is for the home page', async () => {
    const { saga, settled } = submit(RESET_TOKEN_CHECKED, { token: '' });
    await saga.not.call
      .fn(callContract)
      .put(settled({ ok: false, msgCode: '406' }))
      .silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'This reset link is not valid any more.',
        target: '/',
      }),
    ]);
  });

  it('an expired token shows 406 on the home page', async () => {
    const { saga, settled } = submit(
      RESET_TOKEN_CHECKED,
      { token: 'old' },
      { status: 'ERROR', msgCode: '406' },
    );
    await saga.put(settled({ ok: false, msgCode: '406' })).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ msg: 'This reset link is not valid any more.', target: '/' }),
    ]);
  });

  it('a token the server does not call valid is not accepted', async () => {
    const { saga, settled } = submit(
      RESET_TOKEN_CHECKED,
      { token: 'reset-1' },
      { status: 'SUCCESS', data: { valid: false } },
    );
    await saga.put(settled({ ok: false, msgCode: null })).silentRun(0);
  });
});

describe('passwordSaga: new password', () => {
  const values = { token: 'reset-1', newpassword: 'New-pass-2', confirmpassword: 'New-pass-2' };

  it('sets the password, forgets the kept e-mail and confirms on the home page', async () => {
    storeResetEmail('rider@example.com');
    const { saga, settled } = submit(NEW_PASSWORD_SUBMITTED, values, {
      status: 'SUCCESS',
      msgCode: '471',
      data: null,
    });
    await saga
      .call(callContract, NewPasswordCall, { ...values }, ANONYMOUS)
      .put(settled({ ok: true }))
      .silentRun(0);
    expect(readResetEmail()).toBeNull();
    expect(alerts).toEqual([
      expect.objectContaining({ msg: 'Your password was changed. Please login.', target: '/' }),
    ]);
  });

  it('a refused password keeps the e-mail and gives the form its field problems', async () => {
    storeResetEmail('rider@example.com');
    const problems = [{ property: 'newpassword', message: 'At least 8 characters' }];
    const { saga, settled } = submit(NEW_PASSWORD_SUBMITTED, values, {
      status: 'ERROR',
      msgCode: '488',
      data: { problems },
    });
    await saga
      .put(
        settled({
          ok: false,
          msgCode: '488',
          fieldErrors: { newpassword: 'At least 8 characters' },
        }),
      )
      .silentRun(0);
    expect(readResetEmail()).toBe('rider@example.com');
  });
});
