import { type components, type paths, resendCodeErrorMessage, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** A refused resend: when the server said how long to wait (a 429's Retry-After), in seconds. */
export type ResendCodeError = SppockError & {
  /** Seconds before the server accepts another resend; null when it did not say. */
  retryAfter: number | null;
};

/** Seconds to wait from a 429's Retry-After header, when it has one. */
function retryAfterSeconds(response: Response): number | null {
  if (response.status !== 429) {
    return null;
  }
  const header = response.headers.get('Retry-After');
  const seconds = header ? Number.parseInt(header, 10) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

type ResendCodeAnswer =
  paths['/api/accounts/users/resend_code/']['post']['responses'][200]['content']['application/json'];

/**
 * Sends the registration code again (spec 1 §4). Resolves to the server's answer (its `message`
 * is the text to show); `error.message` is the spec's text and `error.retryAfter` the seconds to
 * wait after a 429.
 */
export function useResendCode() {
  const { api } = useSppock();
  return useMutation<ResendCodeAnswer, ResendCodeError, Schemas['ResendCodeRequest']>({
    mutationKey: ['post', '/api/accounts/users/resend_code/'],
    mutationFn: async (body) => {
      let response: Response | undefined;
      const call = api.POST('/api/accounts/users/resend_code/', { body }).then((result) => {
        response = result.response;
        return result;
      });
      try {
        return await unwrap(call, resendCodeErrorMessage);
      } catch (error) {
        if (error instanceof SppockError) {
          throw Object.assign(error, { retryAfter: response ? retryAfterSeconds(response) : null });
        }
        throw error;
      }
    },
  });
}
