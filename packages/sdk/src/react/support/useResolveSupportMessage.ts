import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Marks a support message resolved (it moves to 'Mensagens Arquivadas'). */
export function useResolveSupportMessage() {
  const { api } = useSppock();
  return useMutation<Schemas['SupportMessageResolved'], SppockError, number>({
    mutationKey: ['post', '/api/support/messages/{id}/resolve/'],
    mutationFn: (id) =>
      unwrap(api.POST('/api/support/messages/{id}/resolve/', { params: { path: { id } } }), (failure) =>
        supportErrorMessage(failure, 'respond'),
      ),
  });
}
