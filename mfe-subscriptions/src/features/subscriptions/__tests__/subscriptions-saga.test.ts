// The patron subscription sagas run as sagas: the requests sent, the cart count and alerts the
// shell hears on the bus, and the state the pages read (lists, allowed check, draft, submit).
import { callContract } from '@qcard/runtime/api/api-client';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { bus } from '@qcard/runtime/bus/event-bus';
import type { AlertMessage } from '@qcard/contracts/domain';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { loadServerConfig } from '@qcard/kit/test-support/server-config';
import type { CardView, PaymentMethodOnFile, SubscriptionForm } from '../api/subscriptions-api';
import { BILLING_PATH, CART_PATH, subscriptionsSaga } from '../store/subscriptions-saga';
import {
  initialSubscriptionsState,
  subscriptionsActions as A,
  subscriptionsReducer,
} from '../store/subscriptions-slice';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);

const { state, settle: run } = sagaRunner(
  'subscriptions',
  subscriptionsReducer,
  subscriptionsSaga,
  initialSubscriptionsState,
);

const SUB = {};
const form: SubscriptionForm = {
  contractid: 21,
  cardSerialNumber: '1000000002',
  thresholdAmount: 1000,
  rechargevalue: 2000,
  maxRecharges: 4,
};
const card = (id: number) =>
  ({ id, serialNumber: `100000000${id}`, contracts: [] }) as unknown as CardView;
const FAILED = { status: 'ERROR', msgCode: '475', errorMessage: null } as const;

/** The cart counts the menu was told, and the alerts raised, in this test. */
const counts: number[] = [];
afterAll(bus.on('cart/changed', ({ count }) => counts.push(count)));
let alerts: AlertMessage[];
beforeEach(() => {
  counts.length = 0;
  alerts = recordAlerts().alerts;
  loadServerConfig();
});
afterEach(() => api.mockReset());

describe('subscriptions saga: loads', () => {
  it('loads the list of subscriptions', async () => {
    const row = { subscriptionId: 1, contractId: 21 };
    api.mockResolvedValue({ status: 'SUCCESS', data: [row] });
    const s = await run(A.listRequested());
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/subscription/list' }), {
      ...SUB,
    });
    expect(s.list).toEqual({ status: 'loaded', rows: [row] });
  });

  it('a failed list raises the alert and shows no rows', async () => {
    api.mockResolvedValue(FAILED);
    const s = await run(A.listRequested(), state({ list: { status: 'loaded', rows: [] } }));
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong. Please try again later.']);
    expect(s.list).toEqual({ status: 'error', rows: [] });
  });

  it("adds a card named in the address that is not among the rider's own (a company card)", async () => {
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: [card(1)] });
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: card(9) });
    const s = await run(A.cardsRequested(9));
    expect(api.mock.calls[1]).toEqual([
      expect.objectContaining({ path: '/card/details' }),
      { cardId: 9 },
    ]);
    expect(s.cards).toEqual({ status: 'loaded', list: [card(1), card(9)] });
  });

  it("a named card that can not be read leaves the rider's own cards", async () => {
    api.mockResolvedValueOnce({ status: 'SUCCESS', data: [card(1)] });
    api.mockResolvedValueOnce({ status: 'ERROR', msgCode: '485' });
    const s = await run(A.cardsRequested(9));
    expect(s.cards).toEqual({ status: 'loaded', list: [card(1)] });
  });

  it('a failed card list raises the alert and keeps the cards shown', async () => {
    api.mockResolvedValue(FAILED);
    const s = await run(
      A.cardsRequested(null),
      state({ cards: { status: 'loaded', list: [card(1)] } }),
    );
    expect(alerts).toHaveLength(1);
    expect(api).toHaveBeenCalledTimes(1);
    expect(s.cards).toEqual({ status: 'error', list: [card(1)] });
  });

  it('asks whether the contract may be subscribed and keeps the answer', async () => {
    const answer = {
      allowed: false,
      description: 'Managed by the sponsor',
      cardSerialNumber: '1000000002',
      subscriptionState: 'NoSubscription',
    };
    api.mockResolvedValue({ status: 'SUCCESS', data: answer });
    const s = await run(A.allowedRequested(22, 'add'));
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/subscription/isSubscriptionAllowed' }),
      { ...SUB, contractid: 22, operation: 'add' },
    );
    expect(s.allowed).toEqual({
      contractId: 22,
      operation: 'add',
      status: 'loaded',
      result: answer,
    });
  });

  it("a failed check shows the server's reason and no answer", async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '460',
      errorMessage: 'Contract 22 is not yours.',
    });
    const s = await run(A.allowedRequested(22, 'manage'));
    expect(alerts.map((a) => a.msg)).toEqual(['Contract 22 is not yours.']);
    expect(s.allowed).toMatchObject({ contractId: 22, status: 'error', result: null });
  });
});

