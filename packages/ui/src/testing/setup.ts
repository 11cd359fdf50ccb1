// Unit-test setup: a call that no MSW handler answered fails the test that made it
// (`onUnhandledRequest: 'error'` for the in-process handlers of the test host).
import { assertNoUnhandledRequests } from '@sppock/sdk/testing';
import { afterEach } from 'vitest';

afterEach(() => {
  assertNoUnhandledRequests();
});
