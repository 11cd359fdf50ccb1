import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** An operator sets a support message's priority (`urgente` only here); the user is not notified. */
export function useChangeSupportQueueMessagePriority() {
  const { api } = useSppock();
  return useMutation<
    Schemas['SupportQueueMessageDetail'],
    SppockError,
    { id: number } & Schemas['SupportPriorityChangeRequest']
  >({
    mutationKey: ['post', '/api/support/admin/messages/{id}/priority/'],
    mutationFn: ({ id, ...body }) =>
      unwrap(
        api.POST('/api/support/admin/messages/{id}/priority/', { params: { path: { id } }, body }),
        (failure) => supportErrorMessage(failure, 'respond'),
      ),
  });
}
