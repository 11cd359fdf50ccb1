import { type components, memoryLoadErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Minha Conta › Memória (issue 29): the facts the agents keep about the user (newest first), the
 * proposals waiting for an answer, the two switches and the limits. `error.message` is the
 * server's pt-BR error or 'Erro ao carregar a memória'.
 */
export function useMemory(options: SppockQueryOptions<Schemas['MemoryOverview']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/accounts/memory/').queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/memory/', { signal }), memoryLoadErrorMessage),
    ...options,
  });
}
