import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Marks one notification read; the list and the unread count refresh. */
export function useMarkNotificationRead() {
  const { api } = useSppock();
  return useMutation<Schemas['SupportNotificationRead'], SppockError, number>({
    mutationKey: ['post', '/api/support/notifications/{id}/read/'],
    mutationFn: (id) =>
      unwrap(api.POST('/api/support/notifications/{id}/read/', { params: { path: { id } } }), (failure) =>
        supportErrorMessage(failure, 'markNotification'),
      ),
  });
}
