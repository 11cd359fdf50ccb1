import { COMMANDER_AGENT, type components, type SppockError } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type AgentMetadataList = components['schemas']['AgentMetadataList'];

/** How long the catalogue stays fresh: agents and their names change with a deploy, not a click. */
export const AGENT_CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * The agent catalogue (`GET /api/agents/chatsppock/metadata/`): every agent's display name,
 * description, status and plans — the client filters hidden and inactive ones. Fresh for
 * 300000 ms by default.
 */
export function useAgentCatalogue(options: SppockQueryOptions<AgentMetadataList> = {}) {
  const { api, $api } = useSppock();
  const init = { params: { path: { agent: COMMANDER_AGENT } } };
  return useQuery<AgentMetadataList, SppockError>({
    queryKey: $api.queryOptions('get', '/api/agents/{agent}/metadata/', init).queryKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/agents/{agent}/metadata/', { ...init, signal })),
    staleTime: AGENT_CATALOGUE_STALE_MS,
    ...options,
  });
}
