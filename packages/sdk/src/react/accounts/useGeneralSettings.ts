import { type components, settingsLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The Configurações tab's general settings. */
export function useGeneralSettings(options: SppockQueryOptions<Schemas['GeneralSettingsResult']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/general-settings/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/general-settings/', { signal }), settingsLoadErrorMessage),
    ...options,
  });
}
