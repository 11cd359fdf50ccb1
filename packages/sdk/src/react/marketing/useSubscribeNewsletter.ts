import { newsletterErrorMessage, newsletterSuccessMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/**
 * The landing's newsletter sign-up (extension `marketingSubscribeNewsletter`) for one e-mail
 * address. Resolves to the confirmation text; `error.message` is the pt-BR text to show.
 */
export function useSubscribeNewsletter() {
  const { api } = useSppock();
  return useMutation<string, SppockError, string>({
    mutationKey: ['post', '/api/marketing/newsletter/'],
    mutationFn: async (email) =>
      newsletterSuccessMessage(
        await unwrap(api.POST('/api/marketing/newsletter/', { body: { email } }), newsletterErrorMessage),
      ),
  });
}
