import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** An operator moves a support message to another status; the user is notified. */
export function useChangeSupportQueueMessageStatus() {
  const { api } = useSppock();
  return useMutation<
    Schemas['SupportQueueMessageDetail'],
    SppockError,
    { id: number } & Schemas['SupportStatusChangeRequest']
  >({
    mutationKey: ['post', '/api/support/admin/messages/{id}/status/'],
    mutationFn: ({ id, ...body }) =>
      unwrap(
        api.POST('/api/support/admin/messages/{id}/status/', { params: { path: { id } }, body }),
        (failure) => supportErrorMessage(failure, 'respond'),
      ),
  });
}
