import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** An operator assigns a support message (`operator_id: null` leaves it unassigned); the user is notified. */
export function useAssignSupportQueueMessage() {
  const { api } = useSppock();
  return useMutation<
    Schemas['SupportQueueMessageDetail'],
    SppockError,
    { id: number } & Schemas['SupportAssignRequest']
  >({
    mutationKey: ['post', '/api/support/admin/messages/{id}/assign/'],
    mutationFn: ({ id, ...body }) =>
      unwrap(
        api.POST('/api/support/admin/messages/{id}/assign/', { params: { path: { id } }, body }),
        (failure) => supportErrorMessage(failure, 'respond'),
      ),
  });
}
