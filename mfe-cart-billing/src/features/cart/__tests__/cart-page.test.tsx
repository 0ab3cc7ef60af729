import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { bus } from '@qcard/runtime/bus/event-bus';
import { CartPage } from '../components/cart-page';
import { initialCartMode, submitFunctionFor } from '../components/cart-mode';
import { signIn } from '@qcard/kit/test-support/render-remote-page';
import { PATRON_USER, SPONSOR_USER } from '@qcard/kit/test-support/test-users';
import { renderPage, setTestConfig } from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
const api = callContract as jest.MockedFunction<typeof callContract>;

const RECHARGE = {
  itemId: 11,
  description: 'Reload $20.00 · Q Card 1000000001',
  price: 2000,
  type: 'Recharge',
};
const SUBSCRIPTION = {
  itemId: 12,
  description: 'Subscription · Q Card 1000000002',
  price: 0,
  type: 'Subscription',
};

function cartWith(items: Array<Record<string, unknown>>) {
  let current = [...items];
  api.mockImplementation((({ path }: { path: string }, body?: Record<string, unknown>) => {
    if (path === '/cart/cartItems') {
      return Promise.resolve({
        status: 'SUCCESS',
        data: {
          cartItems: current,
          price: current.reduce((s, i) => s + (i.price as number), 0),
          numberOfPages: 1,
          pageNumber: 1,
          numberOfRecords: current.length,
        },
      });
    }
    if (path === '/cart/deleteOrderItem') {
      current = current.filter((i) => i.itemId !== body?.orderItemId);
      return Promise.resolve({
        status: 'SUCCESS',
        data: { price: 0, numberOfRecords: current.length },
      });
    }
    if (path === '/order/submit')
      return Promise.resolve({
        status: 'SUCCESS',
        data: { orderId: 77, status: 'ProcessingOrder' },
      });
    return Promise.resolve({ status: 'ERROR', msgCode: '404' });
  }) as never);
}

beforeEach(() => {
  api.mockReset();
  setTestConfig();
});

test('mode rules: a non-sponsor with a Recharge item starts in Edit, everyone else in View', () => {
  expect(initialCartMode(false, [RECHARGE])).toBe('edit');
  expect(initialCartMode(false, [SUBSCRIPTION])).toBe('view');
  expect(initialCartMode(true, [RECHARGE])).toBe('view');
  expect(initialCartMode(false, [])).toBe('view');
  expect(submitFunctionFor(true, [RECHARGE])).toBe('rs_submit_order');
  expect(submitFunctionFor(false, [SUBSCRIPTION])).toBe('subscription_submit_order');
  expect(submitFunctionFor(false, [RECHARGE, SUBSCRIPTION])).toBe('submit_order');
});

test('a patron with a reload sees Cart with ADD MORE TO CART and CHECKOUT, which goes to billing', async () => {
  const user = userEvent.setup();
  signIn(PATRON_USER);
  cartWith([RECHARGE]);
  const counts: number[] = [];
  const off = bus.on('cart/changed', (e) => counts.push(e.count));
  renderPage('/user-cart', <CartPage variant="user" />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$20.00');
  expect(screen.getByRole('link', { name: 'ADD MORE TO CART' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'SUBMIT ORDER' })).not.toBeInTheDocument();
  expect(counts).toEqual([1]);
  await user.click(screen.getByRole('button', { name: 'CHECKOUT' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/patron-billing');
  off();
});

test('a sponsor starts in REVIEW AND ORDER and SUBMIT ORDER bills the company (rs_submit_order) once', async () => {
  const user = userEvent.setup();
  signIn(SPONSOR_USER);
  cartWith([RECHARGE]);
  renderPage('/user-cart', <CartPage variant="user" />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'REVIEW AND ORDER' }),
  ).toBeInTheDocument();
  // Sponsor: BACK TO CART enters Edit, whose CHECKOUT switches back to View.
  await user.click(screen.getByRole('button', { name: 'BACK TO CART' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'CHECKOUT' }));
  expect(screen.getByRole('heading', { level: 1, name: 'REVIEW AND ORDER' })).toBeInTheDocument();
  const submit = screen.getByRole('button', { name: 'SUBMIT ORDER' });
  await user.dblClick(submit);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/user-confirm-order?orderId=77'),
  );
  const submits = api.mock.calls.filter(([{ path: p }]) => p === '/order/submit');
  expect(submits).toHaveLength(1);
  expect(submits[0]?.[1]).toMatchObject({ function: 'rs_submit_order' });
  expect(submits[0]?.[1]).not.toHaveProperty('cardNumber');
});

test('a subscription-only patron cart submits with subscription_submit_order', async () => {
  const user = userEvent.setup();
  signIn(PATRON_USER);
  cartWith([SUBSCRIPTION]);
  renderPage('/user-cart', <CartPage variant="user" />);
  await user.click(await screen.findByRole('button', { name: 'SUBMIT ORDER' }));
  await waitFor(() =>
    expect(api).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/order/submit' }),
      expect.objectContaining({ function: 'subscription_submit_order' }),
    ),
  );
});

test('Delete asks "Are you sure you want to delete?"; No keeps the item, Yes removes it and shows the empty cart', async () => {
  const user = userEvent.setup();
  signIn(PATRON_USER);
  cartWith([RECHARGE]);
  renderPage('/user-cart', <CartPage variant="user" />);
  await user.click(await screen.findByRole('button', { name: `Delete ${RECHARGE.description}` }));
  let dialog = screen.getByRole('alertdialog');
  expect(within(dialog).getByText('Are you sure you want to delete?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'No' }));
  expect(api).not.toHaveBeenCalledWith(
    expect.objectContaining({ path: '/cart/deleteOrderItem' }),
    expect.anything(),
  );
  await user.click(screen.getByRole('button', { name: `Delete ${RECHARGE.description}` }));
  dialog = screen.getByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByText('Your Cart is Empty')).toBeInTheDocument();
  expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/cart/deleteOrderItem' }), {
    orderItemId: 11,
  });
});
