// Every test fails when one of the test kit's fake servers got a call it had no answer for.
import { assertNoUnhandledRequests } from '@sppock/sdk/testing';
import { afterEach } from 'vitest';

afterEach(() => {
  assertNoUnhandledRequests();
});
