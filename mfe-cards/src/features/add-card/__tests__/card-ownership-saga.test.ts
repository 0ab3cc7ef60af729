// The add/name/remove sagas run as sagas: the request each sends, the state a form reads
// (progress, the server's error text, the seq that tells it to close) and the card list
// fetched again after a change.
import { callContract } from '@qcard/runtime/api/api-client';
import { sagaRunner } from '@qcard/kit/test-support/saga-runner';
import { CARDS } from '../../../test-support/fixtures';
import { cardOwnershipSaga } from '../store/card-ownership-saga';
import {
  cardOwnershipActions,
  cardOwnershipReducer,
  initialCardOwnershipState,
} from '../store/card-ownership-slice';

jest.mock('@qcard/runtime/api/api-client');
const api = jest.mocked(callContract);

const { run, settle, sliceOf } = sagaRunner(
  'cardOwnership',
  cardOwnershipReducer,
  cardOwnershipSaga,
  initialCardOwnershipState,
);
const CARD = CARDS[0] as (typeof CARDS)[number];

afterEach(() => api.mockReset());

test('adding sends the serial and code; on success the card is kept, the seq moves and the list is fetched again', async () => {
  api.mockResolvedValue({ status: 'SUCCESS', data: CARD });
  const result = await run(cardOwnershipActions.addRequested('3000000002', '530914'))
    .put({ type: 'cards/listRequested', force: true })
    .silentRun(0);
  expect(api).toHaveBeenCalledWith(expect.objectContaining({ path: '/card/add' }), {
    cardSerialNo: '3000000002',
    securityCode: '530914',
  });
  expect(sliceOf(result.storeState).add).toMatchObject({
    status: 'done',
    seq: 1,
    card: CARD,
    error: null,
  });
});

test("a refused add keeps the server's text for the form and does not move the seq", async () => {
  api.mockResolvedValue({
    status: 'ERROR',
    msgCode: '485',
    errorMessage: 'We could not add this card.',
  });
  const s = await settle(cardOwnershipActions.addRequested('3000000002', '000000'));
  expect(s.add).toMatchObject({ status: 'error', seq: 0, error: 'We could not add this card.' });
});

test('naming and removing tell which card they are about, and refresh the list', async () => {
  api.mockResolvedValue({
    status: 'ERROR',
    msgCode: '488',
    errorMessage: 'You already have a card named Work.',
  });
  expect((await settle(cardOwnershipActions.nicknameRequested(7, 'Work'))).nickname).toMatchObject({
    status: 'error',
    cardId: 7,
    error: 'You already have a card named Work.',
  });
  api.mockResolvedValue({ status: 'SUCCESS', data: { cardId: 7 } });
  await run(cardOwnershipActions.removeRequested(7))
    .put({ type: 'cards/listRequested', force: true })
    .silentRun(0);
  expect(api).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/card/remove' }), {
    cardId: 7,
  });
  expect((await settle(cardOwnershipActions.removeRequested(7))).remove).toMatchObject({
    status: 'done',
    cardId: 7,
    seq: 1,
  });
});
