import { phoneCodeErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/**
 * Sends a code by SMS to the profile's phone (extension `accountsSendPhoneCode`). Resolves to
 * the text to show ('Enviamos um código por SMS para …'); `error.message` is the server's text
 * (a 429 says how long to wait), else the catalogue's.
 */
export function useSendPhoneCode() {
  const { api } = useSppock();
  return useMutation<string, SppockError, void>({
    mutationKey: ['post', '/api/accounts/phone/send-code/'],
    mutationFn: async () =>
      (await unwrap(api.POST('/api/accounts/phone/send-code/'), phoneCodeErrorMessage)).message,
  });
}
