// The feedback form's saga: the request sent, the alert raised and the outcome the form receives.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { callContract } from '@qcard/runtime/api/api-client';
import { FeedbackCall } from '@qcard/contracts/auth-calls';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';
import type { AlertMessage } from '@qcard/contracts/domain';
import { submitAction, submitSettled } from '@qcard/kit/store/form-submission';
import { FEEDBACK_SUBMITTED, feedbackSaga, type FeedbackValues } from '../store/feedback-saga';

function send(res: unknown, values: FeedbackValues) {
  const action = submitAction(FEEDBACK_SUBMITTED, values);
  const saga = expectSaga(feedbackSaga)
    .provide([[matchers.call.fn(callContract), res]])
    .dispatch(action);
  return {
    saga,
    settled: (outcome: Parameters<typeof submitSettled>[1]) =>
      submitSettled(action.meta.submissionId, outcome),
  };
}

const filled: FeedbackValues = {
  subject: ' Card ',
  name: ' Riley Rider ',
  email: ' rider@example.com ',
  phonenumber: '5035550100',
  comments: ' Great service \n',
  captcha: 'solved',
};

let alerts: AlertMessage[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  alerts = [];
  off = bus.on('alerts/raised', (a) => alerts.push(a));
  setResponseMessages({
    '470': 'Thank you for your feedback.',
    '475': 'Something went wrong, try again.',
  });
});
afterEach(() => off());

describe('feedbackSaga', () => {
  it('sends the trimmed feedback and thanks the rider on the feedback page', async () => {
    const { saga, settled } = send({ status: 'SUCCESS', msgCode: '470', data: null }, filled);
    await saga
      .call(
        callContract,
        FeedbackCall,
        {
          subject: 'Card',
          name: 'Riley Rider',
          email: 'rider@example.com',
          phonenumber: '5035550100',
          comments: 'Great service',
          captcha: 'solved',
        },
        { ignoreSessionErrors: true },
      )
      .put(settled({ ok: true, msgCode: '470' }))
      .silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'info',
        msg: 'Thank you for your feedback.',
        target: '/user-feedback',
      }),
    ]);
  });

  it('empty fields are sent as empty strings for the server to name', async () => {
    const { saga } = send({ status: 'ERROR', msgCode: '488', data: { problems: [] } }, {});
    await saga
      .call(
        callContract,
        FeedbackCall,
        { subject: '', name: '', email: '', phonenumber: '', comments: '', captcha: '' },
        { ignoreSessionErrors: true },
      )
      .silentRun(0);
  });

  it('a refused captcha shows the server text and keeps the form', async () => {
    const { saga, settled } = send(
      { status: 'ERROR', msgCode: '482', errorMessage: 'The captcha did not verify.' },
      filled,
    );
    await saga.put(settled({ ok: false, msgCode: '482' })).silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'The captcha did not verify.' }),
    ]);
  });

  it('a network failure shows the configured text', async () => {
    const { saga, settled } = send({ status: 'ERROR', msgCode: '475', errorMessage: null }, filled);
    await saga.put(settled({ ok: false, msgCode: '475' })).silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong, try again.']);
  });
});
