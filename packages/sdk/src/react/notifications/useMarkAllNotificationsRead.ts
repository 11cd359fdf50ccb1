import { type components, type SppockError, supportErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Marks every notification read (opening the support page). */
export function useMarkAllNotificationsRead() {
  const { api } = useSppock();
  return useMutation<Schemas['SupportNotificationsReadAll'], SppockError, void>({
    mutationKey: ['post', '/api/support/notifications/read-all/'],
    mutationFn: () =>
      unwrap(api.POST('/api/support/notifications/read-all/'), (failure) =>
        supportErrorMessage(failure, 'markNotification'),
      ),
  });
}
