import {
  type components,
  demoRequestErrorMessage,
  demoRequestSuccessMessage,
  newsletterErrorMessage,
  newsletterSuccessMessage,
  SppockError,
  toFailure,
} from '@sppock/sdk';
import { useSppock } from '@sppock/sdk/react';
import { useMutation } from '@tanstack/react-query';

/** What the Enterprise demo form sends (contract extension `marketingRequestEnterpriseDemo`). */
export type DemoRequest = components['schemas']['DemoRequest'];

/**
 * The newsletter sign-up (extension): resolves to the server's confirmation, rejects with a
 * SppockError whose message is the pt-BR text to show.
 */
export function useSubscribeNewsletter() {
  const { api } = useSppock();
  return useMutation<string, SppockError, string>({
    mutationKey: ['post', '/api/marketing/newsletter/'],
    mutationFn: async (email) => {
      const result = await api
        .POST('/api/marketing/newsletter/', { body: { email } })
        .catch((error: unknown) => {
          throw new SppockError(toFailure(error), newsletterErrorMessage(error));
        });
      if (!result.response.ok) {
        throw new SppockError(toFailure(result), newsletterErrorMessage(result));
      }
      return newsletterSuccessMessage(result.data);
    },
  });
}

/** The Enterprise demo request (extension): resolves to the server's confirmation. */
export function useRequestEnterpriseDemo() {
  const { api } = useSppock();
  return useMutation<string, SppockError, DemoRequest>({
    mutationKey: ['post', '/api/marketing/demo-requests/'],
    mutationFn: async (body) => {
      const result = await api.POST('/api/marketing/demo-requests/', { body }).catch((error: unknown) => {
        throw new SppockError(toFailure(error), demoRequestErrorMessage(error));
      });
      if (!result.response.ok) {
        throw new SppockError(toFailure(result), demoRequestErrorMessage(result));
      }
      return demoRequestSuccessMessage(result.data);
    },
  });
}
