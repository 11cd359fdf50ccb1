// @sppock/sdk/testing — the kit for tests and stories of apps built on the SDK: MSW handlers typed
// from the contract, a client answered by them in-process (an unanswered call fails the test), an
// unsigned JWT and a profile typed from the contract.
export { createTestClient, type TestClient, type TestClientOptions } from './testing/createTestClient';
export { fakeJwt, fakeUser } from './testing/fakes';
export { createHandlerFetch } from './testing/handlerFetch';
export { delay, HttpResponse, http } from './testing/http';
export { assertNoUnhandledRequests, recordUnhandledRequest } from './testing/unhandled';
