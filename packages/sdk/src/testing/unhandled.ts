// Calls that no fake server answered. A fake that answers unknown calls quietly lets a test pass
// while the code under test calls something nobody mocked; the test setups assert after every
// test that this list is empty (MSW's `onUnhandledRequest: 'error'`, for every fake of the kit).
const unhandled: string[] = [];

/** Notes a call no route or handler answered, and says so on the console at once. */
export function recordUnhandledRequest(call: string): void {
  unhandled.push(call);
  console.error(`[sppock] requisição sem resposta no teste: ${call}`);
}

/**
 * Throws when a call went unanswered since the last check, and starts a new list. Call it in an
 * `afterEach` of the test setup.
 */
export function assertNoUnhandledRequests(): void {
  const calls = unhandled.splice(0);
  if (calls.length > 0) {
    throw new Error(`Requisições sem handler (onUnhandledRequest: 'error'):\n${calls.join('\n')}`);
  }
}
