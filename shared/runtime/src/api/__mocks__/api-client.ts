// The API client in a unit test that says `jest.mock('@qcard/runtime/api/api-client')`: the real
// module, with callContract a jest.fn the test answers (usually through kit's fakeApi).
module.exports = {
  ...jest.requireActual<Record<string, unknown>>('../api-client'),
  callContract: jest.fn(),
};
