// Patron reload to cart, run as a saga: the request sent, what the shell hears on the bus
// (cart count, alerts) and the reload state the page reacts to.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { setConfig } from '@qcard/runtime/config/config-store';
import { responseMessages } from '@qcard/kit/test-support/response-messages';
import type { AlertMessage } from '@qcard/contracts/domain';
import { recordAlerts } from '@qcard/kit/test-support/render-remote-page';
import { setLanguage } from '@qcard/runtime/i18n/i18n';
import { reloadSaga } from '../store/reload-saga';
import { reloadActions, reloadReducer, selectReload } from '../store/reload-slice';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);

const reducer = combineReducers({ reload: reloadReducer });
type State = ReturnType<typeof reducer>;

// Alerts through the shared recorder (it stops listening after each test); the cart count is this saga's own.
let alerts: AlertMessage[] = [];
let counts: number[] = [];
let stopCounts = (): void => undefined;
beforeEach(() => {
  ({ alerts } = recordAlerts());
  counts = [];
  stopCounts = bus.on('cart/changed', ({ count }) => counts.push(count));
  setConfig({
    messages: responseMessages({ '475': 'Something went wrong, try again.' }),
    patronMessages: [],
  });
});
afterEach(() => {
  stopCounts();
  api.mockReset();
});

const add = () =>
  expectSaga(reloadSaga)
    .withReducer(reducer)
    .dispatch(reloadActions.addRequested(11, 2500, '/cards'));
const added = {
  cartCount: 3,
  item: {
    itemId: 7,
    description: 'Reload $25.00 on 1000000001',
    price: 2500,
    type: 'RECHARGE',
    contractId: 11,
    cardSerialNumber: '1000000001',
  },
};

describe('reloadSaga', () => {
  it('adds the reload to the cart, tells the menu the new count and confirms on the target page', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: added });
    const { storeState } = await add()
      .put(reloadActions.added(3, added.item.description))
      .silentRun(0);
    expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/cart/addRechargeCard' }), {
      contractid: 11,
      rechargevalue: 2500,
    });
    expect(counts).toEqual([3]);
    expect(alerts).toEqual([
      expect.objectContaining({
        type: 'success',
        msg: 'Items successfully added to cart',
        target: '/cards',
      }),
    ]);
    expect(selectReload(storeState as State)).toEqual({
      status: 'added',
      seq: 1,
      cartCount: 3,
      lastDescription: added.item.description,
    });
  });

  it('confirms in Spanish when the page is in Spanish and the server has no patron text', async () => {
    await setLanguage('es', { remember: false });
    api.mockResolvedValue({ status: 'SUCCESS', data: added });
    await add().silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Los artículos se agregaron al carrito']);
  });

  it('uses the configured patron text for the confirmation', async () => {
    setConfig({
      patronMessages: [
        {
          type: 'PATRON_MSG',
          msgCode: 'ITEMS_ADDED',
          msgName: 'ITEMS_ADDED',
          msgValue: 'Added to your cart.',
        },
      ],
    });
    api.mockResolvedValue({ status: 'SUCCESS', data: added });
    await add().silentRun(0);
    expect(alerts.map((a) => a.msg)).toEqual(['Added to your cart.']);
    // Said again by its code after a language switch (the config store then holds the new language's text).
    expect(alerts.map((a) => a.text)).toEqual([{ code: 'ITEMS_ADDED' }]);
  });

  it('says its own confirmation again by key after a language switch', async () => {
    api.mockResolvedValue({ status: 'SUCCESS', data: added });
    await add().silentRun(0);
    expect(alerts.map((a) => a.text)).toEqual([{ key: 'cards:reload.itemsAdded' }]);
  });

  it('shows the server text of a refused reload (amount out of bounds) and changes no count', async () => {
    api.mockResolvedValue({
      status: 'ERROR',
      msgCode: '463',
      errorMessage: 'Reload between $5.00 and $200.00.',
    });
    const { storeState } = await add()
      .put(reloadActions.failed())
      .not.put.actionType('reload/added')
      .silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'Reload between $5.00 and $200.00.' }),
    ]);
    expect(counts).toEqual([]);
    expect(selectReload(storeState as State)).toMatchObject({
      status: 'error',
      seq: 0,
      cartCount: null,
    });
  });

  it('a network failure shows the configured failure text', async () => {
    api.mockResolvedValue({ status: 'ERROR', msgCode: '475', errorMessage: null });
    const { storeState } = await add().silentRun(0);
    expect(alerts).toEqual([
      expect.objectContaining({ type: 'danger', msg: 'Something went wrong, try again.' }),
    ]);
    expect(selectReload(storeState as State).status).toBe('error');
  });

  it('a success without the added item is treated as a failure', async () => {
    api.mockResolvedValue({ status: 'SUCCESS' });
    const { storeState } = await add().silentRun(0);
    expect(counts).toEqual([]);
    expect(selectReload(storeState as State).status).toBe('error');
  });
});
