// Turns an openapi-fetch call into data or a SppockError with the catalogue's pt-BR message —
// what the named hooks give TanStack Query, so `error.message` is ready to show.
import { type Failure, SppockError, toFailure } from '@sppock/sdk';

type CallResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Resolves to the data of a successful answer; throws a SppockError described by `describe`
 * otherwise (by default: the server's text, or the transport failure's).
 */
export async function unwrap<T>(
  call: Promise<CallResult<T>>,
  describe: (failure: Failure) => string | undefined = () => undefined,
): Promise<T> {
  let result: CallResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    const failure = toFailure(error);
    throw new SppockError(failure, describe(failure));
  }
  const data = result.data;
  const unsuccessful =
    typeof data === 'object' &&
    data !== null &&
    'success' in data &&
    (data as { success: unknown }).success === false;
  if (!result.response.ok || unsuccessful) {
    const failure = toFailure(result);
    throw new SppockError(failure, describe(failure));
  }
  return data as T;
}