describe('subscriptions saga: cart calls', () => {
  const payment = { firstName: 'Riley', cardNumber: 'ENCRYPTED', zipcode: '97201' };
  const draft = { mode: 'add' as const, form, cardId: 2, onFile: null };
  const calls = [
    [
      'add',
      A.addRequested(form, payment),
      '/subscription/addSubscription',
      { ...SUB, ...form, ...payment },
    ],
    ['update', A.updateRequested(form), '/subscription/updateSubscription', { ...SUB, ...form }],
    [
      'cancel',
      A.cancelRequested(21, '1000000002'),
      '/subscription/deleteSubscription',
      { ...SUB, contractid: 21, cardSerialNumber: '1000000002' },
    ],
    [
      'update payment',
      A.updatePaymentRequested(21, '1000000002', payment),
      '/subscription/updateSPA',
      { ...SUB, contractid: 21, cardSerialNumber: '1000000002', ...payment },
    ],
  ] as const;

  it.each(calls)(
    '%s: sends the request, updates the cart count and goes to the cart',
    async (_name, action, path, body) => {
      // As the API answers: no code, the text in errorMessage.
      api.mockResolvedValue({
        status: 'SUCCESS',
        msgCode: null,
        errorMessage: 'Items successfully added to cart',
        data: { itemId: 5, cartCount: 2 },
      });
      const s = await run(action, state({ draft }));
      expect(api).toHaveBeenCalledWith(expect.objectContaining({ path }), body);
      expect(counts).toEqual([2]);
      expect(alerts).toEqual([
        expect.objectContaining({
          type: 'success',
          msg: 'Items successfully added to cart',
          target: CART_PATH,
        }),
      ]);
      expect(s.draft).toBeNull();
      expect(s.submit).toEqual({ status: 'idle', seq: 1, target: CART_PATH });
    },
  );

  it.each(calls)(
    '%s: a refusal shows the server text and stays on the page with the draft',
    async (_name, action) => {
      api.mockResolvedValue({
        status: 'ERROR',
        msgCode: '455',
        errorMessage: 'Recharge value must be between $5.00 and $200.00.',
      });
      const s = await run(action, state({ draft }));
      expect(alerts.map((a) => a.msg)).toEqual([
        'Recharge value must be between $5.00 and $200.00.',
      ]);
      expect(counts).toEqual([]);
      expect(s.draft).toEqual(draft);
      expect(s.submit).toEqual({ status: 'idle', seq: 0, target: null });
    },
  );

  it('a success without the cart count is not a success', async () => {
    api.mockResolvedValue({ status: 'SUCCESS' });
    const s = await run(A.updateRequested(form));
    expect(counts).toEqual([]);
    expect(s.submit.seq).toBe(0);
  });
});

describe('subscriptions saga: UPDATE PAYMENT', () => {
  const onFile = {
    contractid: 21,
    cardSerialNumber: '1000000002',
    cardBrand: 'VISA',
    cardLast4: '1111',
    firstName: 'Riley',
  } as PaymentMethodOnFile;

  it('reads the payment method on file and goes to billing with it', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: onFile });
    const s = await run(A.paymentMethodRequested(form, 2));
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/subscription/getSPA' }), {
      ...SUB,
      contractid: 21,
    });
    expect(s.draft).toEqual({ mode: 'payment', form, cardId: 2, onFile });
    expect(s.spaStatus).toBe('idle');
    expect(s.submit).toMatchObject({ seq: 1, target: BILLING_PATH });
  });

  it('a failed read raises the alert and stays', async () => {
    api.mockResolvedValue(FAILED);
    const s = await run(A.paymentMethodRequested(form, 2));
    expect(alerts.map((a) => a.msg)).toEqual(['Something went wrong. Please try again later.']);
    expect(s).toMatchObject({ draft: null, spaStatus: 'idle', submit: { seq: 0, target: null } });
  });
});
