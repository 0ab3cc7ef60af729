// A fake API for component tests: answers of the mocked `callContract` by the call's path, set
// per test, and the calls the page made. The test file still declares the mock (jest hoists it there):
//   jest.mock('@qcard/runtime/api/api-client');
//   const api = fakeApi(callContract);
//   api.answer('/order/search', { status: 'SUCCESS', data: page });
import type { CallResult } from '@qcard/runtime/api/api-client';

type Body = Record<string, unknown>;
/** An envelope, or a function of the request body (and how many calls to the path came before) giving one. */
export type FakeAnswer =
  | Partial<CallResult<unknown>>
  | ((
      body: Body,
      callIndex: number,
    ) => Partial<CallResult<unknown>> | Promise<Partial<CallResult<unknown>>>);

export interface FakeApiCall {
  path: string;
  body: Body;
}

export interface FakeApi {
  /** Answer every call to `path` with `answer` (replaces an earlier answer of the path). */
  answer(path: string, answer: FakeAnswer): FakeApi;
  /** Answer the next call to `path` only; later calls get the path's standing answer. */
  answerOnce(path: string, answer: FakeAnswer): FakeApi;
  /** Every call made, in order. */
  readonly calls: FakeApiCall[];
  /** The request bodies sent to one path, in order. */
  bodies(path: string): Body[];
}

/** What an unconfigured path answers: a failure naming the path, so a missing answer shows in the test. */
export const UNANSWERED = (path: string): Partial<CallResult<unknown>> => ({
  status: 'ERROR',
  msgCode: '404',
  errorMessage: `No fake answer for ${path}`,
});

/** Routes the mocked callContract (a jest.fn) through per-path answers; resets what it held before. */
export function fakeApi(callContractMock: unknown): FakeApi {
  const mock = callContractMock as jest.Mock;
  const standing = new Map<string, FakeAnswer>();
  const once = new Map<string, FakeAnswer[]>();
  const calls: FakeApiCall[] = [];
  mock.mockReset();
  mock.mockImplementation(async ({ path }: { path: string }, body: Body = {}) => {
    const index = calls.filter((c) => c.path === path).length;
    calls.push({ path, body });
    const answer = once.get(path)?.shift() ?? standing.get(path);
    if (answer === undefined) return UNANSWERED(path);
    return typeof answer === 'function' ? answer(body, index) : answer;
  });
  const api: FakeApi = {
    answer(path, answer) {
      standing.set(path, answer);
      return api;
    },
    answerOnce(path, answer) {
      once.set(path, [...(once.get(path) ?? []), answer]);
      return api;
    },
    calls,
    bodies: (path) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
  return api;
}
