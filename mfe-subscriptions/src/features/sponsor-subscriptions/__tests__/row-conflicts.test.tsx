// Row conflicts and unsaved edits on the sponsor subscription table. A save made from rows another
// tab changed since is refused (507) with those rows as they are now; the table shows them and
// keeps the other rows' edits. A row's Delete keeps every other row's unsaved edit, and the
// dialog says Continue leaves them unsaved.
// Real store and saga; the API client is the only mock.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { callContract } from '@qcard/runtime/api/api-client';
import { SponsorSubscriptionsPage } from '../components/sponsor-subscriptions-page';
import type { SponsorSubscriptionRow } from '../../sponsor-subscriptions/api/sponsor-subscriptions-api';
import {
  renderPage,
  setTestConfig,
  SPONSOR_SUBSCRIPTION_ROWS,
} from '../../../test-support/render-page';

jest.mock('@qcard/runtime/api/api-client');
jest.setTimeout(20_000);
const api = callContract as jest.MockedFunction<typeof callContract>;

const CHANGED =
  'This record was changed elsewhere since you opened it. Its current details are shown; check them and save again.';
const PERSON1 = SPONSOR_SUBSCRIPTION_ROWS[0] as SponsorSubscriptionRow;
/** Person 1's row as another tab left it: a new refresh amount, ordered. */
const PERSON1_NOW: SponsorSubscriptionRow = {
  ...PERSON1,
  refreshrate: 4200,
  recordVersion: 'v1-after',
};

type Answer = (body: Record<string, unknown>) => unknown;
let answers: Record<string, Answer>;

beforeEach(() => {
  api.mockReset();
  answers = {
    '/rssubscription/search': () => ({
      status: 'SUCCESS',
      data: {
        data: SPONSOR_SUBSCRIPTION_ROWS,
        numberOfPages: 1,
        pageNumber: 1,
        numberOfRecords: 3,
      },
    }),
    '/rssubscription/delete': () => ({
      status: 'SUCCESS',
      errorMessage: 'Cancel Subscription(s) added to cart successfully',
      data: { cartCount: 1 },
    }),
  };
  api.mockImplementation((({ path }: { path: string }, body: Record<string, unknown>) =>
    Promise.resolve(answers[path]?.(body) ?? { status: 'ERROR', msgCode: '404' })) as never);
  setTestConfig();
});

const open = () =>
  renderPage('/subscribe/:actionType', <SponsorSubscriptionsPage />, '/subscribe/default');
const cell = (name: string) => screen.getByRole('textbox', { name });

async function retype(user: UserEvent, name: string, text: string) {
  await user.clear(cell(name));
  await user.type(cell(name), text);
}

/** Person 2 (no subscription yet) gets a whole new subscription, not saved. */
async function editPerson2(user: UserEvent) {
  await retype(user, 'Refresh Amount for Person 2 (E2)', '25');
  await retype(user, 'Trigger for Person 2 (E2)', '7');
  await retype(user, 'Max / Month for Person 2 (E2)', '3');
  await user.tab();
}

const sent = (path: string) =>
  api.mock.calls
    .filter((c) => c[0].path === path)
    .map((c) => (c[1] as { employeeSubscriptions: unknown[] }).employeeSubscriptions);

