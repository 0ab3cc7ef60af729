// A failed call shows the text the server formatted; the configured text only stands in when it
// is complete; any other answer goes through the shared response handling.
import { bus } from '@qcard/runtime/bus/event-bus';
import { alertFailure, alertFromServer, failureText, tellLoad } from '@qcard/kit/bus/alert-helpers';
import type { AlertMessage } from '@qcard/contracts/domain';
import { setResponseMessages } from '@qcard/kit/test-support/response-messages';

function capture() {
  const raised: AlertMessage[] = [];
  const settled: string[] = [];
  const offRaised = bus.on('alerts/raised', (a) => raised.push(a));
  const offSettled = bus.on('alerts/settled', (e) => settled.push(e.source));
  return { raised, settled, off: () => (offRaised(), offSettled()) };
}

beforeEach(() => {
  setResponseMessages({
    '463': 'Reload amount must be between {0} and {1}',
    '475': 'Something went wrong. Please try again later.',
    '470': 'Thank you for your feedback.',
  });
});

describe('failureText', () => {
  it("prefers the server's filled-in text over the configured template", () => {
    expect(
      failureText({
        msgCode: '463',
        errorMessage: 'Reload amount must be between $5.00 and $200.00',
      }),
    ).toBe('Reload amount must be between $5.00 and $200.00');
  });
  it('uses a complete configured text when the server sent none', () => {
    expect(failureText({ msgCode: '475' })).toBe('Something went wrong. Please try again later.');
  });
  it('never shows a template with unfilled placeholders, nor an empty alert', () => {
    expect(failureText({ msgCode: '463' })).toBe('Unexpected Error Occured.');
    expect(failureText({})).toBe('Unexpected Error Occured.');
    expect(failureText({}, 'Unexpected Error Occured')).toBe('Unexpected Error Occured');
  });
});

it('alertFailure raises a danger alert for the page and action given', () => {
  const c = capture();
  alertFailure(
    { msgCode: '488', errorMessage: 'Group name already exists' },
    { target: '/group_mgmt', source: 'groups/save' },
  );
  c.off();
  expect(c.raised).toEqual([
    expect.objectContaining({
      type: 'danger',
      msg: 'Group name already exists',
      target: '/group_mgmt',
      source: 'groups/save',
    }),
  ]);
});

describe('alertFromServer', () => {
  it('tells an ERROR in the server text and answers false', () => {
    const c = capture();
    expect(
      alertFromServer(
        { status: 'ERROR', msgCode: '463', errorMessage: 'between $5.00 and $200.00' },
        { source: 'reload/submitted' },
      ),
    ).toBe(false);
    c.off();
    expect(c.raised.map((a) => `${a.type}:${a.msg}`)).toEqual(['danger:between $5.00 and $200.00']);
  });
  it('leaves a success to the shared handling: its coded text as info, or settling the action', () => {
    const c = capture();
    expect(
      alertFromServer(
        { status: 'SUCCESS', msgCode: '470' },
        { target: '/user-feedback', source: 'feedback/submitted' },
      ),
    ).toBe(true);
    expect(alertFromServer({ status: 'SUCCESS' }, { source: 'cards/load' })).toBe(true);
    c.off();
    expect(c.raised.map((a) => `${a.type}:${a.msg}:${a.target}`)).toEqual([
      'info:Thank you for your feedback.:/user-feedback',
    ]);
    expect(c.settled).toEqual(['cards/load']);
  });
});

describe('tellLoad (Try again that works leaves no failure on screen)', () => {
  it('a load that worked ends the alerts of the loads before it and raises none', () => {
    const c = capture();
    tellLoad({ status: 'SUCCESS', data: [] }, true, { source: 'cart/loadRequested' });
    c.off();
    expect(c.raised).toEqual([]);
    expect(c.settled).toEqual(['cart/loadRequested']);
  });
  it("a load that failed raises the server's text under its action and ends nothing", () => {
    const c = capture();
    tellLoad({ status: 'ERROR', msgCode: '475', errorMessage: 'Database busy' }, false, {
      source: 'cart/loadRequested',
    });
    c.off();
    expect(c.raised).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Database busy',
        source: 'cart/loadRequested',
      }),
    ]);
    expect(c.settled).toEqual([]);
  });
  it('a SUCCESS without what was asked for is told as a failure, not taken as the end of one', () => {
    const c = capture();
    tellLoad({ status: 'SUCCESS' }, false, { source: 'groups/listRequested' });
    c.off();
    expect(c.raised).toEqual([
      expect.objectContaining({
        type: 'danger',
        msg: 'Unexpected Error Occured.',
        source: 'groups/listRequested',
      }),
    ]);
    expect(c.settled).toEqual([]);
  });
});

describe('a call that ended the session', () => {
  it('raises nothing: the shell says why the session ended', () => {
    const { raised, off } = capture();
    const refused = {
      status: 'ERROR',
      msgCode: '464',
      errorMessage: 'Your session is invalid.',
      sessionEnded: true as const,
    };
    alertFailure(refused, { source: 'cards/listRequested' });
    alertFromServer(refused, { source: 'cards/listRequested' });
    tellLoad(refused, false, { source: 'cards/listRequested' });
    off();
    expect(raised).toEqual([]);
  });
});
