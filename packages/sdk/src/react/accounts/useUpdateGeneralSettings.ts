import { type components, type SppockError, settingsUpdateErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Saves some general settings (only the keys that change). */
export function useUpdateGeneralSettings() {
  const { api } = useSppock();
  return useMutation<Schemas['GeneralSettingsResult'], SppockError, Schemas['GeneralSettingsUpdate']>({
    mutationKey: ['put', '/api/accounts/general-settings/'],
    mutationFn: (body) =>
      unwrap(api.PUT('/api/accounts/general-settings/', { body }), settingsUpdateErrorMessage),
  });
}
