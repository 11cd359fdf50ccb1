import type { components } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * The WhatsApp Business number of the account (issue 31, 'Integrações'): masked secrets, the
 * webhook address to register at Meta and who answers; `connection` is null when none is connected.
 */
export function useWhatsappConnection(options: SppockQueryOptions<Schemas['WhatsappConnectionReply']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/integrations/whatsapp/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/integrations/whatsapp/', { signal })),
    ...options,
  });
}
