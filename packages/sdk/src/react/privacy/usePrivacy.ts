import { type components, privacyLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Minha Conta › Privacidade (LGPD): consents and their history, the conversations' retention,
 * the data processors, the data officer's contact, the team's reads of the user's data and the
 * copies of the data asked for.
 */
export function usePrivacy(options: SppockQueryOptions<Schemas['PrivacyResult']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/privacy/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/privacy/', { signal }), privacyLoadErrorMessage),
    ...options,
  });
}
