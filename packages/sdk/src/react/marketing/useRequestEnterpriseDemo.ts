import {
  type components,
  demoRequestErrorMessage,
  demoRequestSuccessMessage,
  type SppockError,
} from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What the Enterprise demo form sends (extension `marketingRequestEnterpriseDemo`). */
export type DemoRequest = components['schemas']['DemoRequest'];

/**
 * The Enterprise plan's demo request. Resolves to the confirmation text; `error.message` is the
 * pt-BR text to show.
 */
export function useRequestEnterpriseDemo() {
  const { api } = useSppock();
  return useMutation<string, SppockError, DemoRequest>({
    mutationKey: ['post', '/api/marketing/demo-requests/'],
    mutationFn: async (body) =>
      demoRequestSuccessMessage(
        await unwrap(api.POST('/api/marketing/demo-requests/', { body }), demoRequestErrorMessage),
      ),
  });
}
