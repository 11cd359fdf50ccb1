import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Sends a new support message ('Nova Mensagem'); the lists and notifications refresh. */
export function useCreateSupportMessage() {
  const { api } = useSppock();
  return useMutation<Schemas['SupportMessageCreated'], SppockError, Schemas['SupportMessageCreateRequest']>({
    mutationKey: ['post', '/api/support/messages/create/'],
    mutationFn: (body) =>
      unwrap(api.POST('/api/support/messages/create/', { body }), (failure) =>
        supportErrorMessage(failure, 'create'),
      ),
  });
}
