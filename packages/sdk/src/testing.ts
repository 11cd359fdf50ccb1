// @sppock/sdk/testing — fakes for tests and stories of apps built on the SDK: an unsigned JWT, a
// profile typed from the contract, and a client answered by routes keyed by the contract's
// operations, where an unanswered call fails the test.
export {
  type ContractFetch,
  type ContractRoute,
  createContractFetch,
  createTestClient,
  json,
  type Route,
  type TestClient,
  type TestClientOptions,
  type TestRoutes,
} from './testing/createTestClient';
export { fakeJwt, fakeUser } from './testing/fakes';
export { assertNoUnhandledRequests, recordUnhandledRequest } from './testing/unhandled';
