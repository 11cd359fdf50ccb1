import { type components, preferencesUpdateErrorMessage, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Saves some preferences (only the keys that change). */
export function useUpdateNotificationPreferences() {
  const { api } = useSppock();
  return useMutation<
    Schemas['NotificationPreferencesResult'],
    SppockError,
    Schemas['NotificationPreferencesUpdate']
  >({
    mutationKey: ['put', '/api/accounts/notification-preferences/'],
    mutationFn: (body) =>
      unwrap(api.PUT('/api/accounts/notification-preferences/', { body }), preferencesUpdateErrorMessage),
  });
}
