// Unit-test setup: a call that no MSW handler answered fails the test that made it
// (`onUnhandledRequest: 'error'` for the in-process handlers of the test host).
//
// Toasts stay until the test ends: the page's toast store holds its countdowns from the start of
// every test and story (as while the pointer is over the toasts), so a test finds a 2 s success
// toast however long a click's round trip took on a busy machine; the toasts it left go with it.
// A test of the countdowns themselves resumes them (Toaster.test.tsx); the Storybook a person
// opens runs no setup file and keeps the real timing.
import { assertNoUnhandledRequests } from '@sppock/sdk/testing';
import { afterEach, beforeEach } from 'vitest';
import { toastStore } from '../primitives/Toaster/toastStore';

beforeEach(() => {
  toastStore.pause();
});

afterEach(() => {
  toastStore.dismiss();
  toastStore.resume();
  assertNoUnhandledRequests();
});