test('a save over rows changed in another tab: the message, the rows as they are now, and the other rows keep their edits', async () => {
  answers['/rssubscription/addSubscription'] = () => ({
    status: 'ERROR',
    msgCode: '507',
    errorMessage: CHANGED,
    data: [PERSON1_NOW],
  });
  const user = userEvent.setup();
  const { alerts } = open();
  await screen.findByText('Person 2');
  await retype(user, 'Refresh Amount for Person 1 (E1)', '30');
  await editPerson2(user);
  await user.click(screen.getByRole('button', { name: 'SAVE TO CART' }));

  // Each row names the version it was edited from.
  await waitFor(() => expect(sent('/rssubscription/addSubscription')).toHaveLength(1));
  expect(sent('/rssubscription/addSubscription')[0]).toEqual([
    expect.objectContaining({ employeeId: 1, recordVersion: 'v1', refreshrate: 3000 }),
    expect.objectContaining({ employeeId: 2, recordVersion: 'v2', refreshrate: 2500 }),
  ]);
  await waitFor(() => expect(alerts.map((a) => a.msg)).toContain(CHANGED));
  expect(alerts.find((a) => a.msg === CHANGED)).toMatchObject({ type: 'danger' });
  // Person 1 shows what the other tab saved, not this tab's 30.00; Person 2's edit stays.
  await waitFor(() => expect(cell('Refresh Amount for Person 1 (E1)')).toHaveValue('42.00'));
  expect(cell('Refresh Amount for Person 2 (E2)')).toHaveValue('25.00');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Saved again, Person 1 from the row as it is now.
  answers['/rssubscription/addSubscription'] = () => ({
    status: 'SUCCESS',
    errorMessage: 'Items successfully added to cart',
    data: { cartCount: 2 },
  });
  await retype(user, 'Trigger for Person 1 (E1)', '9');
  await user.tab();
  await user.click(screen.getByRole('button', { name: 'SAVE TO CART' }));
  await waitFor(() => expect(sent('/rssubscription/addSubscription')).toHaveLength(2));
  expect(sent('/rssubscription/addSubscription')[1]).toEqual([
    expect.objectContaining({
      employeeId: 1,
      recordVersion: 'v1-after',
      refreshrate: 4200,
      trigger: 900,
    }),
    expect.objectContaining({ employeeId: 2, recordVersion: 'v2' }),
  ]);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

test('a Delete over a row changed in another tab is refused the same way and sends its version', async () => {
  answers['/rssubscription/delete'] = () => ({
    status: 'ERROR',
    msgCode: '507',
    errorMessage: CHANGED,
    data: [PERSON1_NOW],
  });
  const user = userEvent.setup();
  const { alerts } = open();
  await user.click(await screen.findByRole('button', { name: 'Delete subscription of Person 1' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() =>
    expect(sent('/rssubscription/delete')).toEqual([
      [{ employeeId: 1, contractid: 101, recordVersion: 'v1' }],
    ]),
  );
  await waitFor(() => expect(alerts.map((a) => a.msg)).toContain(CHANGED));
  await waitFor(() => expect(cell('Refresh Amount for Person 1 (E1)')).toHaveValue('42.00'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("deleting one row keeps the other rows' unsaved edits through Stay Back, and the dialog says Continue leaves them", async () => {
  const user = userEvent.setup();
  open();
  await screen.findByText('Person 2');
  await editPerson2(user);
  await user.click(screen.getByRole('button', { name: 'Delete subscription of Person 1' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancellations added to cart' });
  expect(
    within(dialog).getByText(
      /Your unsaved change on 1 other row is still on this page: Stay Back keeps it; Continue leaves it unsaved\./,
    ),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Stay Back' }));

  // The list is read again; Person 2's edit is still there and still saves.
  await waitFor(() =>
    expect(api.mock.calls.filter((c) => c[0].path === '/rssubscription/search')).toHaveLength(2),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(cell('Refresh Amount for Person 2 (E2)')).toHaveValue('25.00');
  expect(cell('Trigger for Person 2 (E2)')).toHaveValue('7.00');
  expect(screen.getByText('1 change(s) ready to save.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'SAVE TO CART' })).toBeEnabled();
});

test('a Delete with no other edits says only that the cancellations went to the cart', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Delete subscription of Person 1' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancellations added to cart' });
  expect(
    within(dialog).getByText('Cancel Subscription(s) added to cart successfully'),
  ).toBeInTheDocument();
  expect(within(dialog).queryByText(/unsaved/)).not.toBeInTheDocument();
});
